import type { Message, SendConversationMessage } from '@lead-manager/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/conversations/send → 201 Message; the list refreshes. */
const sendConversationMessage = (input: SendConversationMessage) =>
  apiRequest<Message>('POST', `${QK.conversations}/send`, input);

export function useSendConversationMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendConversationMessage,
    onSuccess: () => void client.invalidateQueries({ queryKey: [QK.conversations] }),
  });
}
