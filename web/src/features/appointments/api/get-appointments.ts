import type { Appointment } from '@lead-manager/contracts/appointments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type AppointmentsQuery = {
  dealershipId?: 'all' | number;
  status?: string;
  type?: string;
  search?: string;
  leadId?: number;
  /** ISO date-times: at or after `from`, before `to` (the calendar's window). */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
};

/** GET /api/appointments → appointments with their lead. */
const getAppointments = async (query: AppointmentsQuery) => {
  try {
    return await apiGetPage<Appointment>(buildUrl(QK.appointments, query));
  } catch (error) {
    console.error('Failed to fetch appointments', error);
    throw error;
  }
};

const appointmentsQueryOptions = (query: AppointmentsQuery) =>
  queryOptions({
    queryKey: [QK.appointments, query],
    queryFn: () => getAppointments(query),
    placeholderData: keepPreviousData,
  });

export function useAppointments(query: AppointmentsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...appointmentsQueryOptions(query), enabled: options.enabled ?? true });
}
