import type { LeadImportRowError, LeadImportState } from '@lead-manager/contracts/lead-import';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { leadImports } from './lead-import.tables';

export type NewLeadImport = typeof leadImports.$inferInsert;

/** An import without its upload: what the progress route and the runner read. */
const { csv: _upload, ...progressColumns } = getTableColumns(leadImports);
export type LeadImportRow = Omit<typeof leadImports.$inferSelect, 'csv'>;

/** The running counts a batch leaves behind. */
export interface ImportCounts {
  processed: number;
  created: number;
  merged: number;
  failed: number;
  errors: LeadImportRowError[];
}

export async function insertLeadImport(db: Db, values: NewLeadImport): Promise<number> {
  const [row] = await db.insert(leadImports).values(values).returning({ id: leadImports.id });
  if (!row) throw new Error('lead import not stored');
  return row.id;
}

/** One user's import within their dealerships; another person's or store's is undefined (a 404). */
export async function getOwnLeadImport(db: Db, scope: Scope, userId: number, id: number) {
  const [row] = await db
    .select(progressColumns)
    .from(leadImports)
    .where(
      and(eq(leadImports.id, id), eq(leadImports.userId, userId), inScope(leadImports.dealershipId, scope)),
    );
  return row as LeadImportRow | undefined;
}

export async function getLeadImport(db: Db, id: number): Promise<LeadImportRow | undefined> {
  const [row] = await db.select(progressColumns).from(leadImports).where(eq(leadImports.id, id));
  return row;
}

export async function readUpload(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ csv: leadImports.csv }).from(leadImports).where(eq(leadImports.id, id));
  return row?.csv ?? undefined;
}

/** Queued → running (a retried job finds it running already and goes on). */
export async function markRunning(db: Db, id: number) {
  await db
    .update(leadImports)
    .set({ state: 'running', startedAt: sql`coalesce(${leadImports.startedAt}, now())` })
    .where(and(eq(leadImports.id, id), eq(leadImports.state, 'queued')));
}

/**
 * Records a batch's counts in the batch's own transaction, only if no one recorded past `from` meanwhile: false
 * tells the caller to roll the batch back (another run of the job got there first).
 */
export async function recordBatch(db: Db, id: number, from: number, counts: ImportCounts): Promise<boolean> {
  const rows = await db
    .update(leadImports)
    .set(counts)
    .where(and(eq(leadImports.id, id), eq(leadImports.processed, from), eq(leadImports.state, 'running')))
    .returning({ id: leadImports.id });
  return rows.length === 1;
}

/** Done or failed; the upload is dropped, the counts stay. */
export async function finishLeadImport(
  db: Db,
  id: number,
  state: Extract<LeadImportState, 'done' | 'failed'>,
  failure?: string,
) {
  await db
    .update(leadImports)
    .set({ state, failure: failure ?? null, csv: null, finishedAt: sql`now()` })
    .where(eq(leadImports.id, id));
}
