import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type TestLeadBody = {
  name: string;
  email: string;
  phone: string;
  vehicleInterest: string;
  message: string;
  source: string;
};

/** POST a simple test lead to a webhook path; the signed-in user's cookie marks it as a Test post. */
export const testWebhook = ({ path, body }: { path: string; body: TestLeadBody }) =>
  apiRequest<unknown>('POST', path, body);

export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: () => {
      for (const root of [QK.leads, QK.leadCounts, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
