import type { Appointment } from '@lead-manager/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** GET /api/appointments/upcoming or /api/appointments/upcoming/{dealershipId}. */
const getUpcomingAppointments = async (dealershipId: 'all' | number) => {
  try {
    return await apiGet<Appointment[]>(
      dealershipId === 'all' ? QK.upcomingAppointments : `${QK.upcomingAppointments}/${dealershipId}`,
    );
  } catch (error) {
    console.error('Failed to fetch upcoming appointments', error);
    throw error;
  }
};

export const upcomingAppointmentsQueryOptions = (dealershipId: 'all' | number) =>
  queryOptions({
    queryKey: [QK.upcomingAppointments, dealershipId],
    queryFn: () => getUpcomingAppointments(dealershipId),
  });

export function useUpcomingAppointments(dealershipId: 'all' | number) {
  return useQuery(upcomingAppointmentsQueryOptions(dealershipId));
}
