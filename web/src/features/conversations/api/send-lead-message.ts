import type { Message, SendLeadMessage } from '@lead-manager/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/conversations/{leadId}/messages → 201 Message; conversations and leads refetch. */
const sendLeadMessage = ({ leadId, ...body }: SendLeadMessage & { leadId: number }) =>
  apiRequest<Message>('POST', `${QK.conversations}/${leadId}/messages`, body);

export function useSendLeadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendLeadMessage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [QK.conversations] });
      void client.invalidateQueries({ queryKey: [QK.leads] });
    },
  });
}
