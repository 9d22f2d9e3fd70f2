import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { type Db, queryRows } from '../db/client';

/**
 * The barrier for "and nothing more happens": resolves once none of these queues holds a job that is due, running
 * or waiting to retry. Whatever work they had is then done, so a test can assert that it sent nothing more
 * instead of sleeping and hoping. Jobs scheduled for later (follow-ups, quiet hours) are not waited for. Call it
 * after the event whose jobs you mean has been committed.
 */
export const queuesSettled = (db: Db, queues: string[], timeout = 15_000) =>
  vi.waitFor(
    async () => {
      const [row] = await queryRows<{ unsettled: number }>(
        db,
        sql`SELECT count(*)::int AS unsettled FROM pgboss.job
            WHERE name IN (${sql.join(
              queues.map((q) => sql`${q}`),
              sql`, `,
            )})
              AND (state IN ('active', 'retry') OR (state = 'created' AND start_after <= now()))`,
      );
      expect(row?.unsettled).toBe(0);
    },
    { timeout, interval: 50 },
  );
