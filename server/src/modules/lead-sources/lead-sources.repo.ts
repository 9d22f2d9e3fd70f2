import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments } from '../appointments/appointments.tables';
import { conversations, messages } from '../conversations/conversations.tables';
import { dealerships } from '../dealerships/dealerships.tables';
import type { LeadRow } from '../leads/leads.repo';
import { leads } from '../leads/leads.tables';
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

const routingColumns = {
  id: dealerships.id,
  name: dealerships.name,
  brand: dealerships.brand,
  facebookPageId: dealerships.facebookPageId,
  googleKey: dealerships.googleKey,
  captureKey: dealerships.captureKey,
};

/** Every dealership with the keys that route inbound leads (few rows: read whole). */
export function findRoutingDealerships(db: Db) {
  return db.select(routingColumns).from(dealerships).orderBy(asc(dealerships.id));
}
export type RoutingDealership = Awaited<ReturnType<typeof findRoutingDealerships>>[number];

/**
 * A digest of everything captures are routed by, computed by the database: a batch routed on a cached list
 * passes the digest it was routed with, and the intake statement writes nothing if the list has changed since.
 */
export const ROUTING_DIGEST = `(SELECT md5(coalesce(string_agg(concat_ws(chr(31), id, name, brand, facebook_page_id,
  google_key, capture_key), chr(30) ORDER BY id), '')) FROM dealerships)`;

/** The routing dealerships and their ROUTING_DIGEST, read in one statement (one snapshot). */
export async function findRoutingList(db: Db) {
  const rows = await db
    .select({ ...routingColumns, digest: sql<string>`${sql.raw(ROUTING_DIGEST)}` })
    .from(dealerships)
    .orderBy(asc(dealerships.id));
  // No dealership routes nothing, so an empty list needs no digest.
  return { dealerships: rows.map(({ digest: _, ...d }) => d), digest: rows[0]?.digest ?? '' };
}

// The contact locks and the known-person lookup belong to the leads module (Add Lead takes them too).
export {
  contactKeysLiteral,
  contactLockKeys,
  contactLocksStatement,
  findKnownPerson,
  INTAKE_LOCK,
  lockContacts,
} from '../leads/lead-contacts.repo';

export async function setLeadScore(db: Db, leadId: number, score: number, reasons: string[]) {
  await db.update(leads).set({ score, scoreReasons: reasons }).where(eq(leads.id, leadId));
}

/** How the lead has engaged: customer messages and whether an appointment is booked (not cancelled). */
export async function leadEngagement(db: Db, leadId: number) {
  const [replies] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.leadId, leadId), eq(messages.sender, 'customer')));
  const [booked] = await db
    .select({ total: count() })
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), sql`${appointments.status} <> 'cancelled'`));
  return { customerReplies: replies?.total ?? 0, appointmentBooked: (booked?.total ?? 0) > 0 };
}

export async function getLeadRow(db: Db, leadId: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  return row;
}
