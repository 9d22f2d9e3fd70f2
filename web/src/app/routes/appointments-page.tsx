import {
  CalendarCheckIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  CalendarPlusIcon,
  CalendarRangeIcon,
} from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { PausedListNotice } from '@/components/paused-list-notice';
import { QueryError } from '@/components/query-error';
import { SearchAndFilters } from '@/components/search-and-filters';
import { CountCard, StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAppointmentCounts } from '@/features/appointments/api/get-appointment-counts';
import { useAppointments } from '@/features/appointments/api/get-appointments';
import { STATUS_OPTIONS, TYPE_OPTIONS } from '@/features/appointments/components/appointment-options';
import {
  AppointmentsCalendar,
  type CalendarSpan,
} from '@/features/appointments/components/appointments-calendar';
import { AppointmentsTable, NoAppointments } from '@/features/appointments/components/appointments-table';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { appointmentTypeLabel, enumLabel, formatNumber, sentenceCase } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useLeadActions } from '../composed/lead-actions';

const PAGE_SIZE = 25;
type StatusFilter = 'all' | (typeof STATUS_OPTIONS)[number];
type View = 'list' | CalendarSpan;
const VIEWS = ['list', 'day', 'week'] as const satisfies readonly View[];
const VIEW_LABELS = {
  list: 'appointments.views.list',
  day: 'appointments.views.day',
  week: 'appointments.views.week',
} as const;

/** A status menu entry with its count, which phones show in place of the count cards. */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatNumber(count)})`;

export default function AppointmentsPage() {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const actions = useLeadActions();
  const now = useNow();
  // The quick finder opens this screen with ?search=.
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('search') ?? '');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<string>('all');
  const [page, setPage] = useState(0);
  const [view, setView] = useState<View>('list');
  const debounced = useDebouncedValue(search.trim());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [debounced, status, type, dealershipId]);

  // One page from the server; the counts and figures are counted by the server over every match.
  const filters = { dealershipId, type, search: debounced || undefined };
  const list = useAppointments(
    { ...filters, status, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { enabled: view === 'list' },
  );
  const counts = useAppointmentCounts(filters);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const c = counts.data;
  const filtersActive = Boolean(debounced) || status !== 'all' || type !== 'all';

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.appointments.appointments')}
        description={t('pages.appointments.testDrivesSalesMeetingsAnd')}
        actions={
          <Button onClick={() => actions.openSchedule(null, 'appointments')}>
            <CalendarPlusIcon aria-hidden /> {t('pages.appointments.scheduleNew')}
          </Button>
        }
      />
      {counts.isError ? (
        <QueryError
          title={t('pages.appointments.couldNotLoadTheAppointment')}
          error={counts.error}
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : (
        <section
          aria-label={t('pages.appointments.appointmentFigures')}
          className="grid grid-cols-2 gap-4 xl:grid-cols-4"
        >
          <StatCard
            label={t('pages.appointments.total')}
            value={c?.all ?? 0}
            icon={CalendarDaysIcon}
            tone="blue"
            loading={counts.isPending}
          />
          <StatCard
            label={t('pages.appointments.upcoming')}
            value={c?.upcoming ?? 0}
            icon={CalendarClockIcon}
            tone="violet"
            loading={counts.isPending}
          />
          <StatCard
            label={t('pages.appointments.today')}
            value={c?.today ?? 0}
            icon={CalendarCheckIcon}
            tone="green"
            loading={counts.isPending}
          />
          <StatCard
            label={t('pages.appointments.thisWeek')}
            value={c?.thisWeek ?? 0}
            icon={CalendarRangeIcon}
            tone="amber"
            loading={counts.isPending}
          />
        </section>
      )}
      <section
        aria-label={t('pages.appointments.appointmentsByStatus')}
        className="hidden gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-6"
      >
        {(['all', ...STATUS_OPTIONS] as const).map((s) => (
          <CountCard
            key={s}
            label={
              s === 'all' ? t('pages.appointments.all') : sentenceCase(enumLabel('appointmentStatus', s))
            }
            count={c?.[s]}
            active={status === s}
            onClick={() => setStatus(s)}
          />
        ))}
      </section>
      {/* On a phone the status counts are in the status menu, and the menus fold behind Filters. */}
      <Card className="flex flex-col gap-3 p-3 md:flex-row md:items-end md:p-4">
        <SearchAndFilters
          id="appointments-search"
          label={t('pages.appointments.search')}
          placeholder={t('pages.appointments.searchByCustomerNameEmail')}
          value={search}
          onValueChange={setSearch}
          active={status !== 'all' || type !== 'all' || view !== 'list'}
          menusClassName="grid-cols-2 gap-3 md:flex md:items-end"
        >
          <div className="col-span-2 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:flex">
            <div className="space-y-1.5">
              <Label id="appointments-status-label">{t('pages.appointments.status')}</Label>
              <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
                <SelectTrigger aria-labelledby="appointments-status-label" className="md:w-48">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">
                    {withCount(t('pages.appointments.allStatuses'), c?.all)}
                  </SelectItem>
                  {STATUS_OPTIONS.map((s) => (
                    <SelectItem key={s} value={s}>
                      {withCount(sentenceCase(enumLabel('appointmentStatus', s)), c?.[s])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-1.5">
              <Label id="appointments-type-label">{t('pages.appointments.type')}</Label>
              <Select value={type} onValueChange={setType}>
                <SelectTrigger aria-labelledby="appointments-type-label" className="md:w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t('pages.appointments.allTypes')}</SelectItem>
                  {TYPE_OPTIONS.map((t) => (
                    <SelectItem key={t} value={t}>
                      {appointmentTypeLabel(t)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="space-y-1.5">
            <span id="appointments-view-label" className="block text-sm font-medium">
              {t('appointments.views.view')}
            </span>
            <ToggleGroup.Root
              type="single"
              value={view}
              onValueChange={(v) => v && setView(v as View)}
              aria-labelledby="appointments-view-label"
              className="inline-flex h-9 rounded-lg bg-muted p-1"
            >
              {VIEWS.map((v) => (
                <ToggleGroup.Item
                  key={v}
                  value={v}
                  className={cn(
                    'rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    view === v && 'bg-card text-foreground shadow-sm',
                  )}
                >
                  {t(VIEW_LABELS[v])}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>
        </SearchAndFilters>
      </Card>
      <Card className="p-2 sm:p-4">
        {view !== 'list' ? (
          <AppointmentsCalendar
            span={view}
            filters={{ ...filters, status }}
            now={now}
            onOpenLead={actions.openDetails}
          />
        ) : list.isError ? (
          <QueryError
            title={t('pages.appointments.couldNotLoadTheAppointments')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : !list.isPending && total === 0 ? (
          <NoAppointments
            description={
              filtersActive
                ? t('pages.appointments.tryADifferentSearchOr')
                : t('pages.appointments.scheduleATestDriveTo')
            }
          />
        ) : (
          <>
            <PausedListNotice query={list} className="mb-3" />
            <AppointmentsTable appointments={items} loading={list.isPending} skeletonRows={5} now={now} />
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={total}
              onPageChange={setPage}
              countOf={(count) => t('pages.appointments.appointments2', { count })}
            />
          </>
        )}
      </Card>
    </div>
  );
}
