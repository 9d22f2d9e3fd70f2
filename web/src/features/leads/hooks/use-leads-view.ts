import {
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSort,
  type SortOrder,
} from '@lead-manager/contracts/leads';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/** Every source a lead can come from, Google and Website included. */
export const LEAD_FILTER_SOURCES = LEAD_SOURCES;
/** The Source menu's last choice: the leads a webhook's Test post made, which every other view leaves out. */
export const TEST_LEADS_FILTER = 'test';

type LeadsLayout = 'table' | 'cards';

/** Whose leads: everyone's, the signed-in person's, or nobody's yet. */
export const LEAD_OWNER_FILTERS = ['all', 'me', 'none'] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number];

/** What the Leads screen shows, read from and written to the URL so a view can be shared and survives reload. */
export type LeadsView = {
  search: string;
  status: 'all' | (typeof LEAD_STATUSES)[number];
  source: 'all' | (typeof LEAD_FILTER_SOURCES)[number] | typeof TEST_LEADS_FILTER;
  owner: LeadOwnerFilter;
  sort: LeadSort;
  order: SortOrder;
  page: number;
  /** Null: the screen's default (a table, cards on a phone). */
  layout: LeadsLayout | null;
};

const DEFAULTS: Omit<LeadsView, 'layout' | 'owner'> = {
  search: '',
  status: 'all',
  source: 'all',
  sort: 'createdAt',
  order: 'desc',
  page: 0,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * `defaultOwner`: whose leads the screen opens on when the URL does not say (a salesperson's own);
 * a removed default is written as `owner=all`, so it stays removed on reload.
 */
function readLeadsView(params: URLSearchParams, defaultOwner: LeadOwnerFilter = 'all'): LeadsView {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: oneOf(['all', ...LEAD_STATUSES], params.get('status'), 'all'),
    source: oneOf(['all', ...LEAD_FILTER_SOURCES, TEST_LEADS_FILTER], params.get('source'), 'all'),
    owner: oneOf(LEAD_OWNER_FILTERS, params.get('owner'), defaultOwner),
    sort: oneOf(LEAD_SORTS, params.get('sort'), DEFAULTS.sort),
    order: oneOf(['asc', 'desc'], params.get('order'), DEFAULTS.order),
    // The URL counts pages from 1, as people do.
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    layout:
      oneOf<LeadsLayout | 'default'>(['table', 'cards'], params.get('view'), 'default') === 'default'
        ? null
        : (params.get('view') as LeadsLayout),
  };
}

/** Only what differs from the defaults goes into the URL. */
function writeLeadsView(view: LeadsView, defaultOwner: LeadOwnerFilter = 'all'): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.status !== DEFAULTS.status) params.set('status', view.status);
  if (view.source !== DEFAULTS.source) params.set('source', view.source);
  if (view.owner !== defaultOwner) params.set('owner', view.owner);
  if (view.sort !== DEFAULTS.sort || view.order !== DEFAULTS.order) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.layout) params.set('view', view.layout);
  return params;
}

export const filtersActive = (view: LeadsView) =>
  Boolean(view.search) || view.status !== 'all' || view.source !== 'all' || view.owner !== 'all';

/** The `assignedUserId` query of GET /api/leads for the owner filter. */
export const ownerQuery = (owner: LeadOwnerFilter) => (owner === 'all' ? undefined : owner);

/** The `source` and `test` queries of GET /api/leads (and its counts) for the Source menu. */
export const sourceQuery = (source: LeadsView['source']) =>
  source === TEST_LEADS_FILTER ? { test: 'only' as const } : { source };

/** The view and a setter; a change of filter or sort starts again at the first page. */
export function useLeadsView(defaultOwner: LeadOwnerFilter = 'all') {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the identity of the params
  const view = useMemo(() => readLeadsView(params, defaultOwner), [key, defaultOwner]);
  const update = useCallback(
    (changes: Partial<LeadsView>) => {
      const current = readLeadsView(new URLSearchParams(window.location.search), defaultOwner);
      const resetsPage = Object.keys(changes).some((k) => k !== 'page' && k !== 'layout');
      const next = { ...current, ...(resetsPage ? { page: 0 } : {}), ...changes };
      // Paging is a step back can undo; a new filter or sort replaces the entry.
      setParams(writeLeadsView(next, defaultOwner), { replace: resetsPage || 'layout' in changes });
    },
    [setParams, defaultOwner],
  );
  const clearFilters = useCallback(
    () => update({ search: '', status: 'all', source: 'all', owner: 'all' }),
    [update],
  );
  return { view, update, clearFilters };
}
