import type { User } from '@lead-manager/contracts/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/users (admins: everyone; managers: their stores' people). */
const getUsers = () => apiGet<User[]>(QK.users);

const usersQueryOptions = () => queryOptions({ queryKey: [QK.users], queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
