import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pino from 'pino';
import { afterAll } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { createSecretBox } from '../lib/secret-box';
import { type Runtime, startRuntime } from '../runtime';
import { adminQuery, databaseUrlWithName, PG_TEMPLATE_NAME_FILE, readPgliteTemplate } from './template';
import { ADMIN, testConfig } from './test-config';

export { ADMIN, testConfig };

export const testDriver = (process.env.TEST_DRIVER ?? 'pglite') as 'pglite' | 'pg';

/** A fresh copy of the seeded template database on the driver under test; dropped when the file ends. */
export async function openTestDatabase(): Promise<Database> {
  if (testDriver === 'pglite') return openPglite(undefined, { loadDataDir: readPgliteTemplate() });
  const url = process.env.TEST_DATABASE_URL as string;
  const template = fs.readFileSync(PG_TEMPLATE_NAME_FILE, 'utf8');
  const name = `lm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openPostgres(databaseUrlWithName(url, name), 4);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  } as Database;
}

export interface TestApp extends Runtime {
  /** Signs in and returns the Cookie header value. */
  login(email: string, password: string): Promise<string>;
  /** Creates a user of the given role and dealerships, signs in, and returns the Cookie header value. */
  userCookie(role: 'admin' | 'manager' | 'user', dealershipIds: number[]): Promise<string>;
  adminCookie(): Promise<string>;
}

/** The whole app on a fresh seeded database, closed after the test file. */
export async function createTestApp(
  options: { env?: Record<string, string>; workers?: boolean; logger?: pino.Logger } = {},
) {
  const database = await openTestDatabase();
  const runtime = await startRuntime(testConfig(options.env), options.logger ?? pino({ level: 'silent' }), {
    database,
    workers: options.workers ?? true,
  });
  afterAll(() => runtime.close());

  const login = async (email: string, password: string) => {
    const res = await runtime.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === 'lm_session');
    if (!cookie) throw new Error('no session cookie');
    return `lm_session=${cookie.value}`;
  };
  let counter = 0;
  let adminCookie: string | undefined;
  const app: TestApp = {
    ...runtime,
    login,
    async userCookie(role, dealershipIds) {
      counter += 1;
      const email = `${role}${counter}-${dealershipIds.join('-')}@test.example`;
      await runtime.app.services.users.createUser({ email, password: 'password-123', role, dealershipIds });
      return login(email, 'password-123');
    },
    async adminCookie() {
      adminCookie ??= await login(ADMIN.email, ADMIN.password);
      return adminCookie;
    },
  };
  return app;
}

/** A secret box with a key of its own, for services a test builds by hand. */
export function testSecretBox() {
  return createSecretBox(randomBytes(32));
}
