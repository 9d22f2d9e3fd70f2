import type { CrmHandoffError } from '@lead-manager/contracts/crm-handoffs';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { crmHandoffs } from './crm-handoff.tables';

export type CrmHandoffRow = typeof crmHandoffs.$inferSelect;

/** Whether any hand-off waits for its job: one index probe, so a lead event with nothing to hand over costs little. */
export async function hasUndispatched(db: Db, scope: Scope): Promise<boolean> {
  const [row] = await db
    .select({ id: crmHandoffs.id })
    .from(crmHandoffs)
    .where(and(isNull(crmHandoffs.enqueuedAt), inScope(crmHandoffs.dealershipId, scope)))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to `limit` hand-offs whose send job is not queued yet (marks them queued now), skipping rows another
 * process is claiming; call inside the transaction that queues their jobs, so a rollback leaves them to the next.
 */
export async function claimUndispatched(tx: Db, scope: Scope, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    UPDATE ${crmHandoffs} SET enqueued_at = now()
    WHERE id IN (SELECT id FROM ${crmHandoffs} WHERE enqueued_at IS NULL
      AND ${inScope(crmHandoffs.dealershipId, scope)} ORDER BY id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function getHandoff(db: Db, scope: Scope, id: number): Promise<CrmHandoffRow | undefined> {
  const [row] = await db
    .select()
    .from(crmHandoffs)
    .where(and(eq(crmHandoffs.id, id), inScope(crmHandoffs.dealershipId, scope)));
  return row;
}

/** The lead's hand-offs in the order they happened. */
export function findHandoffsOfLead(db: Db, scope: Scope, leadId: number): Promise<CrmHandoffRow[]> {
  return db
    .select()
    .from(crmHandoffs)
    .where(and(eq(crmHandoffs.leadId, leadId), inScope(crmHandoffs.dealershipId, scope)))
    .orderBy(asc(crmHandoffs.createdAt), asc(crmHandoffs.id));
}

/** The new-lead hand-off of a lead, which its follow-up notes wait for. */
export async function findNewHandoff(
  db: Db,
  scope: Scope,
  leadId: number,
): Promise<CrmHandoffRow | undefined> {
  const [row] = await db
    .select()
    .from(crmHandoffs)
    .where(
      and(
        eq(crmHandoffs.leadId, leadId),
        eq(crmHandoffs.kind, 'new'),
        inScope(crmHandoffs.dealershipId, scope),
      ),
    );
  return row;
}

export type AttemptOutcome =
  | { status: 'sent'; recipients: string[] }
  | {
      status: 'queued' | 'failed' | 'not_sent';
      recipients: string[];
      error: CrmHandoffError;
      detail: string | null;
      /** An attempt at the SMTP server (false when it could not be tried at all). */
      counted: boolean;
    };

/** One attempt's outcome; a sent one clears the last error. */
export async function recordAttempt(
  db: Db,
  scope: Scope,
  id: number,
  outcome: AttemptOutcome,
): Promise<void> {
  const failure =
    outcome.status === 'sent'
      ? { lastError: null, lastErrorDetail: null, sentAt: sql`now()` }
      : { lastError: outcome.error, lastErrorDetail: outcome.detail, sentAt: null };
  const counted = outcome.status === 'sent' || outcome.counted;
  await db
    .update(crmHandoffs)
    .set({
      status: outcome.status,
      recipients: outcome.recipients,
      ...failure,
      ...(counted ? { attempts: sql`${crmHandoffs.attempts} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(crmHandoffs.id, id), inScope(crmHandoffs.dealershipId, scope)));
}

/** "Send again": a failed or unsent hand-off goes back to the queue (its job queued in the same transaction). */
export async function requeueHandoff(db: Db, scope: Scope, id: number): Promise<CrmHandoffRow | undefined> {
  const [row] = await db
    .update(crmHandoffs)
    .set({ status: 'queued', enqueuedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(crmHandoffs.id, id),
        inArray(crmHandoffs.status, ['failed', 'not_sent']),
        inScope(crmHandoffs.dealershipId, scope),
      ),
    )
    .returning();
  return row;
}
