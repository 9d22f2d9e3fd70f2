// The app under measurement: the product's own runtime on a benchmark database, listening on a free port, with a
// signed-in admin.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../server/src/config/env';
import { startRuntime } from '../server/src/runtime';
import type { Target } from './targets';

const BENCH_ADMIN = { email: 'bench-admin@bench.example', password: 'bench-password-1' };

export interface BenchApp {
  runtime: Awaited<ReturnType<typeof startRuntime>>;
  url: string;
  /** The bench admin's session cookie. */
  cookie: string;
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

/**
 * `workers: false` measures requests alone (job workers run elsewhere, as scaled out); `true` is `npm start`'s one
 * process doing both. The load comes through "a proxy" on this machine (TRUST_PROXY), so each simulated website
 * visitor has its own X-Forwarded-For address for the capture form's per-address rate limit.
 */
export async function startBenchApp(target: Target, options: { workers: boolean }): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production requires it; the bench follows no link, so any base will do.
    PUBLIC_URL: 'http://127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: '.tmp/bench-unused',
    SEED_DEMO_DATA: 'false',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...(target.database.driver === 'pg' ? { DATABASE_URL: target.database.connectionString } : {}),
  });
  const runtime = await startRuntime(config, pino({ level: 'warn' }), {
    database: target.database,
    workers: options.workers,
  });
  await runtime.app.services.users
    .createUser({ ...BENCH_ADMIN, role: 'admin', username: 'bench-admin', dealershipIds: [1, 2, 3] })
    .catch(() => undefined); // already there from an earlier run
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { runtime, url, cookie: await signIn(url) };
}
