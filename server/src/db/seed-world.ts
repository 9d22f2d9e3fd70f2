// The product's own services, built for the demo seed to play its stories through: inside the seed's transaction,
// with no way out of the machine (no Twilio, no SMTP, no realtime push) and a job queue that only remembers.
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config/env';
import type { EventBus } from '../events/event-bus';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import type { SecretBox } from '../lib/secret-box';
import { createServices } from '../services';
import type { Db } from './client';

export interface RecordedJob {
  name: string;
  data: unknown;
}

/**
 * Jobs the seed's services enqueue are kept here for the seed to run or drop: a job left in pg-boss would fire
 * later with what the past said (a reminder, a delivery, an e-mail to a manager).
 */
function createRecordingQueue() {
  let recorded: RecordedJob[] = [];
  const queue: JobQueue = {
    async send<S extends z.ZodType>(job: JobDefinition<S>, data: z.input<S>) {
      recorded.push({ name: job.name, data });
      return null;
    },
    async sendMany<S extends z.ZodType>(job: JobDefinition<S>, data: z.input<S>[]) {
      for (const item of data) recorded.push({ name: job.name, data: item });
    },
    register: async () => {},
    work: async () => {},
    workBatch: async () => {},
    stop: async () => {},
    get boss(): PgBoss {
      throw new Error('the demo seed has no job queue of its own');
    },
  };
  /** The jobs enqueued since the last call. */
  const take = () => {
    const taken = recorded;
    recorded = [];
    return taken;
  };
  return { queue, take };
}

/** Nobody listens while the seed runs: screens learn of the demo data by reading it. */
const silentEvents: EventBus = {
  publish: async () => {},
  publishAll: async () => {},
  subscribe: () => () => {},
  onPublish: () => () => {},
  close: async () => {},
};

/**
 * `tx` whose nested transactions run in it as they are: the seed is one transaction that fails whole, so the
 * savepoint and release around each service's write (two round trips, hundreds of times) would buy nothing.
 */
function flattened(tx: Db): Db {
  const flat = Object.create(tx) as Db;
  Object.defineProperty(flat, 'transaction', { value: (write: (inner: Db) => unknown) => write(flat) });
  return flat;
}

/** The services on `tx`, with every outside provider left unconfigured so each message is only logged. */
export function createDemoWorld(tx: Db, config: Config, secretBox: SecretBox, logger: Logger) {
  const { queue, take } = createRecordingQueue();
  const offline: Config = {
    ...config,
    TWILIO_ACCOUNT_SID: undefined,
    TWILIO_AUTH_TOKEN: undefined,
    SMTP_HOST: undefined,
  };
  const services = createServices({
    db: flattened(tx),
    config: offline,
    events: silentEvents,
    jobs: queue,
    logger: logger.child({ seed: 'demo' }, { level: 'warn' }),
    secretBox,
  });
  return { services, takeJobs: take };
}

export type DemoWorld = ReturnType<typeof createDemoWorld>;
