import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createJobQueue, defineJob } from './job-queue';

// The one-trip capture (lead-sources/capture-one-trip.ts) writes its first-contact jobs with pg-boss's own insert
// statement, read as SQL text, in the same round trip as the leads (decision 025). This is the contract: jobs made
// that way are the jobs pg-boss's public `insert` makes. A pg-boss upgrade that changes its insert fails here.
const database = await openTestDatabase();
const jobs = await createJobQueue(database, pino({ level: 'silent' }));
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const contractJob = defineJob({
  name: 'test.insert-contract',
  schema: z.object({ leadId: z.number() }),
  queue: { retryLimit: 5, retryDelay: 3, retryBackoff: true, retryDelayMax: 90 },
});
await jobs.register([contractJob]);

interface StoredJob {
  data: { leadId: number };
  state: string;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_delay_max: number;
  due_now: boolean;
}

const stored = (leadIds: number[]) =>
  queryRows<StoredJob>(
    database.db,
    sql`SELECT data, state, priority, retry_limit, retry_delay, retry_backoff, retry_delay_max,
        start_after <= now() + interval '1 second' AS due_now
      FROM pgboss.job WHERE name = ${contractJob.name}
        AND (data->>'leadId')::int IN (${sql.join(
          leadIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ORDER BY (data->>'leadId')::int`,
  );

it("makes the same jobs from SQL rows as pg-boss's own insert makes from data", async () => {
  await jobs.sendMany(contractJob, [{ leadId: 1 }, { leadId: 2 }]);
  const statement = await jobs.insertStatementReading(
    contractJob,
    `SELECT json_agg(json_build_object('data', json_build_object('leadId', id)))::text
      FROM (VALUES (3), (4)) AS made(id)`,
  );
  await database.db.execute(sql.raw(statement));

  const byPgBoss = await stored([1, 2]);
  const byStatement = await stored([3, 4]);
  expect(byPgBoss).toHaveLength(2);
  const asMadeBy = (rows: StoredJob[], offset: number) =>
    rows.map(({ data, ...rest }) => ({ ...rest, leadId: data.leadId - offset }));
  expect(asMadeBy(byStatement, 2)).toEqual(asMadeBy(byPgBoss, 0));
  expect(byStatement[0]).toMatchObject({ state: 'created', retry_limit: 5, retry_delay: 3, due_now: true });
});
