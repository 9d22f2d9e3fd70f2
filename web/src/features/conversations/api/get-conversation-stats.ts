import type { ConversationStats } from '@lead-manager/contracts/conversations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { CONVERSATIONS_REFRESH_MS, QK } from '@/lib/query-client';
import type { ConversationsQuery } from './get-conversations';

export type ConversationStatsQuery = Omit<ConversationsQuery, 'limit' | 'offset'>;

/** GET /api/conversations/stats → the AI Conversations cards over every matching conversation. */
const getConversationStats = (query: ConversationStatsQuery) =>
  apiGet<ConversationStats>(buildUrl(`${QK.conversations}/stats`, query));

/** Under the conversations key, so every event that refreshes the list refreshes the figures too. */
const conversationStatsQueryOptions = (query: ConversationStatsQuery) =>
  queryOptions({
    queryKey: [QK.conversations, 'stats', query],
    queryFn: () => getConversationStats(query),
    refetchInterval: CONVERSATIONS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export function useConversationStats(query: ConversationStatsQuery) {
  return useQuery(conversationStatsQueryOptions(query));
}
