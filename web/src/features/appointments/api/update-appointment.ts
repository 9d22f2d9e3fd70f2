import type { Appointment, UpdateAppointment } from '@lead-manager/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

/** PATCH /api/appointments/{id} { status }: saved at once, without a save button. */
const updateAppointment = ({ id, ...patch }: UpdateAppointment & { id: number }) =>
  apiRequest<Appointment>('PATCH', `${QK.appointments}/${id}`, patch);

export function useUpdateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => {
      for (const root of [QK.appointments, QK.upcomingAppointments, QK.dashboardStats]) {
        void client.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
