import { FilterXIcon, SlidersHorizontalIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/labelled-select';
import { SearchInput } from '@/components/search-input';
import { CountCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import type { DealershipFilter } from '@/hooks/use-dealership-filter';
import { formatNumber, sourceLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useLeadCounts } from '../api/get-lead-counts';
import {
  filtersActive,
  LEAD_FILTER_SOURCES,
  LEAD_OWNER_FILTERS,
  type LeadOwnerFilter,
  type LeadsView,
  ownerQuery,
} from '../hooks/use-leads-view';

type StatusFilter = LeadsView['status'];

const STATUSES: { value: StatusFilter; label: string; dot: string }[] = [
  { value: 'all', label: 'All leads', dot: 'bg-slate-400' },
  { value: 'new', label: 'New', dot: 'bg-blue-500' },
  { value: 'contacted', label: 'Contacted', dot: 'bg-amber-500' },
  { value: 'qualified', label: 'Qualified', dot: 'bg-emerald-500' },
  { value: 'appointment_scheduled', label: 'Scheduled', dot: 'bg-primary' },
  { value: 'closed', label: 'Closed', dot: 'bg-slate-600' },
];

/**
 * The Leads screen's count cards and filters. On a phone the cards are left out (the status menu carries the
 * counts) and the menus fold behind a Filters button, so the first leads show without scrolling.
 */
export function LeadsFilters({
  view,
  search,
  onSearchChange,
  onChange,
  onClear,
  dealershipId,
  layoutToggle,
}: {
  view: LeadsView;
  search: string;
  onSearchChange: (value: string) => void;
  onChange: (changes: Partial<LeadsView>) => void;
  onClear: () => void;
  dealershipId: DealershipFilter;
  layoutToggle: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const counts = useLeadCounts({
    dealershipId,
    search: view.search || undefined,
    source: view.source,
    assignedUserId: ownerQuery(view.owner),
  });
  // A count that failed to load is shown as unknown, never as zero.
  const count = (value: StatusFilter) => (counts.isError ? undefined : counts.data?.[value]);
  const active = filtersActive(view);
  return (
    <>
      <section aria-label="Leads by status" className="hidden gap-3 md:grid md:grid-cols-3 lg:grid-cols-6">
        {STATUSES.map((c) => (
          <CountCard
            key={c.value}
            label={c.label}
            count={count(c.value)}
            active={view.status === c.value}
            onClick={() => onChange({ status: c.value })}
            dotClass={c.dot}
          />
        ))}
      </section>

      <Card className="flex flex-col gap-3 p-3 md:flex-row md:items-end md:p-4">
        <div className="flex flex-1 items-end gap-2">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="leads-search">Search</Label>
            <SearchInput
              id="leads-search"
              placeholder="Search by name, email, phone or vehicle"
              value={search}
              onValueChange={onSearchChange}
            />
          </div>
          <Button
            variant="outline"
            className="md:hidden"
            aria-expanded={open}
            aria-controls="leads-filter-menus"
            onClick={() => setOpen((o) => !o)}
          >
            <SlidersHorizontalIcon aria-hidden /> Filters
            {active ? (
              <>
                <span className="size-2 rounded-full bg-primary" aria-hidden />
                <span className="sr-only">(on)</span>
              </>
            ) : null}
          </Button>
        </div>
        <div
          id="leads-filter-menus"
          className={cn('grid-cols-2 gap-3 md:flex md:items-end', open ? 'grid' : 'hidden')}
        >
          <LabelledSelect
            id="leads-status"
            label="Status"
            triggerClassName="md:w-52"
            value={view.status}
            onValueChange={(v) => onChange({ status: v as StatusFilter })}
            options={STATUSES.map((o) => {
              const n = count(o.value);
              const label = o.value === 'all' ? 'All Status' : o.label;
              return { value: o.value, label: n === undefined ? label : `${label} (${formatNumber(n)})` };
            })}
          />
          <LabelledSelect
            id="leads-source"
            triggerClassName="md:w-40"
            label="Source"
            value={view.source}
            onValueChange={(v) => onChange({ source: v as LeadsView['source'] })}
            options={[
              { value: 'all', label: 'All sources' },
              ...LEAD_FILTER_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) })),
            ]}
          />
          <LabelledSelect
            id="leads-owner"
            triggerClassName="md:w-40"
            label={t('leadWork.owner.label')}
            value={view.owner}
            onValueChange={(v) => onChange({ owner: v as LeadOwnerFilter })}
            options={LEAD_OWNER_FILTERS.map((o) => ({ value: o, label: t(`leadWork.owner.${o}`) }))}
          />
        </div>
        <div className="flex items-end justify-between gap-2">
          <Button variant="ghost" onClick={onClear} disabled={!active}>
            <FilterXIcon aria-hidden /> Clear filters
          </Button>
          <div className="hidden md:block">{layoutToggle}</div>
        </div>
      </Card>
    </>
  );
}

export function LeadsLoading() {
  return (
    <Card className="space-y-3 p-4" aria-label="Loading leads" aria-busy>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-4" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </Card>
  );
}
