import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { joinableDealerships, joinedDealershipRow } from '../dealerships/dealerships.queries';
import { joinableLeads } from '../leads/leads.queries';
import { messagesInScope } from './conversations.repo';
import { conversations, messages } from './conversations.tables';
import { noteResponses, respondedColumns } from './message-notes.repo';

/** The provider ids of a conversation's earlier emails, oldest first: the References of the next one. */
export async function findThreadIds(db: Db, scope: Scope, conversationId: number, beforeMessageId: number) {
  const rows = await db
    .select({ id: messages.providerMessageId, direction: messages.direction })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.id} < ${beforeMessageId}`,
        sql`${messages.providerMessageId} LIKE '<%>'`,
        messagesInScope(scope),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.flatMap((r) => (r.id ? [{ id: r.id, direction: r.direction }] : []));
}

/** The conversation a provider id (our Message-ID or Twilio sid) belongs to. Webhooks pass every store. */
export async function findMessageByProviderId(db: Db, scope: Scope, providerMessageId: string) {
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.providerMessageId, providerMessageId), inScope(conversations.dealershipId, scope)))
    .limit(1);
  return row;
}

/** Applies a provider's later status (delivered, failed) to an outbound message already handed over. */
export async function updateProviderStatus(
  db: Db,
  scope: Scope,
  providerMessageId: string,
  status: 'sent' | 'delivered' | 'failed',
  error: string | null,
) {
  // Status callbacks arrive unordered: never move a delivered or failed message back to sent.
  const allowedFrom = status === 'sent' ? ['queued'] : ['queued', 'sent', 'logged'];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ status, error, updatedAt: sql`now()` })
      .where(
        and(
          eq(messages.providerMessageId, providerMessageId),
          eq(messages.direction, 'outbound'),
          inArray(messages.status, allowedFrom),
          messagesInScope(scope),
        ),
      )
      .returning(respondedColumns);
    await noteResponses(tx, rows);
    return rows.length > 0;
  });
}

/** What the delivery job needs: the message, its conversation and the lead's addresses. */
export async function getMessageForDelivery(db: Db, scope: Scope, messageId: number) {
  const [row] = await db
    .select({
      message: messages,
      conversation: conversations,
      phone: joinableLeads.phone,
      email: joinableLeads.email,
      timezone: joinableDealerships.timezone,
      dealership: joinedDealershipRow,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId))
    .innerJoin(joinableDealerships, eq(joinableDealerships.id, conversations.dealershipId))
    .where(and(eq(messages.id, messageId), inScope(conversations.dealershipId, scope)))
    .limit(1);
  return row;
}

/**
 * Notes that a queued message is being handed to its provider now; undefined when it is no longer queued (another
 * run delivered it). `earlier`: when a previous hand-over began, which may have reached the provider before its
 * outcome was recorded.
 */
export async function markSendStarted(
  db: Db,
  scope: Scope,
  messageId: number,
): Promise<{ earlier?: Date } | undefined> {
  // The self-join reads the row as it was before this update.
  const [row] = await queryRows<{ previous: Date | string | null }>(
    db,
    sql`UPDATE ${messages} SET send_started_at = now() FROM ${messages} AS before
        WHERE ${messages.id} = ${messageId} AND before.id = ${messages.id} AND ${messages.status} = 'queued'
          AND ${messagesInScope(scope)}
        RETURNING before.send_started_at AS previous`,
  );
  if (!row) return undefined;
  return row.previous ? { earlier: new Date(row.previous) } : {};
}

/**
 * Records a delivery's outcome; a message no longer queued (delivered by another run, or held) is left alone.
 * Answers whether the outcome was recorded.
 */
export async function recordDelivery(
  db: Db,
  scope: Scope,
  outcome: {
    messageId: number;
    status: 'sent' | 'logged' | 'failed';
    providerMessageId?: string;
    error?: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({
        status: outcome.status,
        providerMessageId: outcome.providerMessageId ?? null,
        error: outcome.error ?? null,
        sentAt: outcome.status === 'failed' ? null : sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(messages.id, outcome.messageId), eq(messages.status, 'queued'), messagesInScope(scope)))
      .returning(respondedColumns);
    await noteResponses(tx, rows);
    return rows.length > 0;
  });
}

/** The assistant's messages to a lead still queued for now (not held for the morning): ids, oldest first. */
export async function findQueuedAssistantMessages(db: Db, scope: Scope, leadId: number) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.leadId, leadId),
        eq(messages.direction, 'outbound'),
        eq(messages.sender, 'ai'),
        eq(messages.status, 'queued'),
        isNull(messages.scheduledAt),
        inScope(conversations.dealershipId, scope),
      ),
    )
    .orderBy(asc(messages.id));
  return rows.map((row) => row.id);
}

/** A queued SMS waits for the end of the recipient's quiet hours: the thread shows when it goes. */
export async function holdForQuietHours(
  db: Db,
  scope: Scope,
  messageId: number,
  hold: { at: Date; timeZone: string },
) {
  await db
    .update(messages)
    .set({ scheduledAt: hold.at, scheduledTimeZone: hold.timeZone, updatedAt: sql`now()` })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'queued'), messagesInScope(scope)));
}

/** Keeps the last error on a still-queued message while the job retries. */
export async function recordDeliveryError(db: Db, scope: Scope, messageId: number, error: string) {
  await db
    .update(messages)
    .set({ error, updatedAt: sql`now()` })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'queued'), messagesInScope(scope)));
}
