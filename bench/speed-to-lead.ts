// `npm run bench:speed-to-lead`: posts leads to /api/leads (as admin) at a steady rate and measures the time from
// each 201 to the first message reaching the SMS provider (a local Twilio double speaking Twilio's wire format), i.e.
// the whole path: transaction + first-contact job + template + delivery job + HTTP call to the provider.
// Environment: SPEED_RATE leads/s (10), SPEED_DURATION seconds (10), SPEED_DATABASE_URL (PostgreSQL; default: a
// fresh in-memory PGlite), SPEED_PATH (`lead`: staff's POST /api/leads, the default; `capture`: the website form's
// public POST /api/leads/capture, each post from its own address).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../server/src/config/env';
import { openPglite, openPostgres } from '../server/src/db/client';
import { startTwilioDouble } from '../server/src/integrations/sms/twilio-double';
import { dealerships } from '../server/src/modules/dealerships/dealerships.tables';
import { startRuntime } from '../server/src/runtime';

const RATE = Number(process.env.SPEED_RATE ?? 10);
const DURATION = Number(process.env.SPEED_DURATION ?? 10);
const DATABASE_URL = process.env.SPEED_DATABASE_URL;
const CAPTURE = process.env.SPEED_PATH === 'capture';
const ADMIN = { email: 'speed-admin@bench.example', password: 'speed-password-1' };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};

/** A fixed-offset zone where it is midday now, so no lead is held back by quiet hours during the run. */
function middayZone(): string {
  let offset = 12 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function main() {
  const twilio = await startTwilioDouble();
  const database = DATABASE_URL ? await openPostgres(DATABASE_URL, 10) : await openPglite(undefined);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: '.tmp/unused',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_PHONE_NUMBER: '+15550100000',
    TWILIO_API_URL: twilio.url,
    // The capture form's posts come from many addresses, as a proxy on this machine would say (X-Forwarded-For).
    TRUST_PROXY: '127.0.0.1',
  });
  const runtime = await startRuntime(config, pino({ level: 'silent' }), { database, workers: true });
  await database.db.update(dealerships).set({ timezone: middayZone() });
  const [dealership] = await database.db.select().from(dealerships).where(eq(dealerships.id, 1));
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';

  const answeredAt = new Map<string, number>();
  const postLatency: number[] = [];
  let failures = 0;
  const total = Math.round(RATE * DURATION);
  const runId = String(Date.now()).slice(-3);
  console.log(
    `speed to lead on ${database.driver}: ${total} leads at ${RATE}/s to ${dealership?.name ?? 'dealership 1'}`,
  );
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // 555 numbers: an area code without a zone, so the dealership's (midday) clock applies.
    const phone = `+1555${runId}${String(i).padStart(4, '0')}`;
    const sentAt = performance.now();
    posts.push(
      fetch(`${base}/api/leads${CAPTURE ? '/capture' : ''}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(CAPTURE
            ? { 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${i % 250}` }
            : { cookie, origin: base }),
        },
        body: JSON.stringify({
          name: `Speed Lead ${i}`,
          email: `speed${Date.now()}-${i}@bench.example`,
          phone,
          source: 'website',
          vehicleInterest: 'Chevrolet Tahoe',
          ...(CAPTURE ? { dealershipBrand: dealership?.brand ?? 'chevrolet' } : { dealershipId: 1 }),
        }),
      }).then(async (res) => {
        await res.arrayBuffer();
        const now = performance.now();
        postLatency.push(now - sentAt);
        if (res.status === (CAPTURE ? 200 : 201)) answeredAt.set(phone, performance.timeOrigin + now);
        else failures += 1;
      }),
    );
  }
  await Promise.all(posts);
  const postedIn = (performance.now() - started) / 1000;
  const deadline = Date.now() + 60_000;
  while (
    Date.now() < deadline &&
    twilio.messages.filter((m) => answeredAt.has(m.to)).length < answeredAt.size
  )
    await new Promise((r) => setTimeout(r, 100));

  const firstByPhone = new Map<string, number>();
  for (const m of twilio.messages) if (!firstByPhone.has(m.to)) firstByPhone.set(m.to, m.receivedAt);
  const speed = [...answeredAt].flatMap(([phone, at]) => {
    const reached = firstByPhone.get(phone);
    return reached === undefined ? [] : [reached - at];
  });
  const f = (n: number) => n.toFixed(0);
  console.log(
    `posted ${answeredAt.size}/${total} leads in ${postedIn.toFixed(1)} s (${(answeredAt.size / postedIn).toFixed(1)}/s), ${failures} failed`,
  );
  console.log(
    `POST /api/leads${CAPTURE ? '/capture' : ''}  p50 ${f(percentile(postLatency, 50))} ms  p99 ${f(percentile(postLatency, 99))} ms`,
  );
  console.log(
    `answer → first SMS at Twilio p50 ${f(percentile(speed, 50))} ms  p99 ${f(percentile(speed, 99))} ms  max ${f(Math.max(...speed))} ms  (${speed.length}/${answeredAt.size} delivered)`,
  );
  await runtime.close();
  await twilio.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
