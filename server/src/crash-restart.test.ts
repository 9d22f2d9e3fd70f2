import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { zoneWhereItIs } from './assistant/flow-test-kit';
import { startTwilioDouble } from './integrations/sms/twilio-double';
import { buildServer, type ServerProcess, startServerProcess } from './test/server-process';
import { openTestDatabase, testDriver } from './test/test-app';

// After a kill -9 the first-contact jobs the dead process held must come back within seconds, not at
// pg-boss's 15-minute expiry (decision 039). The compiled server runs as a process on the database under
// test, with the Twilio double holding its answers so that the kill lands while every greeting is being sent
// (its first-contact job active).
const twilio = await startTwilioDouble();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-manager-crash-'));
const database = testDriver === 'pg' ? await openTestDatabase() : undefined;
const build = buildServer(`-crash-${testDriver}`);
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await database?.close();
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  build.remove();
});

const admin = { email: 'crash@test.example', password: 'crash-password-1' };
const env = {
  DATA_DIR: dataDir,
  // Started in production, which needs the base of the links it writes.
  PUBLIC_URL: 'http://127.0.0.1',
  ...(database?.driver === 'pg' ? { DATABASE_URL: database.connectionString } : {}),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_PHONE_NUMBER: '+15550100000',
  TWILIO_API_URL: twilio.url,
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
const phones = Array.from({ length: 6 }, (_, i) => `+1555018${String(i).padStart(4, '0')}`);
const texted = () => twilio.messages.filter((m) => phones.includes(m.to));

describe('kill -9 while first messages are being sent', () => {
  it('greets every acknowledged lead exactly once within 60 s of the restart', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    const { cookie } = await call(first, 'POST', '/api/auth/login', admin);
    const noon = await call(first, 'PATCH', '/api/dealerships/3', { timezone: zoneWhereItIs(12) }, cookie);
    expect(noon.status).toBe(200);

    twilio.hold();
    const acks = await Promise.all(
      phones.map((phone, i) =>
        i % 2
          ? call(first, 'POST', '/api/leads/capture', {
              name: `Crash Capture ${i}`,
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
                name: `Crash Added ${i}`,
                email: `crash.added.${i}@example.com`,
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

    // Every greeting is at the provider, unanswered: the jobs that send them are active when the process dies.
    await vi.waitFor(() => expect(twilio.heldTo().sort()).toEqual([...phones].sort()), {
      timeout: 30_000,
      interval: 50,
    });
    first.child.kill('SIGKILL');
    await first.stop();
    twilio.stopHolding();
    expect(texted()).toEqual([]);

    const restartedAt = Date.now();
    const again = await start();
    await vi.waitFor(() => expect(new Set(texted().map((m) => m.to)).size).toBe(phones.length), {
      timeout: 60_000,
      interval: 100,
    });
    const latest = Math.max(...texted().map((m) => m.receivedAt));
    console.info(
      `${testDriver}: every lead texted ${((latest - restartedAt) / 1000).toFixed(1)} s after the restart`,
    );
    expect(latest - restartedAt).toBeLessThan(60_000);

    // Exactly once: one greeting per lead, sent (so no retry can send it again), and one text each at the provider.
    const signedIn = (await call(again, 'POST', '/api/auth/login', admin)).cookie;
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
        { timeout: 15_000, interval: 100 },
      );
    }
    expect(
      texted()
        .map((m) => m.to)
        .sort(),
    ).toEqual([...phones].sort());
  });
});
