import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { displayNameOf } from '../users/users.queries';
import { leadEvents, leadNotes } from './lead-notes.tables';
import { leads } from './leads.tables';

export type NewLeadEventRow = typeof leadEvents.$inferInsert;

/** Limits a lead's notes or events to the scope through their lead: they carry no dealership id of their own. */
function ofLeadInScope(leadId: AnyColumn, scope: Scope): SQL {
  if (scope.all) return sql`true`;
  return sql`${leadId} IN (SELECT ${leads.id} FROM ${leads} WHERE ${inScope(leads.dealershipId, scope)})`;
}

export async function insertNote(
  db: Db,
  values: { leadId: number; authorUserId: number | null; body: string },
) {
  const [row] = await db.insert(leadNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/** Notes with their author's name, oldest first. */
export function findNotes(db: Db, scope: Scope, leadId: number) {
  return db
    .select({
      id: leadNotes.id,
      leadId: leadNotes.leadId,
      body: leadNotes.body,
      authorUserId: leadNotes.authorUserId,
      authorName: displayNameOf(leadNotes.authorUserId),
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadId, leadId), ofLeadInScope(leadNotes.leadId, scope)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

export async function insertLeadEvents(db: Db, rows: NewLeadEventRow[]) {
  if (rows.length > 0) await db.insert(leadEvents).values(rows);
}

export function findLeadEvents(db: Db, scope: Scope, leadId: number) {
  return db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      detail: leadEvents.detail,
      actorUserId: leadEvents.actorUserId,
      actorName: displayNameOf(leadEvents.actorUserId),
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), ofLeadInScope(leadEvents.leadId, scope)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
}
