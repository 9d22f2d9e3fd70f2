import fs from 'node:fs';
import { loadConfigOrExit } from './config/env';
import { closedInboundChannels } from './config/inbound-channels';
import { SecretsKeyError } from './config/secrets-key';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './lib/logger';
import { paths } from './paths';
import { startRuntime } from './runtime';

// A `.env` at the repository root is read if present; real environment variables win.
if (fs.existsSync(paths.envFile)) process.loadEnvFile(paths.envFile);

const config = loadConfigOrExit();
const logger = createLogger(config);

try {
  const runtime = await startRuntime(config, logger, { workers: config.JOB_WORKERS });
  const address = await runtime.app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  const url = address.replace('://127.0.0.1', '://localhost');
  // One write, so whoever watches the output sees the whole banner at once.
  const banner = [`\n  Lead Manager is running at ${url}  (${where})`];
  if (runtime.seeded)
    banner.push('  Demo data loaded: 3 dealerships with leads, conversations and appointments.');
  if (runtime.admin?.generated) {
    banner.push(`  Sign in as ${runtime.admin.email} with password ${runtime.admin.password}`);
    banner.push(
      '  (generated once for this database and not shown again; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)',
    );
  } else if (runtime.admin) {
    banner.push(`  Sign in as ${runtime.admin.email} with the ADMIN_PASSWORD you set.`);
  }
  const closed = closedInboundChannels(config, await runtime.app.services.connections.storedKinds());
  if (closed.length > 0) {
    banner.push(
      '',
      '  Inbound endpoints that refuse every post until their secret is set, on Webhook Setup or in the environment',
      '  (the rest of the product runs; only messages and leads from these platforms cannot come in):',
      ...closed.map((line) => `    - ${line}`),
    );
    logger.warn({ closed }, 'inbound endpoints closed: no secret configured');
  }
  console.log(`${banner.join('\n')}\n`);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof SecretsKeyError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
  logger.fatal({ err }, 'could not start');
  process.exit(1);
}
