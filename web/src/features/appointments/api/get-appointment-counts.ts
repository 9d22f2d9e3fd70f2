import type { AppointmentCounts } from '@lead-manager/contracts/appointments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type AppointmentCountsQuery = {
  dealershipId?: 'all' | number;
  type?: string;
  search?: string;
};

const COUNTS_URL = `${QK.appointments}/counts`;

/**
 * GET /api/appointments/counts → per-status counts and the Total/Upcoming/Today/This Week figures; Today is each
 * appointment's store's today, like the table's 'Today' labels.
 */
const getAppointmentCounts = async (query: AppointmentCountsQuery) => {
  try {
    return await apiGet<AppointmentCounts>(buildUrl(COUNTS_URL, query));
  } catch (error) {
    console.error('Failed to fetch appointment counts', error);
    throw error;
  }
};

// Keyed under the appointments root, so whatever refreshes appointments refreshes the counts too.
const appointmentCountsQueryOptions = (query: AppointmentCountsQuery) =>
  queryOptions({
    queryKey: [QK.appointments, 'counts', query],
    queryFn: () => getAppointmentCounts(query),
    placeholderData: keepPreviousData,
  });

export function useAppointmentCounts(query: AppointmentCountsQuery) {
  return useQuery(appointmentCountsQueryOptions(query));
}
