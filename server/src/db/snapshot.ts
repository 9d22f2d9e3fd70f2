import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/** The snapshot the next statement sees: equal snapshots see exactly the same committed rows (a cache key). */
export async function currentSnapshot(db: Db): Promise<string> {
  const [row] = await queryRows<{ snapshot: string }>(
    db,
    sql`SELECT pg_current_snapshot()::text AS snapshot`,
  );
  return row?.snapshot ?? '';
}
