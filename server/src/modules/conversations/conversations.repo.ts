import type { Channel } from '@lead-manager/contracts/conversations';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertInScope, inScope, type Scope } from '../../lib/scope';
import {
  dealershipNameOf,
  joinableDealerships,
  joinedDealershipRow,
} from '../dealerships/dealerships.queries';
import { joinableLeads, joinedLeadRow } from '../leads/leads.queries';
import { displayNameOf } from '../users/users.queries';
import type { ConversationRow, LeadRow, MessageRow, MessageWithAuthor } from './conversations.dto';
import { conversations, handovers, messages } from './conversations.tables';
import { noteNewMessages } from './message-notes.repo';

/** The name colleagues see of a staff message's writer (as the Team screen shows it). */
const authorName = displayNameOf(messages.authorUserId);
const messageColumns = { ...getTableColumns(messages), authorName };

/** Limits messages to the scope through their conversation: a message carries no dealership id of its own. */
export function messagesInScope(scope: Scope) {
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
 * Opens (or touches) each lead's conversation on its channel, one statement for a batch; one entry per lead and
 * channel (a statement cannot upsert a row twice). Answers the rows by `lead id:channel`.
 */
export async function upsertConversations(
  db: Db,
  scope: Scope,
  entries: { lead: LeadRow; channel: Channel }[],
  { reopen = false } = {},
): Promise<Map<string, ConversationRow>> {
  for (const { lead } of entries) assertInScope(scope, lead.dealershipId);
  const rows = await db
    .insert(conversations)
    .values(
      entries.map(({ lead, channel }) => ({ leadId: lead.id, dealershipId: lead.dealershipId, channel })),
    )
    .onConflictDoUpdate({
      target: [conversations.leadId, conversations.channel],
      set: { lastActivity: sql`now()`, ...(reopen ? { isActive: true } : {}) },
    })
    .returning();
  return new Map(rows.map((row) => [conversationKey(row.leadId, row.channel), row]));
}

export const conversationKey = (leadId: number, channel: string) => `${leadId}:${channel}`;

/**
 * The lead's conversation on a channel, created on first use; concurrent callers all get the same row. `reopen`:
 * a message is about to be written, so the conversation is active again (in the same statement).
 */
export async function upsertConversation(
  db: Db,
  scope: Scope,
  lead: LeadRow,
  channel: Channel,
  options: { reopen?: boolean } = {},
): Promise<ConversationRow> {
  const rows = await upsertConversations(db, scope, [{ lead, channel }], options);
  const row = rows.get(conversationKey(lead.id, channel));
  if (!row) throw new Error('conversation upsert returned no row');
  return row;
}

/** Queued outbound messages, one statement for a batch, in the transaction that reopened their conversations. */
export async function insertOutboundMessages(
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
  }[],
): Promise<MessageWithAuthor[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(messages)
    .values(
      values.map((v) => ({ ...v, subject: v.subject ?? null, direction: 'outbound', status: 'queued' })),
    )
    .returning(messageColumns);
  await noteNewMessages(db, rows);
  return rows;
}

/** Stores a customer's message, in its conversation's transaction; undefined when its provider id was already stored. */
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
  if (row) {
    await touchConversation(db, values.conversationId);
    await noteNewMessages(db, [row]);
  }
  return row;
}

async function touchConversation(db: Db, conversationId: number) {
  await db
    .update(conversations)
    .set({ lastActivity: sql`now()`, isActive: true })
    .where(eq(conversations.id, conversationId));
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

/** One message with its writer's name, its conversation and its lead; undefined outside the scope. */
export async function getMessageWithLead(db: Db, scope: Scope, messageId: number) {
  const [row] = await db
    .select({ message: messageColumns, conversation: conversations, lead: joinedLeadRow })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId))
    .where(and(eq(messages.id, messageId), inScope(conversations.dealershipId, scope)))
    .limit(1);
  return row;
}
