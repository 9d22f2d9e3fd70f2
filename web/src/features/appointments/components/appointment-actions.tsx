import type { Appointment } from '@lead-manager/contracts/appointments';
import { BellRingIcon, CircleXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useSendReminder } from '../api/send-reminder';
import { useUpdateAppointment } from '../api/update-appointment';

export function reminderToast(name: string, channel: string) {
  toast({
    title: i18n.t('appointments.appointmentActions.reminderSent'),
    description: i18n.t(
      channel === 'sms'
        ? 'appointments.appointmentActions.remindedBySms'
        : 'appointments.appointmentActions.remindedByEmail',
      { name },
    ),
    variant: 'success',
  });
}

/** Row actions: send a reminder, cancel the appointment. */
export function AppointmentActions({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const remind = useSendReminder();
  const update = useUpdateAppointment();
  const name = appointment.lead?.name ?? t('appointments.appointmentActions.theCustomer');
  const closed = appointment.status === 'cancelled' || appointment.status === 'completed';
  return (
    <div className="flex items-center gap-1">
      <WithTooltip label={t('appointments.appointmentActions.sendReminder')}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointments.appointmentActions.sendReminderTo', { name })}
          disabled={remind.isPending || closed}
          onClick={() =>
            remind.mutate(appointment.id, {
              onSuccess: (r) => reminderToast(name, r.channel),
              onError: (error) =>
                toast({
                  title: t('appointments.appointmentActions.reminderFailed'),
                  description: errorText(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          <BellRingIcon aria-hidden />
        </Button>
      </WithTooltip>
      <WithTooltip label={t('appointments.appointmentActions.cancelAppointment')}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointments.appointmentActions.cancelAppointmentWith', { name })}
          className="text-red-600 hover:text-red-700"
          disabled={update.isPending || closed}
          onClick={() =>
            update.mutate(
              { id: appointment.id, status: 'cancelled' },
              {
                onSuccess: () =>
                  toast({
                    title: t('appointments.appointmentActions.appointmentCancelled'),
                    description: name,
                  }),
                onError: (error) =>
                  toast({
                    title: t('appointments.appointmentActions.couldNotCancel'),
                    description: errorText(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          <CircleXIcon aria-hidden />
        </Button>
      </WithTooltip>
    </div>
  );
}
