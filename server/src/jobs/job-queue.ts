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
import {
  heartbeatOf,
  pgSupervisionOf,
  releaseJobsOfStoppedProcess,
  type Supervision,
} from './crash-recovery';

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

type JobHandler<S extends z.ZodType = z.ZodType> = (
  data: z.output<S>,
  attempt: JobAttemptInfo,
) => Promise<void>;

/** One job of a batch handed to a batch handler. */
interface BatchItem<S extends z.ZodType = z.ZodType> {
  data: z.output<S>;
  attempt: JobAttemptInfo;
}

/**
 * Handles a fetched batch at once (one round of reads and writes for all of it); answers each job's failure, or
 * undefined where it succeeded, by index. A throw fails the whole batch.
 */
type BatchJobHandler<S extends z.ZodType = z.ZodType> = (
  items: BatchItem<S>[],
) => Promise<(Error | undefined)[]>;

interface SendJobOptions extends SendOptions {
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
  /** Creates the queues; call once before sending. */
  register(jobs: JobDefinition[]): Promise<void>;
  /** Starts handling a job in this process (app instances and `start:worker`). */
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: JobHandler<S>): Promise<void>;
  /** Like `work`, with the batch handed over whole (the first contact of a burst of new leads). */
  workBatch<S extends z.ZodType>(job: JobDefinition<S>, handler: BatchJobHandler<S>): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

const DEFAULT_QUEUE: QueueOptions = { retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 };

export async function createJobQueue(
  database: Database,
  logger: Logger,
  supervision: Supervision,
): Promise<JobQueue> {
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
          ...pgSupervisionOf(supervision),
        });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await releaseJobsOfStoppedProcess(database, boss, logger);
  let stopped = false;

  interface FetchedItem<S extends z.ZodType = z.ZodType> extends BatchItem<S> {
    job: string;
    id: string;
    requestId: string;
  }

  /** Runs a job's work with its request id and name in the logging context. */
  const runInContext = <T>({ job, requestId }: FetchedItem, run: () => Promise<T>) =>
    requestContext.run({ requestId, job }, run);

  /**
   * Fetches `job` in batches (one statement each way for many jobs; a full batch fetches the next at once) and
   * settles each job on its own outcome, so one failure retries that job alone. A payload that fails its schema
   * is logged and dropped.
   */
  async function workOn<S extends z.ZodType>(
    job: JobDefinition<S>,
    handle: (items: FetchedItem<S>[]) => Promise<(Error | undefined)[]>,
  ) {
    await boss.work(
      job.name,
      {
        batchSize: job.batchSize ?? DEFAULT_BATCH_SIZE,
        perJobResults: true,
        burstWhenBatchFull: true,
        localConcurrency: job.concurrency ?? 2,
        pollingIntervalSeconds: 0.5,
        // With NOTIFY the poll is only the backstop for jobs that become due later (retries, schedules).
        notifyPollingIntervalSeconds: 1,
        includeMetadata: true,
      },
      async (batch: JobWithMetadata<object>[]): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        const items: FetchedItem<S>[] = [];
        for (const j of batch) {
          const parsed = job.schema.safeParse(j.data);
          if (!parsed.success) {
            logger.error(
              { job: job.name, id: j.id, issues: parsed.error.issues },
              'job payload invalid; dropped',
            );
            results.push({ id: j.id, status: 'completed' });
            continue;
          }
          const requestId = (j.data as Record<string, unknown> | null)?.[JOB_REQUEST_ID_KEY];
          items.push({
            job: job.name,
            id: j.id,
            requestId: typeof requestId === 'string' ? requestId : `job-${j.id}`,
            data: parsed.data,
            attempt: { isFinalAttempt: j.retryCount >= j.retryLimit, isRetry: j.retryCount > 0 },
          });
        }
        let failures: (Error | undefined)[];
        try {
          failures = items.length ? await handle(items) : [];
        } catch (err) {
          const failure = err instanceof Error ? err : new Error(String(err));
          failures = items.map(() => failure);
        }
        items.forEach((item, index) => {
          const failure = failures[index];
          results.push(
            failure
              ? { id: item.id, status: 'failed', output: { message: failure.message } }
              : { id: item.id, status: 'completed' },
          );
        });
        return results;
      },
    );
  }

  return {
    boss,
    async register(jobs) {
      // A new job wakes the workers at once (NOTIFY at its commit; PGlite delivers it inside the process too)
      // instead of at their next poll: the first reply to a lead is two jobs in a row.
      const notify = true;
      for (const job of jobs) {
        const options = {
          ...DEFAULT_QUEUE,
          ...heartbeatOf(database.driver, supervision),
          ...job.queue,
          notify,
        };
        const existing = await boss.getQueue(job.name);
        if (!existing) {
          await boss.createQueue(job.name, options);
          continue;
        }
        // An older database's queue takes the options as they are now (new jobs copy them from their queue); all of
        // them at once, as pg-boss checks some against others.
        const changed = Object.entries(options).some(
          ([key, value]) => existing[key as keyof typeof existing] !== value,
        );
        if (changed) await boss.updateQueue(job.name, options);
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
    async work(job, handler) {
      await workOn(job, (items) =>
        Promise.all(
          items.map(async (item) => {
            try {
              await runInContext(item, () => handler(item.data, item.attempt));
              return undefined;
            } catch (err) {
              return err instanceof Error ? err : new Error(String(err));
            }
          }),
        ),
      );
    },
    async workBatch(job, handler) {
      await workOn(job, (items) => {
        // The batch runs in the context of its first job (its log lines carry that job's request id).
        const [first] = items;
        return first ? runInContext(first, () => handler(items)) : Promise.resolve([]);
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
