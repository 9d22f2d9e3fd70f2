import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../test/test-app';
import { testConfig } from '../test/test-config';
import { createJobQueue, defineJob } from './job-queue';

const database = await openTestDatabase();
const jobs = await createJobQueue(database, pino({ level: 'silent' }), testConfig());
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const echoJob = defineJob({
  name: 'test.echo',
  schema: z.object({ value: z.string() }),
  queue: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
});
await jobs.register([echoJob]);

const handled: string[] = [];
const failuresLeft = new Map<string, number>([['flaky', 2]]);
await jobs.work(echoJob, async ({ value }) => {
  const left = failuresLeft.get(value) ?? 0;
  if (left > 0) {
    failuresLeft.set(value, left - 1);
    throw new Error('provider down');
  }
  handled.push(value);
});

const until = async (check: () => boolean, ms = 15_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('durable job queue', () => {
  it('runs a job enqueued inside a committed transaction, and never one from a rolled-back transaction', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.send(echoJob, { value: 'rolled-back' }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.send(echoJob, { value: 'committed' }, { tx });
    });
    await until(() => handled.includes('committed'));
    // The proof that it can never run: the rolled-back job is not in the queue's table at all.
    const stored = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${echoJob.name} and data->>'value' = 'rolled-back'`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(handled).not.toContain('rolled-back');
  });

  it('retries a failing job until it succeeds, and handles it once', async () => {
    await jobs.send(echoJob, { value: 'flaky' });
    await until(() => handled.includes('flaky'));
    expect(handled.filter((v) => v === 'flaky')).toHaveLength(1);
    expect(failuresLeft.get('flaky')).toBe(0);
  });

  it('refuses a payload that does not match the job schema before it is stored', async () => {
    await expect(jobs.send(echoJob, { value: 42 } as unknown as { value: string })).rejects.toThrow();
  });

  // On the embedded database the inserts run as prepared statements with the jobs written as a text literal.
  it('carries a payload with quotes, backslashes, "$1" and accents intact, alone, in a transaction and in a batch', async () => {
    const values = [`it's "$1" \\ C:\\path`, `l'été $1,000 \u00e9 ''`, `batch ' one`, `batch $2 two`];
    const [alone, inTransaction, ...batch] = values as [string, string, string, string];
    await jobs.send(echoJob, { value: alone });
    await database.db.transaction(async (tx) => {
      await jobs.send(echoJob, { value: inTransaction }, { tx });
    });
    await jobs.sendMany(
      echoJob,
      batch.map((value) => ({ value })),
    );
    await until(() => values.every((v) => handled.includes(v)));
    expect(handled.filter((v) => values.includes(v)).sort()).toEqual([...values].sort());
  });
});

describe('queues created by an older version', () => {
  it('take the options their job defines now, with a heartbeat on PostgreSQL', async () => {
    const olderJob = defineJob({
      name: 'test.older',
      schema: z.object({}),
      queue: { retryLimit: 4, expireInSeconds: 90 },
    });
    // As an earlier release created it: pg-boss's default expiry (15 minutes), no heartbeat.
    await jobs.boss.createQueue(olderJob.name, { retryLimit: 2 });
    await jobs.register([olderJob]);
    expect(await jobs.boss.getQueue(olderJob.name)).toMatchObject({
      retryLimit: 4,
      expireInSeconds: 90,
      notify: true,
      heartbeatSeconds: database.driver === 'pg' ? 20 : null,
    });
  });
});
