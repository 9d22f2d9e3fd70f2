import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, followUps, messages } from './conversations.tables';

export type FollowUpRow = typeof followUps.$inferSelect;

// Any constant distinct from the product's other advisory locks; the second key is the lead's id.
export const FOLLOW_UPS_LOCK = 7_245_906;

/**
 * Holds a lead's follow-ups until commit. Scheduling them and a customer's reply (which stops them) take turns, so
 * a reply that lands while the greeting's follow-ups are being scheduled either stops them or is seen first.
 */
export async function lockFollowUpsOf(tx: Db, leadId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${FOLLOW_UPS_LOCK}::int, ${leadId}::int)`);
}

/** True once the lead has written to us (any customer message, on any channel). */
export async function hasCustomerMessage(db: Db, leadId: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.leadId, leadId), eq(messages.sender, 'customer')))
    .limit(1);
  return row !== undefined;
}

export async function insertFollowUps(
  db: Db,
  rows: {
    leadId: number;
    dealershipId: number;
    step: number;
    channel: string;
    message: string;
    dueAt: Date;
  }[],
): Promise<FollowUpRow[]> {
  if (rows.length === 0) return [];
  return db.insert(followUps).values(rows).onConflictDoNothing().returning();
}

export async function getFollowUp(db: Db, id: number): Promise<FollowUpRow | undefined> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id)).limit(1);
  return row;
}

export async function hasFollowUps(db: Db, leadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: followUps.id })
    .from(followUps)
    .where(eq(followUps.leadId, leadId))
    .limit(1);
  return row !== undefined;
}

/** Claims a pending step for sending; false when it was cancelled or already sent. */
export async function markFollowUpSent(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(followUps)
    .set({ status: 'sent' })
    .where(and(eq(followUps.id, id), eq(followUps.status, 'pending')))
    .returning({ id: followUps.id });
  return rows.length > 0;
}

/** Stops every pending step of a lead (it replied, booked, opted out, or a person took over). */
export async function cancelPendingFollowUps(db: Db, leadId: number): Promise<number> {
  const rows = await db
    .update(followUps)
    .set({ status: 'cancelled' })
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'pending')))
    .returning({ id: followUps.id });
  return rows.length;
}

export const countPendingFollowUps = (db: Db, leadId: number) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(followUps)
    .where(and(eq(followUps.leadId, leadId), eq(followUps.status, 'pending')))
    .then((r) => r[0]?.total ?? 0);
