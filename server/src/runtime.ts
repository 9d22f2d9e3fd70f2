import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config/env';
import { secretsKeyOf } from './config/secrets-key';
import { type Database, openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createInProcessEventBus, createPostgresEventBus } from './events/event-bus';
import { createJobQueue } from './jobs/job-queue';
import { ALL_JOBS, startWorkers } from './jobs/workers';
import { createSecretBox } from './lib/secret-box';
import { startSessionPurge } from './modules/auth/session-purge';

export interface RuntimeOptions {
  /** An already opened database (tests); otherwise opened from the config. */
  database?: Database;
  /** Serve HTTP (app instance) and/or handle jobs (worker). */
  workers: boolean;
}

/** Opens the database, applies migrations, seeds a fresh database, and wires events, jobs and the app. */
export async function startRuntime(config: Config, logger: Logger, options: RuntimeOptions) {
  // Before the database opens: a missing key stops the start with its message, not halfway.
  const secretBox = createSecretBox(secretsKeyOf(config));
  const database = options.database ?? (await openDatabase(config));
  try {
    // The demo's past is played through the services, and its admin (the configured one) acts for the staff.
    const seed = config.SEED_DEMO_DATA
      ? await seedDemoData(database.db, {
          prefix: config.DEALERSHIP_PREFIX,
          groupTimeZone: config.GROUP_TIMEZONE,
          config,
          secretBox,
          logger,
        })
      : undefined;
    const events =
      database.driver === 'pg'
        ? await createPostgresEventBus(database.connectionString, logger)
        : createInProcessEventBus();
    const jobs = await createJobQueue(database, logger, config);
    await jobs.register(ALL_JOBS);
    const app = await buildApp({ config, database, events, jobs, logger, secretBox });
    const admin = seed ? seed.admin : await app.services.users.ensureAdmin(config);
    // Every process that publishes events enqueues their webhooks, whether or not it runs workers.
    const stopWebhooks = app.services.webhooksOut.watchEvents();
    const stopWorkers = options.workers ? await startWorkers(jobs, app.services, config) : undefined;
    const stopPurge = options.workers
      ? startSessionPurge(app.services.auth, logger, config.SESSION_PURGE_MINUTES)
      : () => {};

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        stopWorkers?.();
        stopWebhooks();
        stopPurge();
        await app.close();
        await jobs.stop();
        await events.close();
        await database.close();
      })();
      return closing;
    };
    return { app, database, events, jobs, admin, seeded: seed !== undefined, close };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

export type Runtime = Awaited<ReturnType<typeof startRuntime>>;
