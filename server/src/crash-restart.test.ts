import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { zoneWhereItIs } from './assistant/flow-test-kit';
import { openPglite } from './db/client';
import { startTwilioDouble } from './integrations/sms/twilio-double';
import { buildServer, type ServerProcess, startServerProcess } from './test/server-process';
import { readPgliteTemplate } from './test/template';
import { ADMIN, openTestDatabase, testDriver } from './test/test-app';

// After a kill -9 the first-contact jobs the dead process held must come back within seconds, not at
// pg-boss's 15-minute expiry (decision 039), and a greeting Twilio took before the crash must not go twice. The
// compiled server runs as a process on the database under test, with the Twilio double taking every greeting
// but holding its answers, so that the kill lands after Twilio has them and before the server heard back.
const twilio = await startTwilioDouble();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-manager-crash-'));
// The server starts on a copy of the seeded test database, as every test file does, so its first start does not
// seed the demo data again: PostgreSQL's copy is a database of its own, PGlite's is loaded into the data directory.
const database = testDriver === 'pg' ? await openTestDatabase() : undefined;
if (!database) await (await openPglite(dataDir, { loadDataDir: readPgliteTemplate() })).close();
const build = buildServer(`-crash-${testDriver}`);
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await database?.close();
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  build.remove();
});

// The test database's own admin: the copy of the seeded template has it already (no second admin is made).
const admin = ADMIN;
const env = {
  DATA_DIR: dataDir,
  // Started in production, which needs the base of the links it writes.
  PUBLIC_URL: 'http://127.0.0.1',
  ...(database?.driver === 'pg'
    ? { DATABASE_URL: database.connectionString, SECRETS_KEY: randomBytes(32).toString('base64') }
    : {}),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_PHONE_NUMBER: '+15550100000',
  TWILIO_API_URL: twilio.url,
  // PostgreSQL: the dead process's claims lapse after pg-boss's shortest heartbeat, looked for every second.
  JOB_HEARTBEAT_SECONDS: '10',
  JOB_SUPERVISE_SECONDS: '1',
};

async function start() {
  const server = await startServerProcess(env, build.entry);
  running.push(server);
  return server;
}

async function call(server: ServerProcess, method: string, url: string, body?: unknown, cookie = '') {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const cookies = res.headers.get('set-cookie');
  return { status: res.status, json: await res.json(), cookie: cookies?.split(';')[0] ?? '' };
}

// 555 numbers: an area code without a zone of its own, so the store's clock (set to midday) rules quiet hours.
const phonesOf = (block: number) =>
  Array.from({ length: 6 }, (_, i) => `+155501${block}${String(i).padStart(4, '0')}`);

describe('kill -9 while first messages are being sent', () => {
  it.each([
    { mode: 'taken' as const, block: 8, what: 'Twilio took every greeting, its answers lost' },
    { mode: 'dropped' as const, block: 9, what: 'no greeting reached Twilio' },
  ])(
    'greets every acknowledged lead exactly once within 60 s of the restart ($what)',
    {
      timeout: 120_000,
    },
    async ({ mode, block }) => {
      const phones = phonesOf(block);
      const texted = () => twilio.messages.filter((m) => phones.includes(m.to));
      const first = await start();
      const { cookie } = await call(first, 'POST', '/api/auth/login', admin);
      const noon = await call(first, 'PATCH', '/api/dealerships/3', { timezone: zoneWhereItIs(12) }, cookie);
      expect(noon.status).toBe(200);

      twilio.hold(mode);
      const acks = await Promise.all(
        phones.map((phone, i) =>
          i % 2
            ? call(first, 'POST', '/api/leads/capture', {
                name: `Crash Capture ${block}${i}`,
                phone,
                vehicleInterest: 'Ford Bronco',
                source: 'website',
                dealershipBrand: 'ford',
              })
            : call(
                first,
                'POST',
                '/api/leads',
                {
                  name: `Crash Added ${block}${i}`,
                  email: `crash.added.${block}${i}@example.com`,
                  phone,
                  vehicleInterest: 'Ford Maverick',
                  dealershipId: 3,
                },
                cookie,
              ),
        ),
      );
      expect(acks.map((a) => a.status)).toEqual(phones.map((_, i) => (i % 2 ? 200 : 201)));
      const leadIds = acks.map((a) => (a.json.leadId ?? a.json.id) as number);

      // Every greeting is on its way, unanswered: the server cannot know whether Twilio has it when it dies.
      await vi.waitFor(() => expect(twilio.heldTo().sort()).toEqual([...phones].sort()), {
        timeout: 30_000,
        interval: 50,
      });
      first.child.kill('SIGKILL');
      await first.stop();
      twilio.stopHolding();
      const takenBeforeTheCrash = texted().map((m) => m.sid);
      expect(takenBeforeTheCrash).toHaveLength(mode === 'taken' ? phones.length : 0);

      const restartedAt = Date.now();
      const again = await start();
      const signedIn = (await call(again, 'POST', '/api/auth/login', admin)).cookie;
      // Each greeting ends recorded as sent: the one Twilio took before the crash, or one sent after it.
      for (const leadId of leadIds) {
        await vi.waitFor(
          async () => {
            const { json } = await call(
              again,
              'GET',
              `/api/conversations?leadId=${leadId}`,
              undefined,
              signedIn,
            );
            const greetings = (json as { messages: { sender: string; status: string }[] }[])
              .flatMap((c) => c.messages)
              .filter((m) => m.sender === 'ai');
            expect(greetings.map((m) => m.status)).toEqual(['sent']);
          },
          { timeout: 60_000, interval: 100 },
        );
      }
      console.info(
        `${testDriver}, ${mode}: every greeting settled ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
      );
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      // Exactly once at the provider: one text per lead.
      expect(
        texted()
          .map((m) => m.to)
          .sort(),
      ).toEqual([...phones].sort());
      if (mode === 'taken') expect(texted().map((m) => m.sid)).toEqual(takenBeforeTheCrash);
      await again.stop();
    },
  );
});
