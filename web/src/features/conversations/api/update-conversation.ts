import type { Conversation } from '@lead-manager/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

type UpdateConversationInput = { id: number; aiPaused?: boolean; isActive?: boolean };

/** PATCH /api/conversations/{id}: Transfer to Agent (aiPaused true), Resume AI (false), close/reopen. */
const updateConversation = ({ id, ...patch }: UpdateConversationInput) =>
  apiRequest<Conversation>('PATCH', `${QK.conversations}/${id}`, patch);

export function useUpdateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [QK.conversations] });
      void client.invalidateQueries({ queryKey: [QK.dashboardStats] });
    },
  });
}
