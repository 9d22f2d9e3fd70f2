// The conversations module's reads that other modules may use: the lead a customer's message belongs to
// (inbound-messages), whether a lead has any message (the assistant's first contact), the lead score's engagement
// (lead-sources) and the dashboard's counts, as scalar subqueries the dashboard composes into its one statement.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { conversations, followUps, messages } from './conversations.tables';

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
 * Active conversations whose newest message is the customer's (last_sender, noted with each new message); a
 * partial index holds exactly these conversations.
 */
export const awaitingReplyCount = (scope: Scope): SQL =>
  sql`(SELECT count(*)::int FROM ${conversations} WHERE ${inScope(conversations.dealershipId, scope)}
        AND ${conversations.isActive} AND ${conversations.lastSender} = 'customer')`;

/** Pending follow-up steps, all of them or those due before `before` (read by the (dealership, status) index). */
export const pendingFollowUpCount = (scope: Scope, before?: SQL): SQL =>
  sql`(SELECT count(*)::int FROM ${followUps} WHERE ${inScope(followUps.dealershipId, scope)}
        AND ${followUps.status} = 'pending'${before ? sql` AND ${followUps.dueAt} < ${before}` : sql``})`;

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
