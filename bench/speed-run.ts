// One run of the speed-to-lead bench: the compiled server started as production starts it (its own process, with
// its workers, plus any `start:worker` processes), a Twilio double in this process, leads posted at a steady rate
// from outside, and the time from each answer to that lead's first SMS reaching the double.
import type { ChildProcess } from 'node:child_process';
import { startTwilioDouble } from '../server/src/integrations/sms/twilio-double';
import {
  backendsOf,
  cpuSeconds,
  type DatabaseChoice,
  freePort,
  freshDatabase,
  startProcess,
  stop,
  waitUntilReady,
} from './speed-processes';

export interface SpeedRunOptions {
  database: DatabaseChoice;
  rate: number;
  durationSeconds: number;
  /** The website form (public, one address per post) instead of staff's Add Lead. */
  capture: boolean;
  /** `start:worker` processes beside the app (PostgreSQL only). */
  workers: number;
  /** The store's texts-per-second limit, when the run shows the spreading. */
  senderPerSecond?: number;
}

export interface SpeedRunResult {
  posted: number;
  total: number;
  failedPosts: number;
  /** Why posts failed: HTTP status or network error code, with how many. */
  failures: Record<string, number>;
  postedPerSecond: number;
  postP50: number;
  postP99: number;
  firstSmsP50: number;
  firstSmsP99: number;
  firstSmsMax: number;
  delivered: number;
  /** CPU time per lead served: the app and worker processes', and the run database's PostgreSQL backends'. */
  appCpuMsPerLead: number;
  databaseCpuMsPerLead: number;
}

const ADMIN = { email: 'speed-admin@bench.example', password: 'speed-password-1' };

export const percentile = (values: number[], p: number) => {
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

export async function runSpeedToLead(options: SpeedRunOptions): Promise<SpeedRunResult> {
  const twilio = await startTwilioDouble();
  const database = await freshDatabase(options.database);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_PHONE_NUMBER: '+15550100000',
    TWILIO_API_URL: twilio.url,
    // The capture form's posts come from many addresses, as a proxy on this machine would say (X-Forwarded-For).
    TRUST_PROXY: '127.0.0.1',
  };
  const app = startProcess('main.js', env);
  const workers: ChildProcess[] = [];
  try {
    await waitUntilReady(base, app);
    for (let i = 0; i < options.workers; i += 1) workers.push(startProcess('worker.js', env));

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const staff = { cookie, origin: base, 'content-type': 'application/json' };
    const store = await fetch(`${base}/api/dealerships/1`, {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({
        timezone: middayZone(),
        smsMessagesPerSecond: options.senderPerSecond ?? null,
      }),
    });
    if (!store.ok) throw new Error(`could not set up the store: ${store.status} ${await store.text()}`);
    const { brand } = (await store.json()) as { brand: string };

    const answeredAt = new Map<string, number>();
    const postLatency: number[] = [];
    let failedPosts = 0;
    const failures: Record<string, number> = {};
    const failed = (reason: string) => {
      failedPosts += 1;
      failures[reason] = (failures[reason] ?? 0) + 1;
    };
    const total = Math.round(options.rate * options.durationSeconds);
    const runId = String(Date.now()).slice(-2);
    const processes = () => [app, ...workers].map((p) => p.pid);
    const cpuAtStart = processes().map(cpuSeconds);
    const backendCpuAtStart = new Map(backendsOf(database.name).map((pid) => [pid, cpuSeconds(pid)]));
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let i = 0; i < total; i += 1) {
      const wait = started + (i * 1000) / options.rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // 555 numbers: an area code without a zone, so the dealership's (midday) clock applies. Seven digits after
      // the area code: up to 100,000 leads a run (a 60 s run at 200/s is 12,000).
      const phone = `+1555${runId}${String(i).padStart(5, '0')}`;
      const sentAt = performance.now();
      const lead = {
        name: `Speed Lead ${i}`,
        email: `speed${runId}-${i}@bench.example`,
        phone,
        source: 'website',
        vehicleInterest: 'Chevrolet Tahoe',
        ...(options.capture ? { dealershipBrand: brand } : { dealershipId: 1 }),
      };
      posts.push(
        fetch(`${base}/api/leads${options.capture ? '/capture' : ''}`, {
          method: 'POST',
          headers: options.capture
            ? {
                'content-type': 'application/json',
                'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${i % 250}`,
              }
            : staff,
          body: JSON.stringify(lead),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            const now = performance.now();
            postLatency.push(now - sentAt);
            if (res.status === (options.capture ? 200 : 201))
              answeredAt.set(phone, performance.timeOrigin + now);
            else failed(`HTTP ${res.status}`);
          },
          (err: Error & { cause?: { code?: string } }) => failed(err.cause?.code ?? err.name),
        ),
      );
    }
    await Promise.all(posts);
    const postedIn = (performance.now() - started) / 1000;
    // Every answered lead's first text, or a minute past the last answer.
    const deadline = Date.now() + 60_000;
    // (One set of reached phones per check: this process also answers as Twilio, so a slow check delays texts.)
    const waiting = () => {
      const reached = new Set(twilio.messages.map((m) => m.to));
      return [...answeredAt.keys()].some((phone) => !reached.has(phone));
    };
    while (Date.now() < deadline && waiting()) await new Promise((r) => setTimeout(r, 100));

    const appCpu = processes().reduce((sum, pid, i) => sum + cpuSeconds(pid) - (cpuAtStart[i] ?? 0), 0);
    const databaseCpu = backendsOf(database.name).reduce(
      (sum, pid) => sum + cpuSeconds(pid) - (backendCpuAtStart.get(pid) ?? 0),
      0,
    );
    const firstByPhone = new Map<string, number>();
    for (const m of twilio.messages) if (!firstByPhone.has(m.to)) firstByPhone.set(m.to, m.receivedAt);
    const speed = [...answeredAt].flatMap(([phone, at]) => {
      const first = firstByPhone.get(phone);
      return first === undefined ? [] : [first - at];
    });
    if (process.env.SPEED_DEBUG) {
      const slow = [...answeredAt]
        .map(([phone, at]) => ({
          phone,
          at: at - performance.timeOrigin - started,
          wait: (firstByPhone.get(phone) ?? Number.NaN) - at,
        }))
        .sort((a, b) => b.wait - a.wait);
      console.error('slowest', JSON.stringify(slow.slice(0, 30)));
      console.error(
        'over 1s',
        slow.filter((x) => x.wait > 1000).length,
        'over 5s',
        slow.filter((x) => x.wait > 5000).length,
      );
    }
    return {
      posted: answeredAt.size,
      total,
      failedPosts,
      failures,
      postedPerSecond: answeredAt.size / postedIn,
      postP50: percentile(postLatency, 50),
      postP99: percentile(postLatency, 99),
      firstSmsP50: percentile(speed, 50),
      firstSmsP99: percentile(speed, 99),
      firstSmsMax: speed.length ? Math.max(...speed) : Number.NaN,
      delivered: speed.length,
      appCpuMsPerLead: (appCpu * 1000) / Math.max(1, speed.length),
      databaseCpuMsPerLead: database.name ? (databaseCpu * 1000) / Math.max(1, speed.length) : Number.NaN,
    };
  } finally {
    await Promise.all(workers.map(stop));
    await stop(app);
    await twilio.close();
    if (!process.env.SPEED_DEBUG) await database.drop();
  }
}
