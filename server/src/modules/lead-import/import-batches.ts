import { LEAD_IMPORT_MAX_ERRORS, type LeadImportRowError } from '@lead-manager/contracts/lead-import';
import type { UpdateLead } from '@lead-manager/contracts/leads';
import { ZodError } from 'zod';
import type { Db } from '../../db/client';
import type { StreamedRecord } from '../../lib/csv-stream';
import { HttpError } from '../../lib/http-errors';
import { toE164 } from '../../lib/phone';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../service-deps';
import {
  contactLockNames,
  newLeadValues,
  prepareLead,
  type ReadyLead,
  type SavedLead,
  saveLead,
  UnusableLeadError,
} from '../lead-sources/lead-sources.service';
import {
  findKnownContacts,
  type LeadsService,
  leadUpdatedEvent,
  lockContacts,
  newLeadEvent,
} from '../leads/leads.service';
import { type ColumnIndexes, RowError, statusOf, toMappedLead } from './import-rows';
import { type ImportCounts, recordBatch } from './lead-imports.repo';

/** What one import writes into: fixed when it starts. */
export interface ImportTarget {
  importId: number;
  dealershipId: number;
  dryRun: boolean;
  columns: ColumnIndexes;
}

/** A row ready to save, with the status it asked for. */
interface ReadyRow {
  row: number;
  lead: ReadyLead;
  status: UpdateLead | undefined;
}

/** Another run of the same import recorded this batch first (a job taken for dead that was not): roll back. */
class BatchTakenError extends Error {}

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

/** The message a person can act on for a row; undefined for an unexpected failure (not shown in detail). */
function rowMessage(err: unknown): string | undefined {
  if (err instanceof RowError || err instanceof UnusableLeadError || err instanceof HttpError)
    return err.message;
  if (err instanceof ZodError) return err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return undefined;
}

/** Reads each row into a lead the intake accepts, or an error naming the row and what is wrong. */
function prepareRows(records: StreamedRecord[], { columns, dealershipId }: ImportTarget) {
  const ready: ReadyRow[] = [];
  const errors: LeadImportRowError[] = [];
  for (const { row, cells } of records) {
    try {
      const status = statusOf(columns.status === undefined ? undefined : cells[columns.status]?.trim());
      const lead = prepareLead(toMappedLead(cells, columns, dealershipId), { strict: false });
      ready.push({ row, lead, status });
    } catch (err) {
      const message = rowMessage(err) ?? 'This row could not be read';
      errors.push({
        row,
        message: err instanceof UnusableLeadError ? noContactMessage(cells, columns, message) : message,
      });
    }
  }
  return { ready, errors };
}

/** What one batch did. */
interface BatchOutcome {
  created: number;
  merged: number;
  /** The leads saved, announced after commit. */
  saved: SavedLead[];
  errors: LeadImportRowError[];
  /** Rows that failed for a reason of ours, not of the file: counted in the summary line, never logged alone. */
  unexpected: number;
}

const nextCounts = (counts: ImportCounts, rows: number, outcome: BatchOutcome): ImportCounts => ({
  processed: counts.processed + rows,
  created: counts.created + outcome.created,
  merged: counts.merged + outcome.merged,
  failed: counts.failed + outcome.errors.length,
  errors: [...counts.errors, ...outcome.errors.sort((a, b) => a.row - b.row)].slice(
    0,
    LEAD_IMPORT_MAX_ERRORS,
  ),
});

const contactsOf = (ready: ReadyRow[]) => ({
  phones: ready.flatMap((r) => (r.lead.phone ? [r.lead.phone] : [])),
  emails: ready.flatMap((r) => (r.lead.email ? [r.lead.email] : [])),
});

const emptyOutcome = (errors: LeadImportRowError[]): BatchOutcome => ({
  created: 0,
  merged: 0,
  saved: [],
  errors: [...errors],
  unexpected: 0,
});

function addSaved(outcome: BatchOutcome, saved: SavedLead) {
  outcome.saved.push(saved);
  if (saved.created) outcome.created += 1;
  else outcome.merged += 1;
}

/**
 * Writes an import batch by batch, each in a short transaction of its own that also records the import's counts:
 * a retried job starts after the last batch that committed, and no lock outlives its batch.
 */
export function createBatchWriter(
  { db, events, leads }: Pick<ServiceDeps, 'db' | 'events'> & { leads: LeadsService },
  target: ImportTarget,
) {
  const { importId, dealershipId } = target;
  /** Dry run: the contacts of rows before this one, which a real import would have created or merged into. */
  const seen = new Set<string>();
  let unexpected = 0;

  /** One row as the intake saves it, with the status the file asked for. */
  async function saveRow(tx: Db, { lead, status }: ReadyRow): Promise<SavedLead> {
    // An imported list did not just ask to hear from us: no automatic first message, and (being another system's
    // leads, often the store's own CRM's) it is not handed to the CRM (decision 054).
    const saved = await saveLead(tx, leads, lead, dealershipId, { firstContact: false, origin: 'import' });
    if (!status || !saved.created || status.status === saved.lead.status) return saved;
    const withStatus = await leads.update(ALL_DEALERSHIPS, saved.lead.id, status, { tx });
    return { ...saved, lead: { ...withStatus, score: saved.lead.score } };
  }

  /** A new person's lead as one row of the batch's insert (checked as Add Lead checks it), with its status. */
  function newLeadRow({ lead, status }: ReadyRow) {
    const values = newLeadValues(lead, dealershipId);
    const valid = leads.validateNewLead(ALL_DEALERSHIPS, values);
    return { ...valid, score: values.score, scoreReasons: values.scoreReasons, ...status };
  }

  /**
   * Every row in one transaction: the batch's new people in one insert; a returning person (or one named twice in
   * the batch) merged as the intake merges. A row refused for its data is reported; a database error fails the batch.
   */
  async function saveAll(tx: Db, ready: ReadyRow[], outcome: BatchOutcome) {
    // Every person of the batch at once, in ascending order: a webhook locking the same people never deadlocks.
    await lockContacts(
      tx,
      ready.flatMap((r) => contactLockNames(r.lead)),
    );
    const known = await findKnownContacts(tx, ALL_DEALERSHIPS, dealershipId, contactsOf(ready));
    const fresh: { row: number; values: ReturnType<typeof newLeadRow> }[] = [];
    const returning: ReadyRow[] = [];
    for (const row of ready) {
      const names = contactLockNames(row.lead);
      if (names.some((name) => known.has(name))) {
        returning.push(row);
        continue;
      }
      try {
        fresh.push({ row: row.row, values: newLeadRow(row) });
        for (const name of names) known.add(name);
      } catch (err) {
        const message = rowMessage(err);
        if (message === undefined) throw err;
        outcome.errors.push({ row: row.row, message });
      }
    }
    const created = await leads.createValidatedLeads(
      tx,
      fresh.map((f) => f.values),
      { origin: 'import' },
    );
    for (const lead of created) addSaved(outcome, { lead, created: true });
    for (const row of returning) {
      try {
        addSaved(outcome, await saveRow(tx, row));
      } catch (err) {
        const message = rowMessage(err);
        if (message === undefined) throw err;
        outcome.errors.push({ row: row.row, message });
      }
    }
  }

  /** After a failed batch: each row in its own transaction, so one bad row fails only itself. */
  async function saveEachAlone(ready: ReadyRow[], outcome: BatchOutcome) {
    for (const row of ready) {
      try {
        addSaved(outcome, await db.transaction((tx) => saveRow(tx as unknown as Db, row)));
      } catch (err) {
        const message = rowMessage(err);
        if (message === undefined) outcome.unexpected += 1;
        outcome.errors.push({ row: row.row, message: message ?? 'This row could not be saved' });
      }
    }
  }

  /** Counts as a real import would, reading only: a known or earlier contact is a merge. */
  async function countDryRun(ready: ReadyRow[], outcome: BatchOutcome) {
    const known = await findKnownContacts(db, ALL_DEALERSHIPS, dealershipId, contactsOf(ready));
    for (const { lead } of ready) {
      const names = contactLockNames(lead);
      const merges = names.some((name) => known.has(name) || seen.has(name));
      for (const name of names) seen.add(name);
      if (merges) outcome.merged += 1;
      else outcome.created += 1;
    }
  }

  /** Reads, writes and records one batch of records; answers the import's counts after it. */
  async function writeBatch(records: StreamedRecord[], counts: ImportCounts): Promise<ImportCounts> {
    const { ready, errors } = prepareRows(records, target);
    let outcome = emptyOutcome(errors);
    let next: ImportCounts | undefined;
    const record = async (tx: Db) => {
      next = nextCounts(counts, records.length, outcome);
      if (!(await recordBatch(tx, importId, counts.processed, next))) throw new BatchTakenError();
    };
    if (target.dryRun) {
      await countDryRun(ready, outcome);
      await record(db);
      return next as ImportCounts;
    }
    try {
      await db.transaction(async (tx) => {
        await saveAll(tx as unknown as Db, ready, outcome);
        await record(tx as unknown as Db);
      });
    } catch (err) {
      if (err instanceof BatchTakenError) throw err;
      outcome = emptyOutcome(errors);
      await saveEachAlone(ready, outcome);
      await record(db);
    }
    unexpected += outcome.unexpected;
    // Announced after each commit, like every other intake: one NOTIFY for the batch.
    for (const s of outcome.saved) if (s.created) productMetrics.leadsIngested.inc({ source: s.lead.source });
    await events.publishAll(
      outcome.saved.map((s) => (s.created ? newLeadEvent(s.lead) : leadUpdatedEvent(s.lead))),
    );
    return next as ImportCounts;
  }

  return { writeBatch, unexpectedFailures: () => unexpected };
}
