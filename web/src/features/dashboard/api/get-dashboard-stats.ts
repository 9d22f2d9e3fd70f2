import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/dashboard/stats or /api/dashboard/stats/{dealershipId}. */
const getDashboardStats = async (dealershipId: 'all' | number) => {
  try {
    return await apiGet<DashboardStats>(
      dealershipId === 'all' ? QK.dashboardStats : `${QK.dashboardStats}/${dealershipId}`,
    );
  } catch (error) {
    console.error('Failed to fetch dashboard stats', error);
    throw error;
  }
};

export const dashboardStatsQueryOptions = (dealershipId: 'all' | number) =>
  queryOptions({
    queryKey: [QK.dashboardStats, dealershipId],
    queryFn: () => getDashboardStats(dealershipId),
  });

export function useDashboardStats(dealershipId: 'all' | number) {
  return useQuery(dashboardStatsQueryOptions(dealershipId));
}
