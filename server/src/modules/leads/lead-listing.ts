import type { RealtimeEvent } from '@lead-manager/contracts/events';
import {
  LEAD_STATUSES,
  type Lead,
  type LeadCounts,
  type LeadSort,
  type LeadStatus,
  type SortOrder,
} from '@lead-manager/contracts/leads';
import { createCountCache } from '../../lib/count-cache';
import { narrowScope, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { toLeadDto } from './lead-dto';
import { countLeads, countLeadsByStatus, findLeads, type LeadFilter } from './lead-list.repo';

const DEFAULT_PAGE_SIZE = 100;
/** How old the total of a search with more matches than a page may be (see searchTotals). */
const SEARCH_TOTAL_MAX_AGE_MS = 5_000;

export interface LeadListOptions extends LeadFilter {
  dealershipId?: number;
  limit?: number;
  offset?: number;
  sort?: LeadSort;
  order?: SortOrder;
}

function toLeadCounts(groups: { status: string; outcome: string | null; total: number }[]): LeadCounts {
  const counts: LeadCounts = {
    all: 0,
    new: 0,
    contacted: 0,
    qualified: 0,
    appointment_scheduled: 0,
    closed: 0,
    sold: 0,
    lost: 0,
  };
  for (const { status, outcome, total } of groups) {
    counts.all += total;
    if ((LEAD_STATUSES as readonly string[]).includes(status)) counts[status as LeadStatus] += total;
    if (status === 'closed' && (outcome === 'sold' || outcome === 'lost')) counts[outcome] += total;
  }
  return counts;
}

/** Every count of leads changes only with a lead created, changed or deleted: each announces itself. */
const changesLeads = (event: RealtimeEvent) => event.type === 'NEW_LEAD' || event.type === 'LEAD_UPDATED';
const countKey = (scope: Scope, filter: LeadFilter) => JSON.stringify({ scope, filter });

/** The Leads screen's page and its status counts; the counts are cached until a lead changes. */
export function createLeadListing(
  { db, events }: Pick<ServiceDeps, 'db' | 'events'>,
  withOptOuts: (leads: Lead[]) => Promise<Lead[]> | Lead[],
) {
  const totals = createCountCache<number>(events, { invalidatedBy: changesLeads });
  const statusCounts = createCountCache<LeadCounts>(events, { invalidatedBy: changesLeads });
  // A search that fills its page can match tens of thousands of leads in a large group: counting them all is most
  // of the request, and with leads arriving every second no event-kept count lasts. Its total may be a few seconds
  // old instead ("1–50 of 25,170"); the page itself is always read fresh.
  const searchTotals = createCountCache<number>(events, {
    invalidatedBy: () => false,
    maxAgeMs: SEARCH_TOTAL_MAX_AGE_MS,
  });

  return {
    /** One page, newest first, plus the number of leads matching the filters. */
    async list(scope: Scope, options: LeadListOptions): Promise<{ leads: Lead[]; total: number }> {
      const narrowed = narrowScope(scope, options.dealershipId);
      const filter: LeadFilter = {
        status: options.status,
        source: options.source,
        search: options.search,
        assignedUserId: options.assignedUserId,
        onlyTestLeads: options.onlyTestLeads,
      };
      const page = {
        limit: options.limit ?? DEFAULT_PAGE_SIZE,
        offset: options.offset ?? 0,
        sort: options.sort,
        order: options.order,
      };
      const key = countKey(narrowed, filter);
      const count = () => countLeads(db, narrowed, filter);
      if (filter.search) {
        const rows = await findLeads(db, narrowed, filter, page);
        // A page that is not full ends the matches: the total is known without counting.
        const ended = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
        const total = ended ? page.offset + rows.length : await searchTotals.get(key, count);
        return { leads: await withOptOuts(rows.map(toLeadDto)), total };
      }
      const [rows, total] = await Promise.all([
        findLeads(db, narrowed, filter, page),
        totals.get(key, count),
      ]);
      return { leads: await withOptOuts(rows.map(toLeadDto)), total };
    },

    async counts(
      scope: Scope,
      options: Omit<LeadListOptions, 'status' | 'limit' | 'offset'>,
    ): Promise<LeadCounts> {
      const narrowed = narrowScope(scope, options.dealershipId);
      const filter = {
        source: options.source,
        search: options.search,
        assignedUserId: options.assignedUserId,
        onlyTestLeads: options.onlyTestLeads,
      };
      return statusCounts.get(countKey(narrowed, filter), async () =>
        toLeadCounts(await countLeadsByStatus(db, narrowed, filter)),
      );
    },
  };
}
