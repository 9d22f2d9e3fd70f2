import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import { conversations, followUps, messages } from './conversations.tables';

export type FollowUpRow = typeof followUps.$inferSelect;

// Any constant distinct from the product's other advisory locks; the second key is the lead's id.
export const FOLLOW_UPS_LOCK = 7_245_906;

/**
 * Holds a lead's follow-ups until commit. Scheduling them and a customer's reply (which stops them) take turns, so
 * a reply that lands while the greeting's follow-ups are being scheduled either stops them or is seen first.
 */
export async function lockFollowUpsOf(tx: Db, leadIds: number[]) {
  // In id order, so two batches that share leads cannot each hold one the other waits for.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${FOLLOW_UPS_LOCK}::int, id)
        FROM (SELECT DISTINCT id FROM unnest(${sql.param(leadIds)}::int[]) AS l(id) ORDER BY id) AS ordered`,
  );
}

export async function insertFollowUps(
  db: Db,
  scope: Scope,
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
  for (const row of rows) assertInScope(scope, row.dealershipId);
  return db.insert(followUps).values(rows).onConflictDoNothing().returning();
}

export async function getFollowUp(db: Db, scope: Scope, id: number): Promise<FollowUpRow | undefined> {
  const [row] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.id, id), inScope(followUps.dealershipId, scope)))
    .limit(1);
  return row;
}

/**
 * Which of these leads need no follow-up steps: they have them already (a retried job) or they wrote to us (they
 * are in a conversation, not awaiting us). One statement for a whole batch of first contacts.
 */
export async function findLeadsNeedingNoFollowUps(
  db: Db,
  scope: Scope,
  leadIds: number[],
): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT l.id FROM unnest(${sql.param(leadIds)}::int[]) AS l(id)
      WHERE EXISTS (SELECT 1 FROM ${followUps} WHERE ${followUps.leadId} = l.id
        AND ${inScope(followUps.dealershipId, scope)})
      OR EXISTS (SELECT 1 FROM ${messages} JOIN ${conversations} ON ${conversations.id} = ${messages.conversationId}
        WHERE ${conversations.leadId} = l.id AND ${messages.sender} = 'customer'
        AND ${inScope(conversations.dealershipId, scope)})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Claims a pending step for sending; false when it was cancelled or already sent. */
export async function markFollowUpSent(db: Db, scope: Scope, id: number): Promise<boolean> {
  const rows = await db
    .update(followUps)
    .set({ status: 'sent' })
    .where(and(eq(followUps.id, id), eq(followUps.status, 'pending'), inScope(followUps.dealershipId, scope)))
    .returning({ id: followUps.id });
  return rows.length > 0;
}

/** Stops every pending step of a lead (it replied, booked, opted out, or a person took over). */
export async function cancelPendingFollowUps(db: Db, scope: Scope, leadId: number): Promise<number> {
  const rows = await db
    .update(followUps)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(followUps.leadId, leadId),
        eq(followUps.status, 'pending'),
        inScope(followUps.dealershipId, scope),
      ),
    )
    .returning({ id: followUps.id });
  return rows.length;
}
