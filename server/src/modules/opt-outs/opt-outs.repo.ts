import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { optOuts } from './opt-outs.tables';

export interface OptOutKey {
  dealershipId: number;
  channel: 'sms' | 'email';
  address: string;
}

const matches = (key: OptOutKey) =>
  and(
    eq(optOuts.dealershipId, key.dealershipId),
    eq(optOuts.channel, key.channel),
    eq(optOuts.address, key.address),
  );

/** True when this call added the opt-out (false: it was already there). */
export async function insertOptOut(db: Db, key: OptOutKey, reason: string): Promise<boolean> {
  const rows = await db
    .insert(optOuts)
    .values({ ...key, reason })
    .onConflictDoNothing()
    .returning({ id: optOuts.id });
  return rows.length > 0;
}

/** True when an opt-out was removed. */
export async function deleteOptOut(db: Db, key: OptOutKey): Promise<boolean> {
  const rows = await db.delete(optOuts).where(matches(key)).returning({ id: optOuts.id });
  return rows.length > 0;
}

export async function hasOptOut(db: Db, key: OptOutKey): Promise<boolean> {
  const [row] = await db.select({ id: optOuts.id }).from(optOuts).where(matches(key)).limit(1);
  return row !== undefined;
}
