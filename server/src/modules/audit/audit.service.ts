import type { AuditEntry, AuditPage } from '@lead-manager/contracts/audit';
import { csvLine, exportCsvLine } from '@lead-manager/contracts/csv';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import {
  type AuditFilter,
  type AuditRow,
  countAuditEntries,
  findAuditEntries,
  insertAuditEntries,
} from './audit.repo';

/**
 * What one audit entry says. `action` is dotted and past tense (`user.created`, `lead.status_changed`,
 * `auth.sign_in_failed`); `details` holds the before/after values that matter, never secrets or message bodies.
 */
export interface AuditRecord {
  actorUserId: number | null;
  actorEmail?: string | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  dealershipId?: number | null;
  details?: Record<string, unknown>;
}

/** Who did it: a signed-in person, or nobody (the assistant or an automatic rule). */
export interface AuditActor {
  id: number;
  email: string;
}

/** The actor fields of an entry; none for the product's own doing. */
export const auditActor = (actor: AuditActor | undefined) => ({
  actorUserId: actor?.id ?? null,
  actorEmail: actor?.email ?? null,
});

const EXPORT_BATCH = 1000;
const CSV_COLUMNS = [
  'Id',
  'Time (UTC)',
  'Actor Id',
  'Actor Email',
  'Action',
  'Entity Type',
  'Entity Id',
  'Dealership Id',
  'Details',
] as const;

function toAuditDto(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    dealershipId: row.dealershipId,
    details: row.details,
  };
}

function requireAdmin(actor: { role: string }) {
  if (actor.role !== 'admin') throw forbidden('Only admins may read the audit log');
}

export function createAuditService({ db }: { db: Db }) {
  return {
    /**
     * Writes one entry. Pass the transaction (`tx`) of the change being recorded so the entry commits or rolls
     * back with it; without one it is written on its own.
     */
    async record(entry: AuditRecord, tx: Db = db) {
      await this.recordMany([entry], tx);
    },

    /** Several entries in one statement (a burst of automatic assignments). */
    async recordMany(entries: AuditRecord[], tx: Db = db) {
      if (entries.length === 0) return;
      await insertAuditEntries(
        tx,
        entries.map((entry) => ({
          actorUserId: entry.actorUserId,
          actorEmail: entry.actorEmail ?? null,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
          dealershipId: entry.dealershipId ?? null,
          details: entry.details ?? {},
        })),
      );
    },

    async list(
      actor: { role: string },
      filter: AuditFilter,
      page: { limit: number; offset: number },
    ): Promise<AuditPage> {
      requireAdmin(actor);
      const [rows, total] = await Promise.all([
        findAuditEntries(db, filter, page),
        countAuditEntries(db, filter),
      ]);
      return { items: rows.map(toAuditDto), total };
    },

    /** Checks the actor before the first line, then streams every matching entry newest first. */
    exportCsv(actor: { role: string }, filter: AuditFilter): AsyncGenerator<string> {
      requireAdmin(actor);
      return (async function* lines() {
        yield csvLine(CSV_COLUMNS);
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await findAuditEntries(db, filter, { limit: EXPORT_BATCH, offset });
          for (const row of rows) {
            yield exportCsvLine([
              row.id,
              row.createdAt.toISOString(),
              row.actorUserId,
              row.actorEmail,
              row.action,
              row.entityType,
              row.entityId,
              row.dealershipId,
              JSON.stringify(row.details),
            ]);
          }
          if (rows.length < EXPORT_BATCH) return;
        }
      })();
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
