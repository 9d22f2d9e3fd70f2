import type {
  ConnectionList,
  ConnectionTestResult,
  SetCredentials,
  SettableSource,
} from '@lead-manager/contracts/connections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** How often the screen asks again, so a platform's first delivery shows up without a reload. */
const CONNECTIONS_REFRESH_MS = 10_000;

const pathOf = (dealershipId: number) => `/api/dealerships/${dealershipId}/connections`;

const connectionsQueryOptions = (dealershipId: number) =>
  queryOptions({
    queryKey: [pathOf(dealershipId)],
    queryFn: () => apiGet<ConnectionList>(pathOf(dealershipId)),
    refetchInterval: CONNECTIONS_REFRESH_MS,
  });

/** GET the store's connections: each source's state, address, credentials (never their values) and last event. */
export function useConnections(dealershipId: number | undefined) {
  return useQuery({ ...connectionsQueryOptions(dealershipId ?? 0), enabled: dealershipId !== undefined });
}

/** PUT or DELETE a source's credentials; the answer is the store's list again. */
export function useChangeCredentials(dealershipId: number) {
  const client = useQueryClient();
  const done = (list: ConnectionList) => client.setQueryData([pathOf(dealershipId)], list);
  const set = useMutation({
    mutationFn: ({ source, body }: { source: SettableSource; body: SetCredentials }) =>
      apiRequest<ConnectionList>('PUT', `${pathOf(dealershipId)}/${source}`, body),
    onSuccess: done,
  });
  const clear = useMutation({
    mutationFn: ({
      source,
      field,
      scope,
    }: {
      source: SettableSource;
      field?: string;
      scope: 'store' | 'group';
    }) =>
      apiRequest<ConnectionList>('DELETE', buildUrl(`${pathOf(dealershipId)}/${source}`, { field, scope })),
    onSuccess: done,
  });
  return { set, clear };
}

/** POST …/test: a sample through the real endpoint; the answer says what happened. */
export function useTestConnection(dealershipId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: SettableSource) =>
      apiRequest<ConnectionTestResult>('POST', `${pathOf(dealershipId)}/${source}/test`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [pathOf(dealershipId)] });
      for (const root of [QK.leads, QK.leadCounts, QK.dashboardStats])
        void client.invalidateQueries({ queryKey: [root] });
    },
  });
}
