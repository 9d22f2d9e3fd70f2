import type { Appointment } from '@lead-manager/contracts/appointments';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-client';
import { enumLabel, sentenceCase } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useUpdateAppointment } from '../api/update-appointment';

/**
 * Changes an appointment's status at once. Any change, a cancellation above all, can be taken back from
 * its toast's Undo, from the status menu and the Cancel button alike.
 */
export function useAppointmentStatusChange(appointment: Appointment) {
  const { t } = useTranslation();
  const update = useUpdateAppointment();
  const name = appointment.lead?.name ?? t('appointments.appointmentsTable.unknown');
  // The toast names the status as the status menu does, in the person's language.
  const said = (status: string) => `${name}: ${sentenceCase(enumLabel('appointmentStatus', status))}`;

  const change = (status: string) => {
    const previous = appointment.status;
    const undo = () =>
      update.mutate(
        { id: appointment.id, status: previous as never },
        {
          onSuccess: () =>
            toast({
              title: t('appointments.appointmentStatusSelect.changeUndone'),
              description: said(previous),
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: t('appointments.appointmentStatusSelect.couldNotUndo'),
              description: errorText(error),
              variant: 'destructive',
            }),
        },
      );
    update.mutate(
      { id: appointment.id, status: status as never },
      {
        onSuccess: () =>
          toast({
            title:
              status === 'cancelled'
                ? t('appointments.appointmentStatusSelect.appointmentCancelled')
                : t('appointments.appointmentStatusSelect.statusUpdated'),
            description: said(status),
            variant: 'success',
            action: { label: t('appointments.appointmentStatusSelect.undo'), onClick: undo },
          }),
        onError: (error) =>
          toast({
            title:
              status === 'cancelled'
                ? t('appointments.appointmentActions.couldNotCancel')
                : t('appointments.appointmentStatusSelect.couldNotChangeTheStatus'),
            description: errorText(error),
            variant: 'destructive',
          }),
      },
    );
  };

  /** The status being saved, shown at once; undefined when nothing is being saved. */
  const saving = update.isPending && update.variables ? String(update.variables.status) : undefined;
  return { change, saving, pending: update.isPending };
}
