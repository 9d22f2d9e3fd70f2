import type { CrmHandoffError } from '@lead-manager/contracts/crm-handoffs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { storeHasCrmAddress } from '../dealerships/dealerships.queries';
import { type CrmHandoffDetail, crmHandoffs } from './crm-handoff.tables';

export type CrmHandoffRow = typeof crmHandoffs.$inferSelect;

/**
 * A `new` hand-off for each lead whose store has CRM lead addresses, in one statement however many leads (a
 * capture batch, a burst of webhooks); the ids written, to queue their jobs.
 */
export async function insertNewLeadHandoffs(
  tx: Db,
  scope: Scope,
  made: { id: number; dealershipId: number }[],
): Promise<number[]> {
  if (made.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO ${crmHandoffs} (lead_id, dealership_id, kind, event_key)
    SELECT l.lead_id, l.dealership_id, 'new', 'new'
    FROM unnest(${sql.param(made.map((m) => m.id))}::int[], ${sql.param(made.map((m) => m.dealershipId))}::int[])
      AS l(lead_id, dealership_id)
    WHERE ${storeHasCrmAddress(sql`l.dealership_id`)} AND ${inScope(sql`l.dealership_id`, scope)}
    ORDER BY l.lead_id
    ON CONFLICT (lead_id, event_key) DO NOTHING
    RETURNING id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A follow-up note (an appointment, an outcome) of a lead the CRM was handed. */
export interface NoteOfLead {
  leadId: number;
  dealershipId: number;
  kind: 'appointment' | 'outcome';
  eventKey: string;
  detail: CrmHandoffDetail;
}

/**
 * The notes of leads that have a `new` hand-off (the CRM must know the lead), in one statement; one per event of a
 * lead (`(lead_id, event_key)`), so a lead sold, reopened and sold again is told once. The ids written.
 */
export async function insertNoteHandoffs(tx: Db, scope: Scope, notes: NoteOfLead[]): Promise<number[]> {
  if (notes.length === 0) return [];
  const column = <T>(pick: (n: NoteOfLead) => T) => sql.param(notes.map(pick));
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO ${crmHandoffs} (lead_id, dealership_id, kind, event_key, detail)
    SELECT n.lead_id, n.dealership_id, n.kind, n.event_key, n.detail::jsonb
    FROM unnest(${column((n) => n.leadId)}::int[], ${column((n) => n.dealershipId)}::int[],
      ${column((n) => n.kind)}::text[], ${column((n) => n.eventKey)}::text[],
      ${column((n) => JSON.stringify(n.detail))}::text[]) AS n(lead_id, dealership_id, kind, event_key, detail)
    WHERE ${inScope(sql`n.dealership_id`, scope)} AND EXISTS (SELECT 1 FROM ${crmHandoffs} h
      WHERE h.lead_id = n.lead_id AND h.kind = 'new')
    ON CONFLICT (lead_id, event_key) DO NOTHING
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
    .set({ status: 'queued', updatedAt: sql`now()` })
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
