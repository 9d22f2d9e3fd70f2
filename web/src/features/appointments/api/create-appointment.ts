import type { Appointment, CreateAppointment } from '@lead-manager/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** POST /api/appointments → 201; appointments and dashboard stats refresh, since both count it. */
const createAppointment = (input: CreateAppointment) =>
  apiRequest<Appointment>('POST', QK.appointments, input);

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => {
      for (const root of [
        QK.appointments,
        QK.upcomingAppointments,
        QK.dashboardStats,
        QK.leads,
        QK.leadCounts,
      ]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
