import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { hasBookedAppointment } from '../appointments/appointments.queries';
import type { LatestEvent } from '../connections/connections.service';
import { countCustomerReplies } from '../conversations/conversations.queries';
import { getLeadById, type LeadRow } from '../leads/leads.queries';
import { webhookEvents } from './lead-sources.tables';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewWebhookEventRow = typeof webhookEvents.$inferInsert;

/** The new event's id, or undefined when (source, external id) was stored before: a redelivery. */
export async function insertWebhookEvent(db: Db, values: NewWebhookEventRow): Promise<number | undefined> {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({ target: [webhookEvents.source, webhookEvents.externalId] })
    .returning({ id: webhookEvents.id });
  return row?.id;
}

const documents = alias(webhookEvents, 'document');
/** An event with its body, which a prospect of an ADF document reads from the document's event. */
const withBody = {
  ...getTableColumns(webhookEvents),
  body: sql<string>`coalesce(${documents.body}, ${webhookEvents.body})`,
};
const selectWithBody = (db: Db) =>
  db.select(withBody).from(webhookEvents).leftJoin(documents, eq(documents.id, webhookEvents.documentId));

export async function getWebhookEvent(db: Db, id: number): Promise<WebhookEventRow | undefined> {
  const [row] = await selectWithBody(db).where(eq(webhookEvents.id, id)).limit(1);
  return row;
}

/** Stores an ADF document once (a resend finds the first copy) and answers its event's id. */
export async function upsertDocumentEvent(db: Db, values: NewWebhookEventRow): Promise<number> {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoUpdate({
      target: [webhookEvents.source, webhookEvents.externalId],
      set: { externalId: sql`excluded.external_id` },
    })
    .returning({ id: webhookEvents.id });
  return (row as { id: number }).id;
}

/** A document split into its prospects' events: processed, with no lead of its own. */
export async function markDocumentSplit(db: Db, id: number) {
  await db
    .update(webhookEvents)
    .set({
      status: 'processed',
      error: null,
      attempts: sql`${webhookEvents.attempts} + 1`,
      processedAt: sql`now()`,
    })
    .where(eq(webhookEvents.id, id));
}

/** Holds the event's row until the transaction ends, so a retry and a replay never process it twice. */
export async function lockWebhookEvent(tx: Db, id: number): Promise<WebhookEventRow | undefined> {
  const [row] = await tx.select().from(webhookEvents).where(eq(webhookEvents.id, id)).for('update').limit(1);
  return row;
}

export async function markEventProcessed(
  db: Db,
  id: number,
  result: { leadId: number | null; dealershipId: number | null },
) {
  await db
    .update(webhookEvents)
    .set({
      ...result,
      status: 'processed',
      error: null,
      attempts: sql`${webhookEvents.attempts} + 1`,
      processedAt: sql`now()`,
    })
    .where(eq(webhookEvents.id, id));
}

export async function markEventFailed(db: Db, id: number, error: string) {
  await db
    .update(webhookEvents)
    .set({ status: 'failed', error: error.slice(0, 2000), attempts: sql`${webhookEvents.attempts} + 1` })
    .where(eq(webhookEvents.id, id));
}

/** Back to pending for a replay; only a failed event qualifies. */
export async function resetFailedEvent(tx: Db, id: number): Promise<WebhookEventRow | undefined> {
  const [row] = await tx
    .update(webhookEvents)
    .set({ status: 'pending', error: null })
    .where(and(eq(webhookEvents.id, id), eq(webhookEvents.status, 'failed')))
    .returning();
  return row;
}

export interface WebhookEventFilter {
  status?: string;
  source?: string;
}

const whereEvents = (filter: WebhookEventFilter): SQL | undefined =>
  and(
    filter.status ? eq(webhookEvents.status, filter.status) : undefined,
    filter.source ? eq(webhookEvents.source, filter.source) : undefined,
  );

export function findWebhookEvents(
  db: Db,
  filter: WebhookEventFilter,
  page: { limit: number; offset: number },
): Promise<WebhookEventRow[]> {
  return selectWithBody(db)
    .where(whereEvents(filter))
    .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countWebhookEvents(db: Db, filter: WebhookEventFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(webhookEvents).where(whereEvents(filter));
  return row?.total ?? 0;
}

// The dealerships that route inbound leads are the dealerships module's; capture reaches them here.
export {
  findRoutingDealerships,
  findRoutingList,
  ROUTING_DIGEST,
  type RoutingDealership,
} from '../dealerships/dealerships.queries';
// The contact locks and the known-person lookup belong to the leads module (Add Lead takes them too).
export {
  contactKeysLiteral,
  contactLockKeys,
  contactLocksStatement,
  findKnownPerson,
  INTAKE_LOCK,
  lockContacts,
} from '../leads/lead-contacts.queries';
// The lead score's one write belongs to the leads module; lead intake reaches it here.
export { setLeadScore } from '../leads/leads.service';

/** How the lead has engaged: customer messages and whether an appointment is booked (not cancelled). */
export async function leadEngagement(db: Db, scope: Scope, leadId: number) {
  // One after the other: lead intake passes its transaction, which runs one statement at a time.
  const customerReplies = await countCustomerReplies(db, scope, leadId);
  return { customerReplies, appointmentBooked: await hasBookedAppointment(db, scope, leadId) };
}

export function getLeadRow(db: Db, scope: Scope, leadId: number): Promise<LeadRow | undefined> {
  return getLeadById(db, scope, leadId);
}

/**
 * The newest stored event of each source for a store (and, when asked, those not routed to any store yet), with
 * the newest failure beside it: what Webhook Setup shows as a source's last event and last error.
 */
export async function findLatestEvents(
  db: Db,
  sources: string[],
  dealershipId: number,
  includeUnrouted: boolean,
): Promise<LatestEvent[]> {
  const mine = includeUnrouted
    ? sql`(${webhookEvents.dealershipId} = ${dealershipId} OR ${webhookEvents.dealershipId} IS NULL)`
    : sql`${webhookEvents.dealershipId} = ${dealershipId}`;
  const found: LatestEvent[] = [];
  for (const source of sources) {
    const base = and(eq(webhookEvents.source, source), mine);
    const [last] = await db
      .select({
        createdAt: webhookEvents.createdAt,
        status: webhookEvents.status,
        error: webhookEvents.error,
      })
      .from(webhookEvents)
      .where(base)
      .orderBy(desc(webhookEvents.createdAt))
      .limit(1);
    if (!last) continue;
    const [failed] = await db
      .select({ createdAt: webhookEvents.createdAt, error: webhookEvents.error })
      .from(webhookEvents)
      .where(and(base, eq(webhookEvents.status, 'failed')))
      .orderBy(desc(webhookEvents.createdAt))
      .limit(1);
    found.push({ source, ...last, lastErrorAt: failed?.createdAt ?? null, lastError: failed?.error ?? null });
  }
  return found;
}
