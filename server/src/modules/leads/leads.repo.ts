import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import { displayNameOf } from '../users/users.queries';
import { leads } from './leads.tables';

/** A lead with its owner's display name (the profile's full name, else the username). */
export type LeadRow = typeof leads.$inferSelect & { assignedUserName?: string | null };
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadChanges = Partial<Omit<NewLeadRow, 'id' | 'dealershipId' | 'createdAt'>>;

/** Every column of a lead plus its owner's name: for SELECT and RETURNING alike. */
export const leadColumns = {
  ...getTableColumns(leads),
  assignedUserName: displayNameOf(leads.assignedUserId),
};

/** `lock` holds the row until the transaction ends, for a write that must take the lead before anything else. */
export async function getLeadById(
  db: Db,
  scope: Scope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LeadRow | undefined> {
  const query = db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: leads }) : query);
  return row;
}

/** Any leads by id (a batch of first contacts reads its leads at once); those gone are left out. */
export const getLeadsByIds = (db: Db, scope: Scope, ids: number[]): Promise<LeadRow[]> =>
  ids.length
    ? db
        .select(leadColumns)
        .from(leads)
        .where(and(inArray(leads.id, ids), inScope(leads.dealershipId, scope)))
    : Promise.resolve([]);

export async function insertLead(db: Db, scope: Scope, values: NewLeadRow): Promise<LeadRow> {
  assertInScope(scope, values.dealershipId);
  const [row] = await db.insert(leads).values(values).returning(leadColumns);
  if (!row) throw new Error('insert into leads returned no row');
  return row;
}

/** Many new leads in one statement, returned in the order given. */
export async function insertLeads(db: Db, scope: Scope, values: NewLeadRow[]): Promise<LeadRow[]> {
  for (const row of values) assertInScope(scope, row.dealershipId);
  if (values.length === 0) return [];
  const rows = await db.insert(leads).values(values).returning(leadColumns);
  // RETURNING promises no order, but the ids are drawn from the sequence row by row down the VALUES list: sorted
  // by id, row i is values[i], which callers rely on to pair each new lead with what it was made from.
  return rows.sort((x, y) => x.id - y.id);
}

export async function updateLead(
  db: Db,
  scope: Scope,
  id: number,
  changes: LeadChanges,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .returning(leadColumns);
  return row;
}

/** One change to several leads at once; ids outside the scope are left alone. */
export function updateLeads(db: Db, scope: Scope, ids: number[], changes: LeadChanges): Promise<LeadRow[]> {
  return db
    .update(leads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(inArray(leads.id, ids), inScope(leads.dealershipId, scope)))
    .returning();
}

/** Conversations, messages, follow-ups and appointments go with the lead (ON DELETE CASCADE). */
export async function deleteLead(db: Db, scope: Scope, id: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .delete(leads)
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .returning(leadColumns);
  return row;
}

/** Removes every test lead (made by the Webhook Setup Test button) in scope; their rows cascade with them. */
export async function deleteTestLeads(db: Db, scope: Scope): Promise<{ id: number; dealershipId: number }[]> {
  return db
    .delete(leads)
    .where(and(eq(leads.isTest, true), inScope(leads.dealershipId, scope)))
    .returning({ id: leads.id, dealershipId: leads.dealershipId });
}

/**
 * Sets the language `lib/language.ts` decided, only while the lead still has the language it was decided from (a
 * staff choice made meanwhile wins); the row when it changed.
 */
export async function updateLanguageIfUnchanged(
  db: Db,
  scope: Scope,
  id: number,
  from: { language: string; languageSource: string },
  to: { language: string; languageSource: string },
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ ...to, updatedAt: sql`now()` })
    .where(
      and(
        eq(leads.id, id),
        eq(leads.language, from.language),
        eq(leads.languageSource, from.languageSource),
        inScope(leads.dealershipId, scope),
      ),
    )
    .returning(leadColumns);
  return row;
}

export async function markLeadActed(db: Db, scope: Scope, id: number): Promise<void> {
  await db
    .update(leads)
    .set({ ownerActedAt: sql`now()` })
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)));
}
