import type { TFunction } from 'i18next';
import { FileUpIcon, FilterXIcon, LayoutGridIcon, PlusIcon, TableIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { PausedListNotice } from '@/components/paused-list-notice';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { ExportLeadsButton } from '@/features/lead-import/components/export-leads-button';
import { useLeads } from '@/features/leads/api/get-leads';
import { LeadCards } from '@/features/leads/components/lead-cards';
import { LeadsFilters, LeadsLoading } from '@/features/leads/components/leads-filters';
import { LeadsTable } from '@/features/leads/components/leads-table';
import { filtersActive, ownerQuery, sourceQuery, useLeadsView } from '@/features/leads/hooks/use-leads-view';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealerships } from '@/hooks/use-dealerships';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useLeadActions } from '../composed/lead-actions';
import { LeadsBulkBar } from '../composed/leads-bulk-bar';

const AddLeadDialog = lazy(() => import('@/features/leads/components/add-lead-dialog'));
const ImportLeadsDialog = lazy(() => import('@/features/lead-import/components/import-leads-dialog'));

const PAGE_SIZE = 25;
const layouts = (t: TFunction) =>
  [
    { value: 'table', label: t('pages.leads.layoutTable'), icon: TableIcon },
    { value: 'cards', label: t('pages.leads.layoutCards'), icon: LayoutGridIcon },
  ] as const;

export default function LeadsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // A salesperson opens on their own leads; managers and admins on everyone's (the filter shows and can be removed).
  const { view, update, clearFilters } = useLeadsView(me?.role === 'user' ? 'me' : 'all');
  const { dealershipId } = useDealershipFilter();
  const { data: dealerships } = useDealerships();
  const actions = useLeadActions();
  const wide = useMediaQuery('(min-width: 768px)');
  const layout = view.layout ?? (wide ? 'table' : 'cards');
  const [search, setSearch] = useState(view.search);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const listTop = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(search.trim());

  // The URL leads (the header search and Back navigate here); the box follows it.
  useEffect(() => setSearch(view.search), [view.search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written to the URL
  useEffect(() => {
    if (debounced !== view.search) update({ search: debounced });
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter, sort or page lets go of the selection
  useEffect(
    () => setSelected(new Set()),
    [view.search, view.status, view.source, view.owner, dealershipId, view.sort, view.order, view.page],
  );

  const query = {
    dealershipId,
    status: view.status,
    ...sourceQuery(view.source),
    search: view.search || undefined,
    assignedUserId: ownerQuery(view.owner),
  };
  const leads = useLeads({
    ...query,
    sort: view.sort,
    order: view.order,
    limit: PAGE_SIZE,
    offset: view.page * PAGE_SIZE,
  });
  const items = leads.data?.items ?? [];
  // Leads that left the list (a bulk change moved them out of the filter) leave the selection: the bar counts
  // only rows on screen, and its next action or export only those.
  useEffect(() => {
    if (!leads.data) return;
    const shown = new Set(leads.data.items.map((lead) => lead.id));
    setSelected((now) =>
      [...now].every((id) => shown.has(id)) ? now : new Set([...now].filter((id) => shown.has(id))),
    );
  }, [leads.data]);

  const goToPage = (page: number) => {
    update({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('pages.leads.leads')}
        description={t('pages.leads.everyLeadFromSocialAds')}
        actions={
          <div className="flex flex-wrap gap-2">
            {me && me.role !== 'user' ? (
              <Button variant="outline" onClick={() => setImportOpen(true)}>
                <FileUpIcon aria-hidden /> {t('pages.leads.importCsv')}
              </Button>
            ) : null}
            <ExportLeadsButton query={query} />
            <Button onClick={() => setAddOpen(true)}>
              <PlusIcon aria-hidden /> {t('pages.leads.addLead')}
            </Button>
          </div>
        }
      />

      <LeadsFilters
        view={view}
        search={search}
        onSearchChange={setSearch}
        onChange={update}
        onClear={() => {
          setSearch('');
          clearFilters();
        }}
        dealershipId={dealershipId}
        layoutToggle={
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t('pages.leads.showLeadsAs')}</legend>
            {layouts(t).map(({ value, label, icon: Icon }) => (
              <Button
                key={value}
                variant={layout === value ? 'secondary' : 'ghost'}
                size="icon"
                aria-pressed={layout === value}
                aria-label={label}
                title={label}
                onClick={() => update({ layout: value })}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </fieldset>
        }
      />

      <div ref={listTop} className="scroll-mt-4 space-y-3">
        {selected.size > 0 ? (
          <LeadsBulkBar selected={selected} onClear={() => setSelected(new Set())} />
        ) : null}
        <PausedListNotice query={leads} />
        {leads.isPending ? (
          <LeadsLoading />
        ) : leads.isError ? (
          <QueryError
            title={t('pages.leads.couldNotLoadTheLeads')}
            error={leads.error}
            onRetry={() => void leads.refetch()}
            retrying={leads.isFetching}
          />
        ) : items.length === 0 ? (
          <Card>
            {filtersActive(view) ? (
              <EmptyState
                icon={UsersIcon}
                title={t('pages.leads.noLeadsFound')}
                description={t('pages.leads.tryAnotherSearchOrClear')}
                action={
                  <Button variant="outline" onClick={clearFilters}>
                    <FilterXIcon aria-hidden /> {t('pages.leads.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={UsersIcon}
                title={t('pages.leads.noLeadsFound')}
                description={t('pages.leads.getStartedByAddingYour')}
                action={
                  <Button onClick={() => setAddOpen(true)}>
                    <PlusIcon aria-hidden /> {t('pages.leads.addYourFirstLead')}
                  </Button>
                }
              />
            )}
          </Card>
        ) : (
          <>
            {layout === 'table' ? (
              <Card className="p-0">
                <LeadsTable
                  leads={items}
                  sort={view.sort}
                  order={view.order}
                  onSort={(sort, order) => update({ sort, order })}
                  selected={selected}
                  onSelectedChange={setSelected}
                  onView={actions.openDetails}
                  onChat={actions.openConversation}
                  onSchedule={(l) => actions.openSchedule(l)}
                />
              </Card>
            ) : (
              <LeadCards
                leads={items}
                selected={selected}
                onSelectedChange={setSelected}
                onView={actions.openDetails}
                onChat={actions.openConversation}
                onSchedule={(l) => actions.openSchedule(l)}
              />
            )}
            <Pager
              page={view.page}
              pageSize={PAGE_SIZE}
              total={leads.data?.total ?? 0}
              onPageChange={goToPage}
              countOf={(count) => t('pages.leads.leads2', { count })}
            />
          </>
        )}
      </div>

      {addOpen ? (
        <Suspense fallback={null}>
          <AddLeadDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            dealershipFilter={dealershipId}
            dealerships={dealerships}
            onOpenExisting={(leadId) =>
              actions.openDetailsById(leadId).then((opened) => opened && setAddOpen(false))
            }
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
