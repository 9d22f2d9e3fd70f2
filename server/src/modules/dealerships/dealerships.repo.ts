import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { inScope, inScopePrepared, type Scope, scopeParams } from '../../lib/scope';
import { dealerships } from './dealerships.tables';

export type DealershipRow = typeof dealerships.$inferSelect;
export type DealershipPatch = Partial<
  Pick<
    DealershipRow,
    | 'name'
    | 'phone'
    | 'email'
    | 'address'
    | 'timezone'
    | 'businessHours'
    | 'smsSender'
    | 'smsMessagesPerSecond'
    | 'emailFromName'
    | 'emailFromAddress'
    | 'inboundEmail'
    | 'crmLeadEmails'
  >
>;

export function findDealerships(db: Db, scope: Scope): Promise<DealershipRow[]> {
  return db.select().from(dealerships).where(inScope(dealerships.id, scope)).orderBy(asc(dealerships.id));
}

/** Read for every message sent: a prepared statement (see db/prepared.ts) whose scope is its parameters. */
const dealershipById = preparedQuery((db) =>
  db
    .select()
    .from(dealerships)
    .where(and(eq(dealerships.id, sql.placeholder('id')), inScopePrepared(dealerships.id)))
    .limit(1)
    .prepare('dealership_by_id'),
);

export async function getDealershipById(
  db: Db,
  scope: Scope,
  id: number,
): Promise<DealershipRow | undefined> {
  return (await dealershipById(db).execute({ id, ...scopeParams(scope) }))[0];
}

export async function updateDealership(
  db: Db,
  scope: Scope,
  id: number,
  patch: DealershipPatch,
): Promise<DealershipRow | undefined> {
  if (Object.keys(patch).length === 0) return getDealershipById(db, scope, id);
  const [row] = await db
    .update(dealerships)
    .set(patch)
    .where(and(eq(dealerships.id, id), inScope(dealerships.id, scope)))
    .returning();
  return row;
}
