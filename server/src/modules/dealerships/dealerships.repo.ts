import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
    | 'crmLeadEmails'
  >
>;

export function findDealerships(db: Db, scope: Scope): Promise<DealershipRow[]> {
  return db.select().from(dealerships).where(inScope(dealerships.id, scope)).orderBy(asc(dealerships.id));
}

export async function getDealershipById(
  db: Db,
  scope: Scope,
  id: number,
): Promise<DealershipRow | undefined> {
  const [row] = await db
    .select()
    .from(dealerships)
    .where(and(eq(dealerships.id, id), inScope(dealerships.id, scope)))
    .limit(1);
  return row;
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
