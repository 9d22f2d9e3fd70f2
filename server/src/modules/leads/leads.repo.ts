import type { LeadSort, SortOrder } from '@lead-manager/contracts/leads';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedQuery, statementsByShape } from '../../db/prepared';
import { assertInScope, inScope, inScopePrepared, type Scope, scopeParams } from '../../lib/scope';
import { dealershipNameOrder } from '../dealerships/dealerships.queries';
import { displayNameOf } from '../users/users.queries';
import { leads } from './leads.tables';

/** A lead with its owner's display name (the profile's full name, else the username). */
export type LeadRow = typeof leads.$inferSelect & { assignedUserName?: string | null };
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadChanges = Partial<Omit<NewLeadRow, 'id' | 'dealershipId' | 'createdAt'>>;

/** The filters the list and the count cards share; `status` only narrows the list. */
export interface LeadFilter {
  status?: string;
  source?: string;
  search?: string;
  /** An owner's id, or null for unassigned leads. */
  assignedUserId?: number | null;
  /** Only these leads (the Leads table's selection). */
  ids?: number[];
}

const ownerName = displayNameOf(leads.assignedUserId);
/** Every column of a lead plus its owner's name: for SELECT and RETURNING alike. */
const leadColumns = { ...getTableColumns(leads), assignedUserName: ownerName };

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
const containsLower = (column: AnyPgColumn, pattern: string | Placeholder): SQL =>
  sql`lower(${column}) LIKE ${pattern}`;

/** The columns a search reads: the table's, or those of another module's statement that joins `joinableLeads`. */
type SearchedLeadColumns = Record<'name' | 'vehicleInterest' | 'email' | 'phone', AnyPgColumn>;

/** What a search compares: the typed text as a substring pattern, and its digits when it looks like a phone. */
interface SearchPatterns<Value> {
  pattern: Value;
  digits?: Value;
}

function searchPatternsOf(search: string): SearchPatterns<string> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  // Phones are stored as E.164 (+15551234567): let "555-123" or "(555) 123" find them by their digits.
  const digits = search.replace(/\D/g, '');
  const looksLikePhone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(search);
  return looksLikePhone ? { pattern, digits: `%${digits}%` } : { pattern };
}

function searchMatches(
  { pattern, digits }: SearchPatterns<string | Placeholder>,
  lead: SearchedLeadColumns,
): SQL | undefined {
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

/** The filters as conditions; each value is the filter's own or, in a statement kept per shape, a placeholder. */
function leadConditions(
  scope: SQL,
  filter: {
    status?: string | Placeholder;
    source?: string | Placeholder;
    search?: SearchPatterns<string | Placeholder>;
    assignedUserId?: number | null | Placeholder;
    ids?: SQL;
  },
): SQL | undefined {
  return and(
    scope,
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
  });
}

/** What each sortable column orders by; the store by its name, as the table shows it. */
const SORT_EXPRESSIONS: Record<Exclude<LeadSort, 'createdAt'>, SQL> = {
  name: sql`lower(${leads.name})`,
  dealership: dealershipNameOrder(leads.dealershipId),
  source: sql`${leads.source}`,
  owner: sql`lower(${ownerName})`,
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

/** Which filters a page has and its order: the lead page statements are built once per shape. */
interface LeadPageShape {
  status: boolean;
  source: boolean;
  search: boolean;
  digits: boolean;
  owner: 'any' | 'none' | 'one';
  ids: boolean;
  sort?: LeadSort;
  order?: SortOrder;
}

/**
 * A page's statement for one shape, drizzle building it once: building the SQL was the largest part of the app's
 * cost of a page of the Leads screen or the quick finder. The values are placeholders, and PostgreSQL still plans
 * every call with them (see `statementsByShape`).
 */
const leadPageStatement = statementsByShape((db: Db, shape: LeadPageShape) =>
  db
    .select(leadColumns)
    .from(leads)
    .where(
      leadConditions(inScopePrepared(leads.dealershipId), {
        status: shape.status ? sql.placeholder('status') : undefined,
        source: shape.source ? sql.placeholder('source') : undefined,
        search: shape.search
          ? {
              pattern: sql.placeholder('pattern'),
              digits: shape.digits ? sql.placeholder('digits') : undefined,
            }
          : undefined,
        assignedUserId: { any: undefined, none: null, one: sql.placeholder('owner') }[shape.owner],
        ids: shape.ids ? sql`${leads.id} = ANY(${sql.placeholder('ids')}::int[])` : undefined,
      }),
    )
    .orderBy(...orderOf(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(''),
);

export function findLeads(db: Db, scope: Scope, filter: LeadFilter, page: LeadPage): Promise<LeadRow[]> {
  const search = filter.search ? searchPatternsOf(filter.search) : undefined;
  const shape: LeadPageShape = {
    status: Boolean(filter.status),
    source: Boolean(filter.source),
    search: search !== undefined,
    digits: search?.digits !== undefined,
    owner: filter.assignedUserId === null ? 'none' : filter.assignedUserId ? 'one' : 'any',
    ids: filter.ids !== undefined,
    sort: page.sort,
    order: page.order,
  };
  return leadPageStatement(db, shape).execute({
    ...scopeParams(scope),
    status: filter.status,
    source: filter.source,
    pattern: search?.pattern,
    digits: search?.digits,
    owner: filter.assignedUserId,
    ids: filter.ids,
    limit: page.limit,
    offset: page.offset,
  });
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
): Promise<{ status: string; total: number }[]> {
  return db
    .select({ status: leads.status, total: sql<number>`count(*)::int` })
    .from(leads)
    .where(whereLeads(scope, { ...filter, status: undefined }))
    .groupBy(leads.status);
}

/** Any lead by id: jobs read every new lead this way (a prepared statement, see db/prepared.ts). */
const leadById = preparedQuery((db) =>
  db
    .select(leadColumns)
    .from(leads)
    .where(eq(leads.id, sql.placeholder('id')))
    .limit(1)
    .prepare('lead_by_id'),
);

export async function getLeadById(db: Db, scope: Scope, id: number): Promise<LeadRow | undefined> {
  if (scope.all) return (await leadById(db).execute({ id }))[0];
  const [row] = await db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .limit(1);
  return row;
}

export async function insertLead(db: Db, scope: Scope, values: NewLeadRow): Promise<LeadRow> {
  assertInScope(scope, values.dealershipId);
  const [row] = await db.insert(leads).values(values).returning(leadColumns);
  if (!row) throw new Error('insert into leads returned no row');
  return row;
}

export async function updateLead(
  db: Db,
  scope: Scope,
  id: number,
  changes: LeadChanges,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .returning(leadColumns);
  return row;
}

/** One change to several leads at once; ids outside the scope are left alone. */
export function updateLeads(db: Db, scope: Scope, ids: number[], changes: LeadChanges): Promise<LeadRow[]> {
  return db
    .update(leads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(inArray(leads.id, ids), inScope(leads.dealershipId, scope)))
    .returning();
}

/** Conversations, messages, follow-ups and appointments go with the lead (ON DELETE CASCADE). */
export async function deleteLead(db: Db, scope: Scope, id: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .delete(leads)
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)))
    .returning(leadColumns);
  return row;
}

/** Removes every test lead (made by the Webhook Setup Test button) in scope; their rows cascade with them. */
export async function deleteTestLeads(db: Db, scope: Scope): Promise<{ id: number; dealershipId: number }[]> {
  return db
    .delete(leads)
    .where(and(eq(leads.isTest, true), inScope(leads.dealershipId, scope)))
    .returning({ id: leads.id, dealershipId: leads.dealershipId });
}

/**
 * The language read from the lead's own message, unless staff chose one; the row when it changed (a lead whose
 * language only had the English default takes the detected one even when it is English).
 */
export async function updateDetectedLanguage(
  db: Db,
  scope: Scope,
  id: number,
  language: string,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set({ language, languageSource: 'detected', updatedAt: sql`now()` })
    .where(
      and(
        eq(leads.id, id),
        sql`${leads.languageSource} <> 'staff'`,
        sql`(${leads.language} <> ${language} OR ${leads.languageSource} = 'default')`,
        inScope(leads.dealershipId, scope),
      ),
    )
    .returning(leadColumns);
  return row;
}

export async function markLeadActed(db: Db, scope: Scope, id: number): Promise<void> {
  await db
    .update(leads)
    .set({ ownerActedAt: sql`now()` })
    .where(and(eq(leads.id, id), inScope(leads.dealershipId, scope)));
}
