import type { LeadStatus } from '@lead-manager/contracts/leads';
import { FileUpIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { SearchInput } from '@/components/search-input';
import { CountCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ExportLeadsButton } from '@/features/lead-import/components/export-leads-button';
import { useLeadCounts } from '@/features/leads/api/get-lead-counts';
import { useLeads } from '@/features/leads/api/get-leads';
import { LeadCard } from '@/features/leads/components/lead-card';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber, sourceLabel } from '@/lib/format';
import { useLeadActions } from '../composed/lead-actions';

const AddLeadDialog = lazy(() => import('@/features/leads/components/add-lead-dialog'));
const ImportLeadsDialog = lazy(() => import('@/features/lead-import/components/import-leads-dialog'));

const PAGE_SIZE = 24;
type StatusFilter = 'all' | LeadStatus;

const STATUS_CARDS: { value: StatusFilter; label: string; dot: string }[] = [
  { value: 'all', label: 'All Leads', dot: 'bg-slate-400' },
  { value: 'new', label: 'New', dot: 'bg-blue-500' },
  { value: 'contacted', label: 'Contacted', dot: 'bg-amber-500' },
  { value: 'qualified', label: 'Qualified', dot: 'bg-emerald-500' },
  { value: 'appointment_scheduled', label: 'Scheduled', dot: 'bg-primary' },
  { value: 'closed', label: 'Closed', dot: 'bg-slate-600' },
];

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'appointment_scheduled', label: 'Scheduled' },
  { value: 'closed', label: 'Closed' },
];

const SOURCES = ['all', 'facebook', 'instagram', 'tiktok', 'youtube'] as const;

export default function LeadsPage() {
  const params = new URLSearchParams(useSearch());
  const urlSearch = params.get('search') ?? '';
  const { dealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  const actions = useLeadActions();
  const [search, setSearch] = useState(urlSearch);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [source, setSource] = useState<(typeof SOURCES)[number]>('all');
  const [page, setPage] = useState(0);
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim());

  // The header search navigates here with ?search=.
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [debounced, status, source, dealershipId]);

  const leads = useLeads({
    dealershipId,
    status,
    source,
    search: debounced || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const counts = useLeadCounts({ dealershipId, search: debounced || undefined, source });
  const filtersActive = Boolean(debounced) || status !== 'all' || source !== 'all';
  const items = leads.data?.items ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Leads"
        description="Every lead from social ads and web forms, in one place."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <FileUpIcon aria-hidden /> Import CSV
            </Button>
            <ExportLeadsButton query={{ dealershipId, status, source, search: debounced || undefined }} />
            <Button onClick={() => setAddOpen(true)}>
              <PlusIcon aria-hidden /> Add Lead
            </Button>
          </div>
        }
      />

      <section aria-label="Leads by status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {STATUS_CARDS.map((c) => (
          <CountCard
            key={c.value}
            label={c.label}
            count={counts.data?.[c.value]}
            active={status === c.value}
            onClick={() => setStatus(c.value)}
            dotClass={c.dot}
          />
        ))}
      </section>

      <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="leads-search">Search</Label>
          <SearchInput
            id="leads-search"
            placeholder="Search by name, email or vehicle"
            value={search}
            onValueChange={setSearch}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <div className="space-y-1.5">
            <Label id="leads-status-label">Status</Label>
            <Select value={status} onValueChange={(v) => setStatus(v as StatusFilter)}>
              <SelectTrigger aria-labelledby="leads-status-label" className="md:w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUS_OPTIONS.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label} ({formatNumber(counts.data?.[o.value] ?? 0)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label id="leads-source-label">Source</Label>
            <Select value={source} onValueChange={(v) => setSource(v as (typeof SOURCES)[number])}>
              <SelectTrigger aria-labelledby="leads-source-label" className="md:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SOURCES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {s === 'all' ? 'All Sources' : sourceLabel(s)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </Card>

      {leads.isPending ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Loading leads">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <Card className="space-y-3 p-4">
                <div className="flex items-center gap-3">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3 w-1/3" />
                  </div>
                </div>
                <Skeleton className="h-3 w-3/4" />
                <Skeleton className="h-3 w-2/3" />
                <Skeleton className="h-8 w-full" />
              </Card>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <Card>
          {filtersActive ? (
            <EmptyState
              icon={UsersIcon}
              title="No leads found"
              description="Try adjusting your search or filters."
            />
          ) : (
            <EmptyState
              icon={UsersIcon}
              title="No leads found"
              description="Get started by adding your first lead."
              action={
                <Button onClick={() => setAddOpen(true)}>
                  <PlusIcon aria-hidden /> Add Your First Lead
                </Button>
              }
            />
          )}
        </Card>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Leads">
            {items.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  onView={actions.openDetails}
                  onChat={actions.openDetails}
                  onSchedule={(l) => actions.openSchedule(l)}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={leads.data?.total ?? 0}
            onPageChange={setPage}
            label="leads"
          />
        </>
      )}

      {addOpen ? (
        <Suspense fallback={null}>
          <AddLeadDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            dealershipFilter={dealershipId}
            dealerships={dealerships}
          />
        </Suspense>
      ) : null}
      {importOpen ? (
        <Suspense fallback={null}>
          <ImportLeadsDialog
            open={importOpen}
            onOpenChange={setImportOpen}
            dealershipFilter={dealershipId}
            dealerships={dealerships}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
