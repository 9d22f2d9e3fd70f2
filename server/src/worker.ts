import fs from 'node:fs';
import { loadConfigOrExit } from './config/env';
import { SecretsKeyError } from './config/secrets-key';
import { createLogger } from './lib/logger';
import { paths } from './paths';
import { startRuntime } from './runtime';

// `npm run start:worker`: handles background jobs (message delivery, lead processing, follow-ups) without
// serving HTTP. Run any number of these next to the app instances on one PostgreSQL (DATABASE_URL).
if (fs.existsSync(paths.envFile)) process.loadEnvFile(paths.envFile);

const config = loadConfigOrExit();
const logger = createLogger(config);
if (!config.DATABASE_URL) {
  console.error(
    '\n  start:worker shares the database with app instances: set DATABASE_URL to a PostgreSQL server.\n',
  );
  process.exit(1);
}

try {
  const runtime = await startRuntime(config, logger, { workers: true });
  logger.info('job worker running');
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker shutting down');
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (err) {
  if (err instanceof SecretsKeyError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  logger.fatal({ err }, 'worker could not start');
  process.exit(1);
}
