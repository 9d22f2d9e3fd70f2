import type { Channel, ConversationStatusFilter } from '@lead-manager/contracts/conversations';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { joinableLeads, joinedLeadRow, leadSearchCondition, realLead } from '../leads/leads.queries';
import { awaitingReply, handedOver } from './conversations.queries';
import { conversations } from './conversations.tables';

export interface ConversationFilter {
  channel?: Channel;
  leadId?: number;
  search?: string;
  status?: Exclude<ConversationStatusFilter, 'all'>;
}

export interface ConversationPage {
  limit: number;
  offset: number;
}

function statusCondition(status: ConversationFilter['status']): SQL | undefined {
  if (status === 'active') return eq(conversations.isActive, true);
  if (status === 'completed') return eq(conversations.isActive, false);
  if (status === 'pending') return awaitingReply;
  return undefined;
}

/** Conditions on conversations alone, plus the leads condition when there is a search (needs the join). */
function conditions(scope: Scope, filter: ConversationFilter) {
  return {
    own: and(
      inScope(conversations.dealershipId, scope),
      realLead(sql`${conversations.leadId}`),
      filter.channel ? eq(conversations.channel, filter.channel) : undefined,
      filter.leadId ? eq(conversations.leadId, filter.leadId) : undefined,
      statusCondition(filter.status),
    ),
    lead: filter.search ? leadSearchCondition(filter.search, joinableLeads) : undefined,
  };
}

/**
 * One page of conversations with their leads, newest activity first: a walk down conversations_activity_idx
 * (or the per-dealership one) that stops after the page, joining each row's lead by primary key.
 */
export function findConversationPage(
  db: Db,
  scope: Scope,
  filter: ConversationFilter,
  page: ConversationPage,
) {
  const { own, lead } = conditions(scope, filter);
  return db
    .select({ conversation: conversations, lead: joinedLeadRow })
    .from(conversations)
    .innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId))
    .where(and(own, lead))
    .orderBy(desc(conversations.lastActivity), desc(conversations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The number of matching conversations. Every conversation has its lead (NOT NULL foreign key, ON DELETE
 * CASCADE), so without a search the count reads conversations alone.
 */
export async function countConversations(db: Db, scope: Scope, filter: ConversationFilter): Promise<number> {
  const { own, lead } = conditions(scope, filter);
  const query = db.select({ total: count() }).from(conversations);
  const [row] = lead
    ? await query.innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId)).where(and(own, lead))
    : await query.where(own);
  return row?.total ?? 0;
}

/**
 * The AI Conversations screen's figures over every conversation matching the filter, in one statement over
 * conversations alone: who has written is kept on each conversation (has_ai_message, has_agent_message,
 * last_sender), not looked up in a million messages.
 */
export async function countConversationStats(db: Db, scope: Scope, filter: ConversationFilter) {
  const { own, lead } = conditions(scope, filter);
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const query = db
    .select({
      total: count(),
      active: countWhere(sql`${conversations.isActive}`),
      aiResponses: countWhere(sql`${conversations.hasAiMessage}`),
      pending: countWhere(awaitingReply),
      agentTransfers: countWhere(handedOver(sql`${conversations}`)),
    })
    .from(conversations);
  const [row] = lead
    ? await query.innerJoin(joinableLeads, eq(joinableLeads.id, conversations.leadId)).where(and(own, lead))
    : await query.where(own);
  return row ?? { total: 0, active: 0, aiResponses: 0, pending: 0, agentTransfers: 0 };
}
