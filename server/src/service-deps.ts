import type { Logger } from 'pino';
import type { Config } from './config/env';
import type { Db } from './db/client';
import type { EventBus } from './events/event-bus';
import type { JobQueue } from './jobs/job-queue';
import type { SecretBox } from './lib/secret-box';

/**
 * What every service is built from. It lives apart from `services.ts`, the composition root, so a module can
 * name it without importing every other module (docs/decisions/040).
 */
export interface ServiceDeps {
  db: Db;
  config: Config;
  events: EventBus;
  jobs: JobQueue;
  logger: Logger;
  /** Seals and opens the credentials stored in the database (SECRETS_KEY). */
  secretBox: SecretBox;
}
