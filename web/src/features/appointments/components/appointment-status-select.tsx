import type { Appointment } from '@lead-manager/contracts/appointments';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { enumLabel, sentenceCase } from '@/lib/format';
import { cn } from '@/lib/utils';
import { STATUS_OPTIONS } from './appointment-options';
import { useAppointmentStatusChange } from './use-status-change';

const DOT: Record<string, string> = {
  scheduled: 'bg-blue-500',
  confirmed: 'bg-emerald-500',
  completed: 'bg-slate-400',
  cancelled: 'bg-red-500',
  no_show: 'bg-orange-500',
};

/** Status dropdown that saves at once, without a save button. */
export function AppointmentStatusSelect({
  appointment,
  options = STATUS_OPTIONS,
}: {
  appointment: Appointment;
  options?: readonly string[];
}) {
  const { t } = useTranslation();
  const status = useAppointmentStatusChange(appointment);
  const values = options.includes(appointment.status) ? options : [...options, appointment.status];
  const name = appointment.lead?.name ?? 'appointment';
  return (
    <Select value={status.saving ?? appointment.status} onValueChange={status.change}>
      <SelectTrigger
        size="sm"
        className="w-36"
        aria-label={t('appointments.appointmentStatusSelect.statusFor', { name })}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {values.map((s) => (
          <SelectItem key={s} value={s}>
            <span aria-hidden className={cn('size-2 rounded-full', DOT[s] ?? 'bg-slate-400')} />
            {sentenceCase(enumLabel('appointmentStatus', s))}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
