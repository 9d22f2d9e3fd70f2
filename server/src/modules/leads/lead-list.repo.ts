// The Leads screen's reads: the filters (the CSV export pages through them too), the search condition (the
// conversations list searches leads the same way), the order, one page and the counts.
import type { LeadSort, SortOrder } from '@lead-manager/contracts/leads';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { dealershipNameOrder } from '../dealerships/dealerships.queries';
import { type LeadRow, leadColumns } from './leads.repo';
import { leads } from './leads.tables';
/** The filters the list and the count cards share; `status` only narrows the list. */
export interface LeadFilter {
  status?: string;
  source?: string;
  search?: string;
  /** An owner's id, or null for unassigned leads. */
  assignedUserId?: number | null;
  /** Only these leads (the Leads table's selection). */
  ids?: number[];
  /** The test leads alone; otherwise they are left out (see `testLeadCondition`). */
  onlyTestLeads?: boolean;
}

export interface LeadPage {
  limit: number;
  offset: number;
  sort?: LeadSort;
  order?: SortOrder;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `lower(column) LIKE lower-cased pattern` finds what ILIKE finds, about three times faster on a UTF-8 database
 * (ILIKE case-folds the pattern again for every row). A substring search still reads every lead in scope.
 */
const containsLower = (column: AnyPgColumn, pattern: string): SQL => sql`lower(${column}) LIKE ${pattern}`;

/** The columns a search reads: the table's, or those of another module's statement that joins `joinableLeads`. */
type SearchedLeadColumns = Record<'name' | 'vehicleInterest' | 'email' | 'phone', AnyPgColumn>;

/** What a search compares: the typed text as a substring pattern, and its digits when it looks like a phone. */
interface SearchPatterns {
  pattern: string;
  digits?: string;
}

function searchPatternsOf(search: string): SearchPatterns {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  // Phones are stored as E.164 (+15551234567): let "555-123" or "(555) 123" find them by their digits.
  const digits = search.replace(/\D/g, '');
  const looksLikePhone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(search);
  return looksLikePhone ? { pattern, digits: `%${digits}%` } : { pattern };
}

function searchMatches({ pattern, digits }: SearchPatterns, lead: SearchedLeadColumns): SQL | undefined {
  return or(
    containsLower(lead.name, pattern),
    containsLower(lead.vehicleInterest, pattern),
    // Emails are stored lower-cased and E.164 phones have no letters: nothing to fold.
    sql`${lead.email} LIKE ${pattern}`,
    sql`${lead.phone} LIKE ${pattern}`,
    digits === undefined ? undefined : sql`${lead.phone} LIKE ${digits}`,
  );
}

/**
 * A lead matching a search: name, vehicle, email or phone. The expressions are those of the trigram indexes
 * (migration 0003), so every screen that searches leads (Leads, conversations) uses the indexes.
 */
export function leadSearchCondition(search: string, lead: SearchedLeadColumns = leads): SQL | undefined {
  return searchMatches(searchPatternsOf(search), lead);
}

/**
 * A webhook's Test post makes a lead that no figure or list counts (Webhook Setup says so): left out unless the
 * test leads alone are asked for. A selection by id is taken as chosen.
 */
function testLeadCondition(onlyTestLeads: boolean | undefined, byIds: boolean): SQL | undefined {
  if (byIds) return undefined;
  return onlyTestLeads ? sql`${leads.isTest}` : sql`NOT ${leads.isTest}`;
}

/** The filters as conditions. */
function leadConditions(
  scope: SQL,
  filter: {
    status?: string;
    source?: string;
    search?: SearchPatterns;
    assignedUserId?: number | null;
    ids?: SQL;
    onlyTestLeads?: boolean;
  },
): SQL | undefined {
  return and(
    scope,
    testLeadCondition(filter.onlyTestLeads, filter.ids !== undefined),
    filter.status === undefined ? undefined : eq(leads.status, filter.status),
    filter.source === undefined ? undefined : eq(leads.source, filter.source),
    filter.search ? searchMatches(filter.search, leads) : undefined,
    filter.assignedUserId === null ? isNull(leads.assignedUserId) : undefined,
    filter.assignedUserId ? eq(leads.assignedUserId, filter.assignedUserId) : undefined,
    filter.ids,
  );
}

function whereLeads(scope: Scope, filter: LeadFilter): SQL | undefined {
  return leadConditions(inScope(leads.dealershipId, scope), {
    status: filter.status || undefined,
    source: filter.source || undefined,
    search: filter.search ? searchPatternsOf(filter.search) : undefined,
    assignedUserId: filter.assignedUserId,
    ids: filter.ids ? inArray(leads.id, filter.ids) : undefined,
    onlyTestLeads: filter.onlyTestLeads,
  });
}

/** What each sortable column orders by; the store by its name, as the table shows it. */
const SORT_EXPRESSIONS: Record<Exclude<LeadSort, 'createdAt'>, SQL> = {
  name: sql`lower(${leads.name})`,
  dealership: dealershipNameOrder(leads.dealershipId),
  source: sql`${leads.source}`,
  owner: sql`lower(${leadColumns.assignedUserName})`,
  status: sql`${leads.status}`,
  score: sql`${leads.score}`,
  lastContactAt: sql`${leads.lastContactAt}`,
};

/**
 * The page's order; the id breaks ties so pages never overlap. Newest first is the default and reads an index
 * in order; the other columns sort the matching leads (a top-N sort, measured in docs/decisions/007). Leads never
 * contacted, and unassigned leads, come last either way.
 */
function orderOf(page: Pick<LeadPage, 'sort' | 'order'>): SQL[] {
  const dir = page.order === 'asc' ? sql`ASC` : sql`DESC`;
  const expression =
    page.sort && page.sort in SORT_EXPRESSIONS
      ? SORT_EXPRESSIONS[page.sort as keyof typeof SORT_EXPRESSIONS]
      : undefined;
  if (!expression) {
    return page.order === 'asc'
      ? [sql`${leads.createdAt} ASC`, sql`${leads.id} ASC`]
      : [desc(leads.createdAt), desc(leads.id)];
  }
  return [sql`${expression} ${dir} NULLS LAST`, sql`${leads.id} ${dir}`];
}

export function findLeads(db: Db, scope: Scope, filter: LeadFilter, page: LeadPage): Promise<LeadRow[]> {
  return db
    .select(leadColumns)
    .from(leads)
    .where(whereLeads(scope, filter))
    .orderBy(...orderOf(page))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLeads(db: Db, scope: Scope, filter: LeadFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(whereLeads(scope, filter));
  return row?.total ?? 0;
}

/** Leads per status in one grouped query (the status filter itself is ignored). */
export function countLeadsByStatus(
  db: Db,
  scope: Scope,
  filter: Omit<LeadFilter, 'status'>,
): Promise<{ status: string; outcome: string | null; total: number }[]> {
  return db
    .select({ status: leads.status, outcome: leads.outcome, total: sql<number>`count(*)::int` })
    .from(leads)
    .where(whereLeads(scope, { ...filter, status: undefined }))
    .groupBy(leads.status, leads.outcome);
}
