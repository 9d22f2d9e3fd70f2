import { sql } from 'drizzle-orm';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type QueueOptions,
  type SendOptions,
} from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Db } from '../db/client';
import { JOB_REQUEST_ID_KEY, requestContext } from '../lib/request-context';

/** The job's payload with the id of the request that enqueued it, if any (logged by the worker). */
function withRequestId(payload: object): object {
  const requestId = requestContext.getStore()?.requestId;
  return requestId ? { ...payload, [JOB_REQUEST_ID_KEY]: requestId } : payload;
}

/**
 * A durable background job: a name and a validated payload. Its handler is bound in jobs/workers.ts,
 * so services can enqueue a job without depending on whoever handles it.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  queue?: QueueOptions;
  /** Batches handled at once by one worker process (each of up to `batchSize` jobs, run side by side). */
  concurrency?: number;
  /** Jobs fetched and settled together (DEFAULT_BATCH_SIZE). */
  batchSize?: number;
}

const DEFAULT_BATCH_SIZE = 10;

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def;

/** What a handler may want to know about the attempt: on the last one, a failure will not be retried. */
export interface JobAttemptInfo {
  isFinalAttempt: boolean;
  /** The job ran before (it failed, or its process stopped while running it). */
  isRetry: boolean;
}

export type JobHandler<S extends z.ZodType = z.ZodType> = (
  data: z.output<S>,
  attempt: JobAttemptInfo,
) => Promise<void>;

export interface SendJobOptions extends SendOptions {
  /** Enqueue inside this transaction: if it rolls back, the job never existed. */
  tx?: Db;
}

export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    data: z.input<S>,
    options?: SendJobOptions,
  ): Promise<string | null>;
  /** Many jobs of one kind in one statement (optionally inside `tx`; `startAfter` per job, by index). */
  sendMany<S extends z.ZodType>(
    job: JobDefinition<S>,
    data: z.input<S>[],
    options?: { tx?: Db; startAfter?: (Date | undefined)[] },
  ): Promise<void>;
  /**
   * pg-boss's own insert of `job`s as SQL text, reading the jobs (a JSON array of `{ "data": … }`) from
   * `jobsJson`, an SQL expression: for a transaction that makes the jobs from rows it has just written, in the
   * same round trip. Nothing runs here, and the data is not checked against the job's schema (its worker does).
   */
  insertStatementReading(job: JobDefinition, jobsJson: string): Promise<string>;
  /** Creates the queues; call once before sending. */
  register(jobs: JobDefinition[]): Promise<void>;
  /** Starts handling a job in this process (app instances and `start:worker`). */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: JobHandler<S>): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

const DEFAULT_QUEUE: QueueOptions = { retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 };

export async function createJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const inTransaction = (tx: Db) => ({ db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite),
          backend: 'pglite',
          supervise: true,
          schedule: false,
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: database.connectionString,
          max: 4,
          useListenNotify: true,
          schedule: false,
        });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  let stopped = false;

  return {
    boss,
    async register(jobs) {
      // A new job wakes the workers at once (NOTIFY at its commit; PGlite delivers it inside the process too)
      // instead of at their next poll: the first reply to a lead is two jobs in a row. Older queues switch over.
      const notify = true;
      for (const job of jobs) {
        const existing = await boss.getQueue(job.name);
        if (!existing) await boss.createQueue(job.name, { ...DEFAULT_QUEUE, ...job.queue, notify });
        else if (Boolean(existing.notify) !== notify) await boss.updateQueue(job.name, { notify });
      }
    },
    async send(job, data, options = {}) {
      const { tx, ...sendOptions } = options;
      const payload = withRequestId(job.schema.parse(data) as object);
      return boss.send(job.name, payload, { ...sendOptions, ...(tx ? inTransaction(tx) : {}) });
    },
    async sendMany(job, data, { tx, startAfter = [] } = {}) {
      if (data.length === 0) return;
      const jobs = data.map((item, index) => ({
        data: withRequestId(job.schema.parse(item) as object),
        ...(startAfter[index] ? { startAfter: startAfter[index] } : {}),
      }));
      await boss.insert(job.name, jobs, tx ? inTransaction(tx) : {});
    },
    async insertStatementReading(job, jobsJson) {
      let statement: { text: string; values: unknown[] } | undefined;
      const capture = {
        executeSql: async (text: string, values: unknown[] = []) => {
          statement = { text, values };
          return { rows: [] };
        },
      };
      await boss.insert(job.name, [{ data: {} }], { db: capture });
      // pg-boss reads its jobs from its one parameter, $1: the expression takes its place.
      if (statement?.values.length !== 1 || !/\$1\b/.test(statement.text)) {
        throw new Error(`pg-boss's insert for ${job.name} is not the one-parameter statement expected`);
      }
      return statement.text.replace(/\$1\b/g, () => `(${jobsJson})::text`);
    },
    async work(job, handler) {
      /** One job of a fetched batch: its own outcome, so one failure retries that job alone. */
      const runOne = async (j: JobWithMetadata<object>): Promise<JobResult> => {
        const parsed = job.schema.safeParse(j.data);
        if (!parsed.success) {
          logger.error(
            { job: job.name, id: j.id, issues: parsed.error.issues },
            'job payload invalid; dropped',
          );
          return { id: j.id, status: 'completed' };
        }
        const requestId = (j.data as Record<string, unknown> | null)?.[JOB_REQUEST_ID_KEY];
        const context = {
          requestId: typeof requestId === 'string' ? requestId : `job-${j.id}`,
          job: job.name,
        };
        try {
          await requestContext.run(context, () =>
            handler(parsed.data, { isFinalAttempt: j.retryCount >= j.retryLimit, isRetry: j.retryCount > 0 }),
          );
          return { id: j.id, status: 'completed' };
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          return { id: j.id, status: 'failed', output: { message } };
        }
      };
      await boss.work(
        job.name,
        {
          // A burst is fetched and settled in batches (one statement each way for many jobs), and a full batch
          // fetches the next at once; each job of a batch runs on its own and settles on its own.
          batchSize: job.batchSize ?? DEFAULT_BATCH_SIZE,
          perJobResults: true,
          burstWhenBatchFull: true,
          localConcurrency: job.concurrency ?? 2,
          pollingIntervalSeconds: 0.5,
          // With NOTIFY the poll is only the backstop for jobs that become due later (retries, schedules).
          notifyPollingIntervalSeconds: 1,
          includeMetadata: true,
        },
        (batch: JobWithMetadata<object>[]) => Promise.all(batch.map(runOne)),
      );
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
