import type { TFunction } from 'i18next';
import { FilterXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/labelled-select';
import { SearchAndFilters } from '@/components/search-and-filters';
import { CountCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { DealershipFilter } from '@/hooks/use-dealership-filter';
import { formatNumber, sourceLabel } from '@/lib/format';
import { useLeadCounts } from '../api/get-lead-counts';
import {
  filtersActive,
  LEAD_FILTER_SOURCES,
  LEAD_OWNER_FILTERS,
  type LeadOwnerFilter,
  type LeadsView,
  ownerQuery,
  sourceQuery,
  TEST_LEADS_FILTER,
} from '../hooks/use-leads-view';

type StatusFilter = LeadsView['status'];

const statuses = (t: TFunction): { value: StatusFilter; label: string; dot: string }[] => [
  { value: 'all', label: t('leads.leadsFilters.statusAll'), dot: 'bg-slate-400' },
  { value: 'new', label: t('leads.leadsFilters.statusNew'), dot: 'bg-blue-500' },
  { value: 'contacted', label: t('leads.leadsFilters.statusContacted'), dot: 'bg-amber-500' },
  { value: 'qualified', label: t('leads.leadsFilters.statusQualified'), dot: 'bg-emerald-500' },
  { value: 'appointment_scheduled', label: t('leads.leadsFilters.statusScheduled'), dot: 'bg-primary' },
  { value: 'closed', label: t('leads.leadsFilters.statusClosed'), dot: 'bg-slate-600' },
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
  const counts = useLeadCounts({
    dealershipId,
    search: view.search || undefined,
    ...sourceQuery(view.source),
    assignedUserId: ownerQuery(view.owner),
  });
  // A count that failed to load is shown as unknown, never as zero.
  const count = (value: StatusFilter) => (counts.isError ? undefined : counts.data?.[value]);
  const active = filtersActive(view);
  return (
    <>
      <section
        aria-label={t('leads.leadsFilters.leadsByStatus')}
        className="hidden gap-3 md:grid md:grid-cols-3 lg:grid-cols-6"
      >
        {statuses(t).map((c) => (
          <CountCard
            key={c.value}
            label={c.label}
            count={count(c.value)}
            active={view.status === c.value}
            onClick={() => onChange({ status: c.value })}
            dotClass={c.dot}
            caption={
              c.value === 'closed' && counts.data
                ? t('leads.leadsFilters.soldAndLost', { sold: counts.data.sold, lost: counts.data.lost })
                : undefined
            }
          />
        ))}
      </section>

      <Card className="flex flex-col gap-3 p-3 md:flex-row md:items-end md:p-4">
        <SearchAndFilters
          id="leads-search"
          label={t('leads.leadsFilters.search')}
          placeholder={t('leads.leadsFilters.searchByNameEmailPhone')}
          value={search}
          onValueChange={onSearchChange}
          active={active}
          menusClassName="grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:flex md:items-end"
        >
          <LabelledSelect
            id="leads-status"
            label={t('leads.leadsFilters.status')}
            triggerClassName="md:w-auto md:min-w-52"
            value={view.status}
            onValueChange={(v) => onChange({ status: v as StatusFilter })}
            options={statuses(t).map((o) => {
              const n = count(o.value);
              const label = o.value === 'all' ? t('leads.leadsFilters.allStatus') : o.label;
              return { value: o.value, label: n === undefined ? label : `${label} (${formatNumber(n)})` };
            })}
          />
          <LabelledSelect
            id="leads-source"
            triggerClassName="md:w-auto md:min-w-40"
            label={t('leads.leadsFilters.source')}
            value={view.source}
            onValueChange={(v) => onChange({ source: v as LeadsView['source'] })}
            options={[
              { value: 'all', label: t('leads.leadsFilters.allSources') },
              ...LEAD_FILTER_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) })),
              { value: TEST_LEADS_FILTER, label: t('leads.leadsFilters.testLeads') },
            ]}
          />
          <LabelledSelect
            id="leads-owner"
            triggerClassName="md:w-auto md:min-w-40"
            label={t('leadWork.owner.label')}
            value={view.owner}
            onValueChange={(v) => onChange({ owner: v as LeadOwnerFilter })}
            options={LEAD_OWNER_FILTERS.map((o) => ({ value: o, label: t(`leadWork.owner.${o}`) }))}
          />
        </SearchAndFilters>
        <div className="flex items-end justify-between gap-2">
          <Button variant="ghost" onClick={onClear} disabled={!active}>
            <FilterXIcon aria-hidden /> {t('leads.leadsFilters.clearFilters')}
          </Button>
          <div className="hidden md:block">{layoutToggle}</div>
        </div>
      </Card>
    </>
  );
}

export function LeadsLoading() {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 p-4" aria-label={t('leads.leadsFilters.loadingLeads')} aria-busy>
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
