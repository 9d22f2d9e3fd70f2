import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-manager-main-'));
// Started in production, which needs PUBLIC_URL (the base of every link the product writes).
const env = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'owner@test.example',
  ADMIN_PASSWORD: 'owner-password-1',
  PUBLIC_URL: 'https://leads.test.example',
};
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('the server process on the embedded database', () => {
  it('starts with demo data, refuses a second process on the same DATA_DIR, and keeps every record across a restart', {
    timeout: 240_000,
  }, async () => {
    const first = await startServerProcess(env);
    running.push(first);
    expect(first.output()).toContain('Demo data loaded');
    const cookie = await signIn(first.url);
    const saved = await fetch(`${first.url}/api/user/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ fullName: 'Pat Restart', timezone: 'America/Denver' }),
    });
    expect(saved.status).toBe(200);
    const dealerships = await (await fetch(`${first.url}/api/dealerships`, { headers: { cookie } })).json();
    expect(dealerships).toHaveLength(3);

    const second = startServerProcess(env);
    await expect(second).rejects.toThrow(/in use by another Lead Manager process/);

    expect(await first.stop('SIGTERM')).toBe(0);

    const again = await startServerProcess(env);
    running.push(again);
    expect(again.output()).not.toContain('Demo data loaded');
    const cookie2 = await signIn(again.url);
    const settings = await (
      await fetch(`${again.url}/api/user/settings`, { headers: { cookie: cookie2 } })
    ).json();
    expect(settings).toMatchObject({ fullName: 'Pat Restart', timezone: 'America/Denver' });
    expect(
      await (await fetch(`${again.url}/api/dealerships`, { headers: { cookie: cookie2 } })).json(),
    ).toHaveLength(3);
  });

  it('refuses to start in production without PUBLIC_URL, and says so', { timeout: 60_000 }, async () => {
    const { PUBLIC_URL: _, ...withoutBase } = env;
    const started = startServerProcess(withoutBase);
    await expect(started).rejects.toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    await expect(started).rejects.toMatchObject({ code: 1 });
  });
});
