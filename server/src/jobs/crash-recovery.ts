import { sql } from 'drizzle-orm';
import type { PgBoss, QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config/env';
import { type Database, queryRows } from '../db/client';

/**
 * How the jobs a dead process held (kill -9, a lost machine) come back within seconds instead of at their expiry
 * (decision 039). On PostgreSQL several processes share the queues: a worker's heartbeat keeps its jobs' claim,
 * and a claim that stops beating is failed into a retry by the supervisor of any live process. The embedded
 * database has one process only (the data-directory lock): every job active at its start belonged to a dead one.
 */

/**
 * How a dead process's claims are noticed on PostgreSQL, as the configuration sets it: a running job's claim lapses
 * JOB_HEARTBEAT_SECONDS after its process stopped beating (refreshed every half of it), and the supervisor looks
 * every JOB_SUPERVISE_SECONDS (pg-boss's default is a minute), so a crashed process's first contacts go out well
 * within a minute.
 */
export type Supervision = Pick<Config, 'JOB_HEARTBEAT_SECONDS' | 'JOB_SUPERVISE_SECONDS'>;

/** The heartbeat every queue carries on PostgreSQL; none on the embedded database (no other process to notice). */
export const heartbeatOf = (driver: Database['driver'], supervision: Supervision): QueueOptions =>
  driver === 'pg' ? { heartbeatSeconds: supervision.JOB_HEARTBEAT_SECONDS } : {};

/** pg-boss's supervisor cadence on PostgreSQL: each queue's monitor pass (which fails lapsed claims) every other look. */
export const pgSupervisionOf = ({ JOB_SUPERVISE_SECONDS: seconds }: Supervision) => ({
  superviseIntervalSeconds: seconds,
  monitorIntervalSeconds: seconds * 2,
});

/**
 * On the embedded database at start: the jobs left active are failed now, through pg-boss (so they retry after
 * their queue's delay, and a job that keeps killing its process runs out of retries like any failing job).
 */
export async function releaseJobsOfStoppedProcess(database: Database, boss: PgBoss, logger: Logger) {
  if (database.driver !== 'pglite') return;
  const held = await queryRows<{ name: string; ids: string[] }>(
    database.db,
    sql`select name, array_agg(id::text) as ids from pgboss.job where state = 'active' group by name`,
  );
  for (const { name, ids } of held) {
    await boss.fail(name, ids, { message: 'its process stopped while running it' });
    logger.warn({ job: name, jobs: ids.length }, 'jobs of a stopped process released for retry');
  }
}
