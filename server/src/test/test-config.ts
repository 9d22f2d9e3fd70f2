import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/env';

/** The admin of every test database: the demo seed of the template makes it, each test app signs in as it. */
export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1' };

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: '.tmp/unused',
    // Tests read a report right after writing what it counts (reports-recent.test.ts checks the default).
    REPORTS_MAX_AGE_SECONDS: '0',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
}
