import type { AssignmentRules, UpdateAssignmentRules } from '@lead-manager/contracts/lead-assignment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

const rulesUrl = (dealershipId: number) => `${QK.dealerships}/${dealershipId}/assignment`;

/** GET /api/dealerships/{id}/assignment → the store's rule (manual when none is saved). */
const getAssignmentRules = (dealershipId: number) => apiGet<AssignmentRules>(rulesUrl(dealershipId));

const assignmentRulesQueryOptions = (dealershipId: number) =>
  queryOptions({
    queryKey: [QK.dealerships, dealershipId, 'assignment'],
    queryFn: () => getAssignmentRules(dealershipId),
  });

export function useAssignmentRules(dealershipId: number, enabled = true) {
  return useQuery({ ...assignmentRulesQueryOptions(dealershipId), enabled });
}

/** PATCH /api/dealerships/{id}/assignment (managers and admins) → the saved rule. */
export function useUpdateAssignmentRules(dealershipId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAssignmentRules) =>
      apiRequest<AssignmentRules>('PATCH', rulesUrl(dealershipId), changes),
    onSuccess: (saved) => {
      client.setQueryData(assignmentRulesQueryOptions(dealershipId).queryKey, saved);
      // A store switched to a rule picks up its waiting leads at once.
      void client.invalidateQueries({ queryKey: [QK.leads] });
    },
  });
}
