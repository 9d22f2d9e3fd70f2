import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { inScope, type Scope } from '../../lib/scope';
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
  >
>;

export function findDealerships(db: Db, scope: Scope): Promise<DealershipRow[]> {
  return db.select().from(dealerships).where(inScope(dealerships.id, scope)).orderBy(asc(dealerships.id));
}

/** Read for every message sent (a prepared statement, see db/prepared.ts). */
const dealershipById = preparedQuery((db) =>
  db
    .select()
    .from(dealerships)
    .where(eq(dealerships.id, sql.placeholder('id')))
    .limit(1)
    .prepare('dealership_by_id'),
);

export async function getDealershipById(db: Db, id: number): Promise<DealershipRow | undefined> {
  return (await dealershipById(db).execute({ id }))[0];
}

export async function updateDealership(
  db: Db,
  id: number,
  patch: DealershipPatch,
): Promise<DealershipRow | undefined> {
  if (Object.keys(patch).length === 0) return getDealershipById(db, id);
  const [row] = await db.update(dealerships).set(patch).where(eq(dealerships.id, id)).returning();
  return row;
}
