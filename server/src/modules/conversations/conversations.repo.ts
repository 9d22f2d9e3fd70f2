import type { Channel } from '@lead-manager/contracts/conversations';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { assertInScope, inScope, inScopePrepared, type Scope, scopeParams } from '../../lib/scope';
import {
  dealershipNameOf,
  joinableDealerships,
  joinedDealershipRow,
} from '../dealerships/dealerships.queries';
import { joinableLeads, joinedLeadRow } from '../leads/leads.queries';
import type { ConversationRow, LeadRow, MessageRow, MessageWithAuthor } from './conversations.dto';
import { conversations, handovers, messages } from './conversations.tables';

/** The name colleagues see of a staff message's writer (as the Team screen shows it). */
const authorName = sql<
  string | null
>`(SELECT coalesce(nullif(u.name, ''), nullif(u.settings->>'fullName', ''),
  u.username) FROM users u WHERE u.id = ${messages.authorUserId})`;
const messageColumns = { ...getTableColumns(messages), authorName };

/** Limits messages to the scope through their conversation: a message carries no dealership id of its own. */
function messagesInScope(scope: Scope) {
  if (scope.all) return sql`true`;
  return sql`${messages.conversationId} IN (SELECT ${conversations.id} FROM ${conversations}
    WHERE ${inScope(conversations.dealershipId, scope)})`;
}

/** Messages of several conversations in one query, oldest first, with their writers' names. */
export function findMessagesOfConversations(
  db: Db,
  scope: Scope,
  conversationIds: number[],
): Promise<MessageWithAuthor[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), messagesInScope(scope)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The newest message of each conversation, with how many messages it has. */
export function findLastMessagesOfConversations(
  db: Db,
  scope: Scope,
  conversationIds: number[],
): Promise<{ message: MessageWithAuthor; total: number }[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([messages.conversationId], {
      message: messageColumns,
      total: sql<number>`count(*) OVER (PARTITION BY ${messages.conversationId})`.mapWith(Number),
    })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), messagesInScope(scope)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

/** The conversation with its lead and dealership name, or undefined outside the scope. */
export async function getConversationWithLead(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({
      conversation: conversations,
      lead: joinedLeadRow,
      dealershipName: dealershipNameOf(conversations.dealershipId),
    })
    .from(conversations)
    .innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId))
    .where(and(eq(conversations.id, id), inScope(conversations.dealershipId, scope)))
    .limit(1);
  return row;
}

export async function updateConversation(
  db: Db,
  scope: Scope,
  id: number,
  patch: { isActive?: boolean; aiPaused?: boolean },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set(patch)
    .where(and(eq(conversations.id, id), inScope(conversations.dealershipId, scope)))
    .returning();
  return row;
}

/**
 * The lead's conversation on a channel, created on first use; concurrent callers all get the same row. `reopen`:
 * a message is about to be written, so the conversation is active again (in the same statement).
 */
export async function upsertConversation(
  db: Db,
  scope: Scope,
  lead: LeadRow,
  channel: Channel,
  { reopen = false } = {},
): Promise<ConversationRow> {
  assertInScope(scope, lead.dealershipId);
  const [row] = await db
    .insert(conversations)
    .values({ leadId: lead.id, dealershipId: lead.dealershipId, channel })
    .onConflictDoUpdate({
      target: [conversations.leadId, conversations.channel],
      set: { lastActivity: sql`now()`, ...(reopen ? { isActive: true } : {}) },
    })
    .returning();
  if (!row) throw new Error('conversation upsert returned no row');
  return row;
}

/** A queued outbound message; its conversation was reopened by upsertConversation in the same transaction. */
export async function insertOutboundMessage(
  db: Db,
  values: {
    conversationId: number;
    channel: Channel;
    sender: 'ai' | 'agent';
    content: string;
    subject?: string;
    authorUserId?: number;
    scheduledAt?: Date;
    scheduledTimeZone?: string;
  },
): Promise<MessageWithAuthor> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, subject: values.subject ?? null, direction: 'outbound', status: 'queued' })
    .returning(messageColumns);
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/** Stores a customer's message; undefined when its provider id was already stored (a webhook retry). */
export async function insertInboundMessage(
  db: Db,
  values: {
    conversationId: number;
    channel: Channel;
    content: string;
    subject?: string;
    providerMessageId?: string;
  },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values({
      ...values,
      subject: values.subject ?? null,
      providerMessageId: values.providerMessageId ?? null,
      direction: 'inbound',
      sender: 'customer',
      status: 'received',
    })
    .onConflictDoNothing({ target: messages.providerMessageId })
    .returning();
  if (row) await touchConversation(db, values.conversationId);
  return row;
}

async function touchConversation(db: Db, conversationId: number) {
  await db
    .update(conversations)
    .set({ lastActivity: sql`now()`, isActive: true })
    .where(eq(conversations.id, conversationId));
}

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
  const rows = await db
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
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A conversation by id, with its lead's contact details and dealership zone. */
export async function getConversationForJob(db: Db, scope: Scope, conversationId: number) {
  const [row] = await db
    .select({ conversation: conversations, lead: joinedLeadRow, dealership: joinedDealershipRow })
    .from(conversations)
    .innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId))
    .innerJoin(joinableDealerships, eq(joinableDealerships.id, conversations.dealershipId))
    .where(and(eq(conversations.id, conversationId), inScope(conversations.dealershipId, scope)))
    .limit(1);
  return row;
}

/**
 * What the delivery job needs: the message, its conversation and the lead's addresses. Read by every delivery job:
 * a prepared statement (see db/prepared.ts) whose scope is its parameters.
 */
const messageForDelivery = preparedQuery((db) =>
  db
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
    .where(and(eq(messages.id, sql.placeholder('messageId')), inScopePrepared(conversations.dealershipId)))
    .limit(1)
    .prepare('message_for_delivery'),
);

export async function getMessageForDelivery(db: Db, scope: Scope, messageId: number) {
  return (await messageForDelivery(db).execute({ messageId, ...scopeParams(scope) }))[0];
}

/** Records a delivery outcome only while the message is still queued, so a late retry changes nothing. */
export async function recordDelivery(
  db: Db,
  scope: Scope,
  messageId: number,
  outcome: { status: 'sent' | 'logged' | 'failed'; providerMessageId?: string; error?: string },
): Promise<boolean> {
  const done = outcome.status !== 'failed';
  const rows = await db
    .update(messages)
    .set({
      status: outcome.status,
      providerMessageId: outcome.providerMessageId ?? null,
      error: outcome.error ?? null,
      sentAt: done ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(messages.id, messageId), eq(messages.status, 'queued'), messagesInScope(scope)))
    .returning({ id: messages.id });
  return rows.length > 0;
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

/** True when a person took over any conversation of the lead. */
export async function isAiPausedForLead(db: Db, scope: Scope, leadId: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.leadId, leadId),
        eq(conversations.aiPaused, true),
        inScope(conversations.dealershipId, scope),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A hand-over to staff with its reason, read by the reports. */
export async function insertHandover(db: Db, values: typeof handovers.$inferInsert) {
  await db.insert(handovers).values(values);
}
