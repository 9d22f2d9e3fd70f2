import type {
  LeadImportRequest,
  LeadImportResult,
  LeadImportRowError,
} from '@lead-manager/contracts/lead-import';
import { LeadImportRequestSchema } from '@lead-manager/contracts/lead-import';
import type { LeadStatus } from '@lead-manager/contracts/leads';
import { ZodError } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { toE164 } from '../../lib/phone';
import { ALL_DEALERSHIPS, narrowScope, type Scope } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../services';
import type { DealershipsService } from '../dealerships/dealerships.service';
import {
  prepareLead,
  type ReadyLead,
  type SavedLead,
  saveLead,
  UnusableLeadError,
} from '../lead-sources/lead-sources.service';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import {
  type ColumnIndexes,
  RowError,
  readImportFile,
  resolveColumns,
  statusOf,
  toMappedLead,
} from './import-rows';
import { exportLeadsCsv, type LeadExportFilter } from './lead-export';

/** Rows saved per transaction: short enough that webhooks of the same dealership never wait long. */
const ROWS_PER_TRANSACTION = 200;

/** A row ready to save, with the status it asked for. */
interface ReadyRow {
  row: number;
  lead: ReadyLead;
  status: LeadStatus | undefined;
}

/** Thrown to roll a dry run back once every row has been tried. */
class DryRunRollback extends Error {}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Why a row with contact columns still has no usable contact: its values are named. */
function noContactMessage(cells: string[], columns: ColumnIndexes, base: string): string {
  const email = columns.email === undefined ? undefined : cells[columns.email]?.trim();
  const phone = columns.phone === undefined ? undefined : cells[columns.phone]?.trim();
  const unreadable = [
    email ? `email "${email}" is not a valid email address` : undefined,
    phone && !toE164(phone) ? `phone "${phone}" is not a valid phone number` : undefined,
  ].filter(Boolean);
  return unreadable.length ? `${base} (${unreadable.join('; ')})` : base;
}

/** The message a person can act on; an unexpected failure is logged and not shown in detail. */
function rowMessage(err: unknown): string | undefined {
  if (err instanceof RowError || err instanceof UnusableLeadError || err instanceof HttpError)
    return err.message;
  if (err instanceof ZodError) return err.issues.map((i) => i.message).join('; ');
  return undefined;
}

export function createLeadImportService(
  { db, events, logger }: Pick<ServiceDeps, 'db' | 'events' | 'logger'>,
  { leads, dealerships }: { leads: LeadsService; dealerships: DealershipsService },
) {
  /** Reads every row into a lead the intake accepts, or an error naming the row. */
  function prepareRows(request: ReturnType<typeof LeadImportRequestSchema.parse>) {
    const { header, rows } = readImportFile(request.csv, request.firstRowNumber);
    const columns = resolveColumns(header, request.mapping);
    const ready: ReadyRow[] = [];
    const errors: LeadImportRowError[] = [];
    for (const { row, cells } of rows) {
      try {
        const status = statusOf(columns.status === undefined ? undefined : cells[columns.status]?.trim());
        const lead = prepareLead(toMappedLead(cells, columns, request.dealershipId), { strict: false });
        ready.push({ row, lead, status });
      } catch (err) {
        const message = rowMessage(err) ?? 'This row could not be read';
        errors.push({
          row,
          message: err instanceof UnusableLeadError ? noContactMessage(cells, columns, message) : message,
        });
      }
    }
    return { total: rows.length, ready, errors };
  }

  /** Saves one row inside a savepoint, so a failing row leaves the rest of its batch intact. */
  async function saveRow(tx: Db, { lead, status }: ReadyRow, dealershipId: number): Promise<SavedLead> {
    return tx.transaction(async (savepoint) => {
      const sp = savepoint as unknown as Db;
      // An imported list did not just ask to hear from us: no automatic first message.
      const saved = await saveLead(sp, leads, lead, dealershipId, { firstContact: false });
      if (!status || !saved.created || status === saved.lead.status) return saved;
      const withStatus = await leads.updateStatus(ALL_DEALERSHIPS, saved.lead.id, status, { tx: sp });
      return { ...saved, lead: { ...withStatus, score: saved.lead.score } };
    });
  }

  /** One transaction per batch; a dry run tries everything in one transaction and rolls it back. */
  async function saveRows(rows: ReadyRow[], dealershipId: number, dryRun: boolean) {
    const saved: SavedLead[] = [];
    const errors: LeadImportRowError[] = [];
    for (const batch of dryRun ? [rows] : chunk(rows, ROWS_PER_TRANSACTION)) {
      const batchSaved: SavedLead[] = [];
      try {
        await db.transaction(async (trx) => {
          for (const row of batch) {
            try {
              batchSaved.push(await saveRow(trx as unknown as Db, row, dealershipId));
            } catch (err) {
              const message = rowMessage(err);
              if (!message) logger.warn({ err, row: row.row }, 'lead import row failed');
              errors.push({ row: row.row, message: message ?? 'This row could not be saved' });
            }
          }
          if (dryRun) throw new DryRunRollback();
        });
      } catch (err) {
        if (!(err instanceof DryRunRollback)) throw err;
      }
      saved.push(...batchSaved);
      // Announced after each commit, like every other intake.
      if (!dryRun) {
        for (const s of batchSaved) {
          if (s.created) productMetrics.leadsIngested.inc({ source: s.lead.source });
          await events.publish(s.created ? newLeadEvent(s.lead) : leadUpdatedEvent(s.lead));
        }
      }
    }
    return { saved, errors };
  }

  return {
    /**
     * CSV rows → leads of one dealership, through the same normalisation and de-duplication as the webhooks:
     * a person the dealership knows (same phone or email) is merged, not doubled. Bad rows are reported by
     * row number and the others still imported.
     */
    async importLeads(scope: Scope, input: LeadImportRequest): Promise<LeadImportResult> {
      const request = LeadImportRequestSchema.parse(input);
      narrowScope(scope, request.dealershipId);
      await dealerships.get(scope, request.dealershipId);
      const { total, ready, errors: readErrors } = prepareRows(request);
      const { saved, errors: saveErrors } = await saveRows(
        ready,
        request.dealershipId,
        request.dryRun ?? false,
      );
      const errors = [...readErrors, ...saveErrors].sort((a, b) => a.row - b.row);
      const created = saved.filter((s) => s.created).length;
      return { total, created, merged: saved.length - created, failed: errors.length, errors };
    },

    /** The CSV lines of every lead matching the list's filters (404 for another dealership, before any line). */
    exportLeads(scope: Scope, filter: LeadExportFilter): AsyncGenerator<string> {
      const narrowed = narrowScope(scope, filter.dealershipId);
      return exportLeadsCsv(db, narrowed, filter);
    },
  };
}

export type LeadImportService = ReturnType<typeof createLeadImportService>;
