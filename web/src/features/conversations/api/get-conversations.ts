import type { Conversation, ConversationStatusFilter } from '@lead-manager/contracts/conversations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, buildUrl } from '@/lib/api-client';
import { CONVERSATIONS_REFRESH_MS, QK } from '@/lib/query-client';

export type ConversationsQuery = {
  dealershipId?: 'all' | number;
  type?: 'sms' | 'email' | 'all';
  leadId?: number;
  search?: string;
  /** Applied by the server, so the total and every page follow it. */
  status?: ConversationStatusFilter;
  limit?: number;
  offset?: number;
  /** `last`: each conversation with its newest message only (lists showing one line each); default: all. */
  messages?: 'last';
};

const FAILURE: Record<string, string> = {
  sms: 'Failed to fetch SMS conversations',
  email: 'Failed to fetch email conversations',
};

/** GET /api/conversations → conversations with lead and messages, and the total. */
const getConversations = async (query: ConversationsQuery) => {
  try {
    return await apiGetPage<Conversation>(buildUrl(QK.conversations, query));
  } catch (error) {
    console.error(FAILURE[query.type ?? ''] ?? 'Failed to fetch conversations', error);
    throw error;
  }
};

/** The dashboard's Active AI Conversations card: the first four, one line each (the preload asks the same). */
export const dashboardConversationsQuery = (dealershipId: ConversationsQuery['dealershipId']) =>
  ({ dealershipId, limit: 4, messages: 'last' }) satisfies ConversationsQuery;

/** Lists refresh every 10 s, a backstop for a missed realtime event. */
export const conversationsQueryOptions = (query: ConversationsQuery) =>
  queryOptions({
    queryKey: [QK.conversations, query],
    queryFn: () => getConversations(query),
    refetchInterval: CONVERSATIONS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useConversations(query: ConversationsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationsQueryOptions(query), enabled: options.enabled ?? true });
}
