import type { Me } from '@lead-manager/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNullOn401 } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/auth/me: the signed-in user, or null on 401. */
const getMe = () => apiGetOrNullOn401<Me>(QK.me);

export const meQueryOptions = () => queryOptions({ queryKey: [QK.me], queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
