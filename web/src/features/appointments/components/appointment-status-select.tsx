import type { Appointment } from '@lead-manager/contracts/appointments';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorText } from '@/lib/api-client';
import { humanize } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useUpdateAppointment } from '../api/update-appointment';
import { STATUS_OPTIONS } from './appointment-options';

const DOT: Record<string, string> = {
  scheduled: 'bg-blue-500',
  confirmed: 'bg-emerald-500',
  completed: 'bg-slate-400',
  cancelled: 'bg-red-500',
  no_show: 'bg-orange-500',
};

/** Status dropdown that saves at once (SPEC §4). */
export function AppointmentStatusSelect({
  appointment,
  options = STATUS_OPTIONS,
}: {
  appointment: Appointment;
  options?: readonly string[];
}) {
  const { t } = useTranslation();
  const update = useUpdateAppointment();
  const values = options.includes(appointment.status) ? options : [...options, appointment.status];
  const name = appointment.lead?.name ?? 'appointment';
  return (
    <Select
      value={update.isPending && update.variables ? String(update.variables.status) : appointment.status}
      onValueChange={(status) => {
        const previous = appointment.status;
        // Any change, a cancellation above all, can be taken back from its toast.
        const undo = () =>
          update.mutate(
            { id: appointment.id, status: previous as never },
            {
              onSuccess: () =>
                toast({
                  title: t('appointments.appointmentStatusSelect.changeUndone'),
                  description: `${name}: ${humanize(previous)}`,
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
                description: `${name}: ${humanize(status)}`,
                variant: 'success',
                action: { label: t('appointments.appointmentStatusSelect.undo'), onClick: undo },
              }),
            onError: (error) =>
              toast({
                title: t('appointments.appointmentStatusSelect.couldNotChangeTheStatus'),
                description: errorText(error),
                variant: 'destructive',
              }),
          },
        );
      }}
    >
      <SelectTrigger
        size="sm"
        className="w-36 capitalize"
        aria-label={t('appointments.appointmentStatusSelect.statusFor', { name })}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {values.map((s) => (
          <SelectItem key={s} value={s} className="capitalize">
            <span aria-hidden className={cn('size-2 rounded-full', DOT[s] ?? 'bg-slate-400')} />
            {humanize(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
