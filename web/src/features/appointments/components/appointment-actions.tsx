import type { Appointment } from '@lead-manager/contracts/appointments';
import { BellRingIcon, CalendarClockIcon, CircleXIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { withScreenTexts } from '@/i18n/i18n';
import { useReminder } from './use-reminder';
import { useAppointmentStatusChange } from './use-status-change';

// The form and its validation load when someone reschedules: these actions sit on the dashboard's first view.
const RescheduleAppointmentDialog = lazy(
  withScreenTexts(() =>
    import('./reschedule-appointment-dialog').then((module) => ({
      default: module.RescheduleAppointmentDialog,
    })),
  ),
);

/** Row actions: send a reminder (asking before a second one), reschedule, cancel the appointment (with Undo). */
export function AppointmentActions({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const reminder = useReminder(appointment);
  const status = useAppointmentStatusChange(appointment);
  const [rescheduling, setRescheduling] = useState(false);
  const name = appointment.lead?.name ?? t('appointments.appointmentActions.theCustomer');
  const closed = appointment.status === 'cancelled' || appointment.status === 'completed';
  return (
    <div className="flex items-center gap-1">
      <WithTooltip label={t('appointments.appointmentActions.sendReminder')}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointments.appointmentActions.sendReminderTo', { name })}
          disabled={reminder.pending || closed}
          onClick={reminder.request}
        >
          <BellRingIcon aria-hidden />
        </Button>
      </WithTooltip>
      <WithTooltip label={t('appointmentChanges.reschedule')}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointmentChanges.rescheduleWith', { name })}
          disabled={closed}
          onClick={() => setRescheduling(true)}
        >
          <CalendarClockIcon aria-hidden />
        </Button>
      </WithTooltip>
      <WithTooltip label={t('appointments.appointmentActions.cancelAppointment')}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('appointments.appointmentActions.cancelAppointmentWith', { name })}
          className="text-red-600 hover:text-red-700"
          disabled={status.pending || closed}
          onClick={() => status.change('cancelled')}
        >
          <CircleXIcon aria-hidden />
        </Button>
      </WithTooltip>
      {reminder.dialog}
      {rescheduling ? (
        <Suspense fallback={null}>
          <RescheduleAppointmentDialog appointment={appointment} open onOpenChange={setRescheduling} />
        </Suspense>
      ) : null}
    </div>
  );
}
