// The dealerships module's reads that other modules may use.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerships } from './dealerships.tables';

export async function findAllDealershipIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: dealerships.id }).from(dealerships).orderBy(asc(dealerships.id));
  return rows.map((r) => r.id);
}
