import type { Appointment } from '@lead-manager/contracts/appointments';
import { BellRingIcon, CalendarIcon, CheckCircle2Icon, ClockIcon, StickyNoteIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { AppointmentStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DisabledWithReason } from '@/components/ui/tooltip';
import { errorText } from '@/lib/api-client';
import { appointmentTypeLabel, enumLabel, formatRelativeTime } from '@/lib/format';
import { formatStoreDayLabel, formatStoreTime } from '@/lib/store-time';
import { toast } from '@/lib/toast-store';
import { useUpdateAppointment } from '../api/update-appointment';
import { OverdueBadge } from './overdue-badge';
import { useReminder } from './use-reminder';

export function AppointmentSendCard({ appointment, now }: { appointment: Appointment; now: Date }) {
  const { t } = useTranslation();
  const reminder = useReminder(appointment);
  const update = useUpdateAppointment();
  const name = appointment.lead?.name ?? t('appointments.appointmentSendCard.unknown');
  const closed = ['cancelled', 'completed', 'no_show'].includes(appointment.status);
  return (
    <Card className="flex w-full flex-col gap-4 p-4" data-testid="appointment-send-card">
      <div className="flex items-start gap-3">
        <InitialsAvatar id={appointment.leadId} name={name} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {appointment.lead?.email ?? t('appointments.appointmentSendCard.noEmail')}
          </p>
        </div>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DealershipBadge dealershipId={appointment.dealershipId} />
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {appointmentTypeLabel(appointment.type)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-2">
          <CalendarIcon className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">{t('appointments.appointmentSendCard.date')}</dt>
          <dd>{formatStoreDayLabel(appointment.scheduledAt, appointment.timeZone, now)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">{t('appointments.appointmentSendCard.time')}</dt>
          <dd className="flex items-center gap-2">
            {formatStoreTime(appointment.scheduledAt, appointment.timeZone)}
            <OverdueBadge appointment={appointment} now={now} />
          </dd>
        </div>
      </dl>
      {appointment.notes ? (
        <p className="flex gap-2 rounded-lg bg-muted/60 p-2.5 text-sm">
          <StickyNoteIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="line-clamp-3">{appointment.notes}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        {closed ? (
          <DisabledWithReason
            reason={t('appointments.appointmentSendCard.noReminderThisAppointmentIs', {
              status: enumLabel('appointmentStatus', appointment.status),
            })}
          >
            <BellRingIcon aria-hidden /> {t('appointments.appointmentSendCard.sendReminder')}
          </DisabledWithReason>
        ) : (
          <Button size="sm" variant="outline" disabled={reminder.pending} onClick={reminder.request}>
            <BellRingIcon aria-hidden />{' '}
            {reminder.pending
              ? t('appointments.appointmentSendCard.sending')
              : t('appointments.appointmentSendCard.sendReminder')}
          </Button>
        )}
        {appointment.status === 'scheduled' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: appointment.id, status: 'completed' },
                {
                  onSuccess: () =>
                    toast({
                      title: t('appointments.appointmentSendCard.markedComplete'),
                      description: name,
                      variant: 'success',
                    }),
                  onError: (error) =>
                    toast({
                      title: t('appointments.appointmentSendCard.couldNotUpdate'),
                      description: errorText(error),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            <CheckCircle2Icon aria-hidden /> {t('appointments.appointmentSendCard.markComplete')}
          </Button>
        ) : null}
        {appointment.reminderSentAt ? (
          <span className="ml-auto text-xs text-muted-foreground">
            {t('appointments.appointmentSendCard.reminded', {
              reminderSentAt: formatRelativeTime(appointment.reminderSentAt, { now }),
            })}
          </span>
        ) : null}
      </div>
      {reminder.dialog}
    </Card>
  );
}
