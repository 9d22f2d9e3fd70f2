import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import { hasBookedAppointment } from '../appointments/appointments.queries';
import type { LatestEvent } from '../connections/connections.service';
import { countCustomerReplies } from '../conversations/conversations.queries';
import { findTestLeadIds, getLeadById, type LeadRow } from '../leads/leads.queries';
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

/** The lead an event made (undefined while it waits or when it made none). */
export async function findEventLeadId(
  db: Db,
  source: string,
  externalId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ leadId: webhookEvents.leadId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.source, source), eq(webhookEvents.externalId, externalId)));
  return row?.leadId ?? undefined;
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

/** Events processed, each with the lead it made or updated (a capture batch's in one statement). */
export async function markEventsProcessed(
  db: Db,
  processed: { id: number; leadId: number | null; dealershipId: number | null }[],
) {
  if (processed.length === 0) return;
  const column = (pick: (p: (typeof processed)[number]) => number | null) => sql.param(processed.map(pick));
  await db.execute(
    sql`UPDATE ${webhookEvents} SET lead_id = p.lead_id, dealership_id = p.dealership_id, status = 'processed',
          error = NULL, attempts = ${webhookEvents.attempts} + 1, processed_at = now()
        FROM unnest(${column((p) => p.id)}::int[], ${column((p) => p.leadId)}::int[],
          ${column((p) => p.dealershipId)}::int[]) AS p(id, lead_id, dealership_id)
        WHERE ${webhookEvents.id} = p.id`,
  );
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
  getDealershipById,
  type RoutingDealership,
} from '../dealerships/dealerships.queries';
// The contact locks and the known-person lookup belong to the leads module (Add Lead takes them too).
export { findKnownContacts, findKnownPerson, lockContacts } from '../leads/lead-contacts.queries';
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
 * the newest failure beside it: what Webhook Setup shows as a source's last event and last error. One statement,
 * each source's two rows read backwards along (source, created_at); then whether the last events' leads are test
 * leads, asked of the leads module.
 */
export async function findLatestEvents(
  db: Db,
  sources: string[],
  dealershipId: number,
  includeUnrouted: boolean,
): Promise<LatestEvent[]> {
  if (sources.length === 0) return [];
  const mine = (w: SQL) =>
    includeUnrouted
      ? sql`(${w}.dealership_id = ${dealershipId} OR ${w}.dealership_id IS NULL)`
      : sql`${w}.dealership_id = ${dealershipId}`;
  const list = sql.join(
    sources.map((source) => sql`${source}`),
    sql`, `,
  );
  const rows = await queryRows<{
    source: string;
    createdAt: string;
    status: string;
    error: string | null;
    leadId: number | null;
    failedAt: string | null;
    failedError: string | null;
  }>(
    db,
    sql`SELECT s.source, last.created_at AS "createdAt", last.status, last.error, last.lead_id AS "leadId",
        failed.created_at AS "failedAt", failed.error AS "failedError"
      FROM unnest(ARRAY[${list}]::text[]) AS s(source)
      CROSS JOIN LATERAL (
        SELECT w.created_at, w.status, w.error, w.lead_id FROM ${webhookEvents} w
        WHERE w.source = s.source AND ${mine(sql`w`)} ORDER BY w.created_at DESC LIMIT 1
      ) last
      LEFT JOIN LATERAL (
        SELECT f.created_at, f.error FROM ${webhookEvents} f
        WHERE f.source = s.source AND f.status = 'failed' AND ${mine(sql`f`)} ORDER BY f.created_at DESC LIMIT 1
      ) failed ON true`,
  );
  // Only a yes or no about leads this store's own events made (the route checked the store is in reach).
  const testLeads = await findTestLeadIds(
    db,
    ALL_DEALERSHIPS,
    rows.flatMap((r) => (r.leadId === null ? [] : [r.leadId])),
  );
  return rows.map((r) => ({
    source: r.source,
    createdAt: new Date(r.createdAt),
    status: r.status,
    error: r.error,
    testLead: r.leadId !== null && testLeads.has(r.leadId),
    lastErrorAt: r.failedAt ? new Date(r.failedAt) : null,
    lastError: r.failedError,
  }));
}
