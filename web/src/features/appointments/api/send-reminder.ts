import type { ReminderResultSchema } from '@lead-manager/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

type ReminderResult = z.infer<typeof ReminderResultSchema>;

/**
 * POST /api/appointments/{id}/remind: one reminder per appointment; a second one answers 409 unless the body says
 * `{ resend: true }` (after the person confirmed it).
 */
const sendReminder = ({ id, resend }: { id: number; resend?: boolean }) =>
  apiRequest<ReminderResult>('POST', `${QK.appointments}/${id}/remind`, resend ? { resend: true } : {});

export function useSendReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [QK.appointments] });
      void client.invalidateQueries({ queryKey: [QK.conversations] });
    },
  });
}
