import type { Appointment } from '@lead-manager/contracts/appointments';
import type { Lead } from '@lead-manager/contracts/leads';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDealerships } from '@/hooks/use-dealerships';
import { currentLanguage } from '@/i18n/i18n';
import { appointmentTypeLabel, enumLabel, sentenceCase } from '@/lib/format';
import { formatterIn } from '@/lib/format-time';
import { formatStoreTime, shownStoresTimeZone, storeDayKey, storeZoneName } from '@/lib/store-time';
import { cn } from '@/lib/utils';
import { useAppointments } from '../api/get-appointments';
import {
  byStoreDay,
  calendarDays,
  columnKey,
  shownZones,
  WEEK_STARTS_ON,
  zonesWhere,
} from '../calendar-week';
import { isOverdue } from './appointment-options';

const DAY = 24 * 3600_000;
/** The most a week can show at once; a busier week says so instead of hiding the rest. */
const WINDOW_LIMIT = 500;

export type CalendarSpan = 'day' | 'week';

/** Noon UTC of the stores' calendar day: in the app's (American) zones it is the same date, whatever the hour. */
function anchorOf(date: Date, zone: string) {
  return new Date(`${storeDayKey(date, zone)}T12:00:00Z`);
}

/**
 * The appointments of a day or a week, each day in a column, each appointment opening its lead. The days are the
 * stores' (decision 037): an appointment sits on its store's date, as in the list, and a column is Today for the
 * stores whose today it is (named, in the hour their dates differ).
 */
export function AppointmentsCalendar({
  span,
  filters,
  now,
  onOpenLead,
}: {
  span: CalendarSpan;
  filters: { dealershipId: 'all' | number; status: string; type: string; search?: string };
  now: Date;
  onOpenLead: (lead: Lead) => void;
}) {
  const { t } = useTranslation();
  const zone = shownStoresTimeZone();
  const stores = useDealerships().data ?? [];
  const zones = stores.length > 0 ? shownZones(stores, filters.dealershipId) : [zone];
  const [anchor, setAnchor] = useState(() => anchorOf(now, zone));
  const days = calendarDays(anchor, span, WEEK_STARTS_ON[currentLanguage()]);
  const first = days[0] ?? anchor;
  const last = days[days.length - 1] ?? anchor;
  // A day and a half either side covers every zone's midnight; each appointment is then placed by its local day.
  const window = useAppointments({
    ...filters,
    from: new Date(first.getTime() - 1.5 * DAY).toISOString(),
    to: new Date(last.getTime() + 1.5 * DAY).toISOString(),
    limit: WINDOW_LIMIT,
  });
  const byDay = byStoreDay(window.data?.items ?? []);
  const step = span === 'day' ? DAY : 7 * DAY;
  const dayLabel = (day: Date) => {
    const key = columnKey(day);
    const today = zonesWhere(key, 'today', zones, now);
    if (today.length === zones.length) return t('common.today');
    if (today.length > 0)
      return t('appointments.calendar.todayIn', {
        zones: today.map((z) => storeZoneName(z, now)).join(', '),
      });
    if (zonesWhere(key, 'tomorrow', zones, now).length === zones.length) return t('common.tomorrow');
    return formatterIn('UTC', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
      day,
    );
  };
  const title = span === 'day' ? dayLabel(first) : `${dayLabel(first)} – ${dayLabel(last)}`;

  return (
    <section aria-label={t('appointments.calendar.label', { title })} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t(
            span === 'day' ? 'appointments.calendar.previousDay' : 'appointments.calendar.previousWeek',
          )}
          onClick={() => setAnchor(new Date(anchor.getTime() - step))}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setAnchor(anchorOf(new Date(), zone))}>
          {t('appointments.calendar.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t(span === 'day' ? 'appointments.calendar.nextDay' : 'appointments.calendar.nextWeek')}
          onClick={() => setAnchor(new Date(anchor.getTime() + step))}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
        <h2 className="text-sm font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>
      {window.isError ? (
        <QueryError
          title={t('appointments.calendar.couldNotLoad')}
          error={window.error}
          onRetry={() => void window.refetch()}
          retrying={window.isFetching}
        />
      ) : (
        <div className={cn('grid gap-2', span === 'week' ? 'grid-cols-1 md:grid-cols-7' : 'grid-cols-1')}>
          {days.map((day) => {
            const key = columnKey(day);
            const items = byDay.get(key) ?? [];
            const today = zonesWhere(key, 'today', zones, now).length > 0;
            return (
              <section
                key={key}
                aria-label={dayLabel(day)}
                data-testid="calendar-day"
                className={cn('rounded-lg border p-2 md:min-h-24', today && 'border-primary bg-primary/5')}
              >
                <h3
                  className={cn(
                    'mb-2 text-xs font-semibold',
                    today ? 'text-primary' : 'text-muted-foreground',
                  )}
                >
                  {dayLabel(day)}
                </h3>
                {window.isPending ? (
                  <Skeleton className="h-10 w-full" />
                ) : items.length === 0 ? (
                  <p className="text-xs text-muted-foreground">{t('appointments.calendar.none')}</p>
                ) : (
                  <ul className="space-y-1.5">
                    {items.map((a) => (
                      <li key={a.id}>
                        <CalendarEntry appointment={a} now={now} onOpenLead={onOpenLead} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      {window.data && window.data.total > WINDOW_LIMIT ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('appointments.calendar.truncated', { shown: WINDOW_LIMIT, total: window.data.total })}
        </p>
      ) : null}
    </section>
  );
}

function CalendarEntry({
  appointment: a,
  now,
  onOpenLead,
}: {
  appointment: Appointment;
  now: Date;
  onOpenLead: (lead: Lead) => void;
}) {
  const { t } = useTranslation();
  const overdue = isOverdue(a, now);
  const statusText = sentenceCase(enumLabel('appointmentStatus', a.status));
  const closed = a.status === 'cancelled' || a.status === 'no_show';
  const name = a.lead?.name ?? t('common.unknown');
  return (
    <button
      type="button"
      disabled={!a.lead}
      onClick={() => a.lead && onOpenLead(a.lead)}
      title={`${name} · ${appointmentTypeLabel(a.type)} · ${statusText}`}
      className={cn(
        'w-full rounded-md border-l-4 bg-muted/60 px-2 py-1 text-left text-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        overdue
          ? 'border-l-red-600'
          : a.status === 'confirmed'
            ? 'border-l-emerald-600'
            : 'border-l-amber-500',
        closed && 'line-through',
      )}
    >
      <span className="block font-semibold">
        <span className="whitespace-nowrap">{formatStoreTime(a.scheduledAt, a.timeZone)}</span>
        {overdue ? (
          <span className="ml-1 text-red-700 dark:text-red-300">{t('appointments.overdue')}</span>
        ) : null}
      </span>
      <span className="block truncate">{name}</span>
      <span className="block truncate text-muted-foreground">
        {appointmentTypeLabel(a.type)} · {statusText}
      </span>
    </button>
  );
}
