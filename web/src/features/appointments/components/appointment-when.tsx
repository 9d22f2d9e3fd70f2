import type { Appointment } from '@lead-manager/contracts/appointments';
import { appointmentTypeLabel } from '@/lib/format';
import { formatStoreDayLabel, formatStoreTime } from '@/lib/store-time';
import { OverdueBadge } from './overdue-badge';

/** "Tomorrow 10:00 AM CT · Test drive": an appointment's day, time on its store's clock, type, and if overdue. */
export function AppointmentWhen({ appointment: a, now }: { appointment: Appointment; now: Date }) {
  return (
    <p className="text-sm">
      <span className="font-medium">{formatStoreDayLabel(a.scheduledAt, a.timeZone, now)}</span>{' '}
      <span className="text-muted-foreground">
        {formatStoreTime(a.scheduledAt, a.timeZone)} · {appointmentTypeLabel(a.type)}
      </span>{' '}
      <OverdueBadge appointment={a} now={now} />
    </p>
  );
}
