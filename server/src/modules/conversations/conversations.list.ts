import type {
  Conversation,
  ConversationListQuerySchema,
  ConversationStats,
  ConversationStatsQuerySchema,
} from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { createCountCache } from '../../lib/count-cache';
import type { Scope } from '../../lib/scope';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import { type MessageWithAuthor, toConversationDto } from './conversations.dto';
import {
  type ConversationFilter,
  countConversationStats,
  countConversations,
  findConversationPage,
} from './conversations.list.repo';
import { findLastMessagesOfConversations, findMessagesOfConversations } from './conversations.repo';

const DEFAULT_PAGE_SIZE = 100;

/**
 * What can change a count: every conversation write (a conversation opened, a message, isActive/aiPaused)
 * announces CONVERSATION_UPDATED; a lead's deletion (its conversations go with it) and a change of name, email
 * or phone (search matches) announce LEAD_UPDATED; NEW_LEAD for leads arriving with their conversations.
 */
const changesConversationCounts = (event: RealtimeEvent) =>
  event.type === 'CONVERSATION_UPDATED' || event.type === 'LEAD_UPDATED' || event.type === 'NEW_LEAD';

function toFilter(query: z.output<typeof ConversationStatsQuerySchema>): ConversationFilter {
  return {
    channel: query.type,
    leadId: query.leadId,
    search: query.search || undefined,
    status: query.status,
  };
}

const countKey = (scope: Scope, filter: ConversationFilter) => JSON.stringify({ scope, filter });

function groupByConversation(rows: MessageWithAuthor[]): Map<number, MessageWithAuthor[]> {
  const groups = new Map<number, MessageWithAuthor[]>();
  for (const row of rows) {
    const group = groups.get(row.conversationId);
    if (group) group.push(row);
    else groups.set(row.conversationId, [row]);
  }
  return groups;
}

/**
 * The conversation lists and their figures. A page reads ~50 index entries; its total and the figures read
 * every matching conversation (the figures also probe messages), so they are cached until a write that can
 * change them is announced.
 */
export function createConversationLists(
  deps: { db: Db; events: EventBus },
  optOuts?: Pick<OptOutsService, 'withOptOuts'>,
) {
  const { db } = deps;
  const totals = createCountCache<number>(deps.events, { invalidatedBy: changesConversationCounts });
  const figures = createCountCache<ConversationStats>(deps.events, {
    invalidatedBy: changesConversationCounts,
  });

  /** The embedded leads say whether they opted out, so reply boxes can tell before a send is refused. */
  async function withLeadOptOuts(items: Conversation[]): Promise<Conversation[]> {
    if (!optOuts) return items;
    const leads = await optOuts.withOptOuts(items.flatMap((c) => (c.lead ? [c.lead] : [])));
    const byId = new Map(leads.map((l) => [l.id, l]));
    return items.map((c) => (c.lead ? { ...c, lead: byId.get(c.lead.id) ?? c.lead } : c));
  }

  return {
    async stats(
      scope: Scope,
      query: z.output<typeof ConversationStatsQuerySchema>,
    ): Promise<ConversationStats> {
      const filter = toFilter(query);
      return figures.get(countKey(scope, filter), () => countConversationStats(db, scope, filter));
    },

    async list(scope: Scope, query: z.output<typeof ConversationListQuerySchema>) {
      const filter = toFilter(query);
      const page = { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 };
      const [rows, total] = await Promise.all([
        findConversationPage(db, scope, filter, page),
        totals.get(countKey(scope, filter), () => countConversations(db, scope, filter)),
      ]);
      const ids = rows.map((r) => r.conversation.id);
      if (query.messages === 'last') {
        const last = new Map(
          (await findLastMessagesOfConversations(db, scope, ids)).map((m) => [m.message.conversationId, m]),
        );
        const items = rows.map(({ conversation, lead }) => {
          const newest = last.get(conversation.id);
          return toConversationDto(conversation, newest ? [newest.message] : [], lead, newest?.total ?? 0);
        });
        return { total, items: await withLeadOptOuts(items) };
      }
      const byConversation = groupByConversation(await findMessagesOfConversations(db, scope, ids));
      const items = rows.map(({ conversation, lead }) =>
        toConversationDto(conversation, byConversation.get(conversation.id) ?? [], lead),
      );
      return { total, items: await withLeadOptOuts(items) };
    },
  };
}
