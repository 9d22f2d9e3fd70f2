import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayName } from '../users/users.queries';
import { users } from '../users/users.tables';
import { leadEvents, leadNotes } from './lead-notes.tables';

export type LeadEventRow = typeof leadEvents.$inferSelect;
export type NewLeadEventRow = typeof leadEvents.$inferInsert;

export async function insertNote(db: Db, values: { leadId: number; authorUserId: number; body: string }) {
  const [row] = await db.insert(leadNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}

/** Notes with their author's name, oldest first. */
export function findNotes(db: Db, leadId: number) {
  return db
    .select({
      id: leadNotes.id,
      leadId: leadNotes.leadId,
      body: leadNotes.body,
      authorUserId: leadNotes.authorUserId,
      authorName: sql<string | null>`${displayName}`,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorUserId))
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
}

export async function insertLeadEvents(db: Db, rows: NewLeadEventRow[]) {
  if (rows.length > 0) await db.insert(leadEvents).values(rows);
}

export function findLeadEvents(db: Db, leadId: number) {
  return db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      detail: leadEvents.detail,
      actorUserId: leadEvents.actorUserId,
      actorName: sql<string | null>`${displayName}`,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorUserId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
}
