// The conversations module's reads that other modules may use: the lead a customer's message belongs to
// (inbound-messages), whether a lead has any message (the assistant's first contact), the lead score's engagement
// (lead-sources) and the dashboard's counts, as scalar subqueries the dashboard composes into its one statement.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { realLead } from '../leads/leads.queries';
import { conversations, followUps, handovers, messages } from './conversations.tables';

/**
 * A hand-over (Reports' "Hand-overs", AI Conversations' "Agent transfers"): a conversation (`conversation`, a
 * conversations row's alias) a person took over from the assistant: the assistant handed it over, or a person wrote.
 */
export const handedOver = (conversation: SQL): SQL =>
  sql`(${conversation}.has_agent_message OR EXISTS (SELECT 1 FROM ${handovers} h WHERE h.conversation_id = ${conversation}.id))`;

/** Whether a person (not the assistant) has written to the lead `leadId`, sent or still queued, as a condition. */
export const personWroteTo = (leadId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${conversations} WHERE ${conversations.leadId} = ${leadId} AND ${conversations.hasAgentMessage})`;

/** Why a conversation was handed over: the assistant's first reason, or `staff` where a person stepped in unasked. */
export const handoverReason = (conversation: SQL): SQL =>
  sql`coalesce((SELECT h.reason FROM ${handovers} h WHERE h.conversation_id = ${conversation}.id
    ORDER BY h.created_at, h.id LIMIT 1), 'staff')`;

/** When `userId` first wrote to the lead `leadId` (a person's own first reply), as a scalar subquery; null before. */
export const firstMessageBy = (leadId: SQL, userId: SQL): SQL =>
  sql`(SELECT min(${messages.createdAt}) FROM ${messages} JOIN ${conversations}
    ON ${conversations.id} = ${messages.conversationId}
    WHERE ${conversations.leadId} = ${leadId} AND ${messages.authorUserId} = ${userId}
      AND ${messages.direction} = 'outbound')`;

/** Which of these leads have any message (a batch of first contacts asks this once for all). */
export async function findLeadsWithMessages(db: Db, scope: Scope, leadIds: number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ leadId: conversations.leadId })
    .from(conversations)
    .where(
      and(
        inArray(conversations.leadId, leadIds),
        sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id})`,
        inScope(conversations.dealershipId, scope),
      ),
    );
  return new Set(rows.map((row) => row.leadId));
}

/** A line of a lead's conversation as a CRM hand-off quotes it (every channel). */
export interface TranscriptLine {
  sender: string;
  channel: string;
  content: string;
  createdAt: Date;
}

/**
 * The lead's customer's first message (null before they wrote) and its `limit` latest messages, oldest first: the
 * words a CRM hand-off quotes. Failed sends are left out (the customer never read them).
 */
export async function findTranscriptOfLead(db: Db, scope: Scope, leadId: number, limit: number) {
  const ofLead = and(
    eq(conversations.leadId, leadId),
    sql`${messages.status} <> 'failed'`,
    inScope(conversations.dealershipId, scope),
  );
  const columns = {
    sender: messages.sender,
    channel: messages.channel,
    content: messages.content,
    createdAt: messages.createdAt,
  };
  const from = () =>
    db.select(columns).from(messages).innerJoin(conversations, eq(conversations.id, messages.conversationId));
  const [latest, [first]] = await Promise.all([
    from().where(ofLead).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit),
    from()
      .where(and(ofLead, eq(messages.sender, 'customer')))
      .orderBy(messages.createdAt, messages.id)
      .limit(1),
  ]);
  return { firstFromCustomer: first ?? null, latest: latest.reverse() as TranscriptLine[] };
}

/** How many messages the lead's customer has sent us (every channel). */
export async function countCustomerReplies(db: Db, scope: Scope, leadId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.leadId, leadId),
        eq(messages.sender, 'customer'),
        inScope(conversations.dealershipId, scope),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Waiting for our reply (AI Conversations' "Pending", part of the dashboard's "Pending follow-ups"): an open
 * conversation whose newest message is the customer's. last_sender is kept on the conversation; a partial index
 * holds exactly these conversations.
 */
export const awaitingReply = sql`(${conversations.isActive} AND ${conversations.lastSender} = 'customer')`;

/** The real leads' conversations awaiting our reply. */
export const awaitingReplyCount = (scope: Scope): SQL =>
  sql`(SELECT count(*)::int FROM ${conversations} WHERE ${inScope(conversations.dealershipId, scope)}
        AND ${awaitingReply} AND ${realLead(sql`${conversations.leadId}`)})`;

/** Pending follow-up steps, all of them or those due before `before` (read by the (dealership, status) index). */
export const pendingFollowUpCount = (scope: Scope, before?: SQL): SQL =>
  sql`(SELECT count(*)::int FROM ${followUps} WHERE ${inScope(followUps.dealershipId, scope)}
        AND ${realLead(sql`${followUps.leadId}`)} AND ${followUps.status} = 'pending'${before ? sql` AND ${followUps.dueAt} < ${before}` : sql``})`;

/**
 * The lead of the conversation on this channel these stores last had with one of `leadIds` (a subquery the leads
 * module gives), as a subquery: inbound-messages finds whose reply it is in one statement.
 */
export function latestConversationLeadId(db: Db, scope: Scope, channel: 'sms' | 'email', leadIds: SQL) {
  return db
    .select({ leadId: conversations.leadId })
    .from(conversations)
    .where(
      and(
        inScope(conversations.dealershipId, scope),
        eq(conversations.channel, channel),
        sql`${conversations.leadId} IN ${leadIds}`,
      ),
    )
    .orderBy(desc(conversations.lastActivity), desc(conversations.id))
    .limit(1);
}
