import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayNameOf } from '../users/users.queries';
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
      authorName: displayNameOf(leadNotes.authorUserId),
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
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
      actorName: displayNameOf(leadEvents.actorUserId),
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
}
