import {
  CalendarCheckIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  CalendarPlusIcon,
  CalendarRangeIcon,
  SearchIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { CountCard, StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAppointments } from '@/features/appointments/api/get-appointments';
import {
  APPOINTMENT_FORM_TYPES,
  STATUS_OPTIONS,
} from '@/features/appointments/components/appointment-options';
import { AppointmentsTable, NoAppointments } from '@/features/appointments/components/appointments-table';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { titleCase } from '@/lib/format';
import { useLeadActions } from '../composed/lead-actions';

const PAGE_SIZE = 25;
const DAY = 86_400_000;
type StatusFilter = 'all' | (typeof STATUS_OPTIONS)[number];

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

export default function AppointmentsPage() {
  const { dealershipId } = useDealershipFilter();
  const actions = useLeadActions();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<string>('all');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search.trim());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [debounced, status, type, dealershipId]);

  // One request for the figures and the counts; status filtering happens here so the counts stay whole.
  const list = useAppointments({ dealershipId, type, search: debounced || undefined, limit: 500 });
  const all = list.data?.items ?? [];

  const figures = useMemo(() => {
    const t = now.getTime();
    const upcoming = all.filter((a) => {
      const at = new Date(a.scheduledAt).getTime();
      return at >= t && (a.status === 'scheduled' || a.status === 'confirmed');
    });
    return {
      total: list.data?.total ?? all.length,
      upcoming: upcoming.length,
      today: all.filter((a) => sameDay(new Date(a.scheduledAt), now)).length,
      week: upcoming.filter((a) => new Date(a.scheduledAt).getTime() - t <= 7 * DAY).length,
    };
  }, [all, now, list.data?.total]);

  const counts = useMemo(() => {
    const c: Record<string, number> = { all: all.length };
    for (const s of STATUS_OPTIONS) c[s] = all.filter((a) => a.status === s).length;
    return c;
  }, [all]);

  const filtered = status === 'all' ? all : all.filter((a) => a.status === status);
  const pageItems = filtered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const filtersActive = Boolean(debounced) || status !== 'all' || type !== 'all';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Appointments"
        description="Test drives, sales meetings and demo drives across your dealerships."
        actions={
          <Button onClick={() => actions.openSchedule(null, 'appointments')}>
            <CalendarPlusIcon aria-hidden /> Schedule New
          </Button>
        }
      />
      <section aria-label="Appointment figures" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label="Total"
          value={figures.total}
          icon={CalendarDaysIcon}
          tone="blue"
          loading={list.isPending}
        />
        <StatCard
          label="Upcoming"
          value={figures.upcoming}
          icon={CalendarClockIcon}
          tone="violet"
          loading={list.isPending}
        />
        <StatCard
          label="Today"
          value={figures.today}
          icon={CalendarCheckIcon}
          tone="green"
          loading={list.isPending}
        />
        <StatCard
          label="This Week"
          value={figures.week}
          icon={CalendarRangeIcon}
          tone="amber"
          loading={list.isPending}
        />
      </section>
      <section
        aria-label="Appointments by status"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {(['all', ...STATUS_OPTIONS] as const).map((s) => (
          <CountCard
            key={s}
            label={s === 'all' ? 'All' : s}
            count={counts[s]}
            active={status === s}
            onClick={() => setStatus(s)}
          />
        ))}
      </section>
      <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="appointments-search">Search</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="appointments-search"
              type="search"
              placeholder="Search by customer name, email or vehicle"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <div className="space-y-1.5">
            <Label id="appointments-status-label">Status</Label>
            <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
              <SelectTrigger aria-labelledby="appointments-status-label" className="capitalize md:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Statuses</SelectItem>
                {STATUS_OPTIONS.map((s) => (
                  <SelectItem key={s} value={s} className="capitalize">
                    {s}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label id="appointments-type-label">Type</Label>
            <Select value={type} onValueChange={setType}>
              <SelectTrigger aria-labelledby="appointments-type-label" className="md:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Types</SelectItem>
                {APPOINTMENT_FORM_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {titleCase(t)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </Card>
      <Card className="p-2 sm:p-4">
        {!list.isPending && filtered.length === 0 ? (
          <NoAppointments
            description={
              filtersActive ? 'Try a different search or filter.' : 'Schedule a test drive to get started.'
            }
          />
        ) : (
          <>
            <AppointmentsTable appointments={pageItems} loading={list.isPending} skeletonRows={5} now={now} />
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={filtered.length}
              onPageChange={setPage}
              label="appointments"
            />
          </>
        )}
      </Card>
    </div>
  );
}
