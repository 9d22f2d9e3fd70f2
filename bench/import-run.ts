// The "lead import" scenario: while a manager's 50,000-row CSV import runs in the server's own process (`npm start`'s
// compiled server, job workers included), people keep using the product. Two loops ask for `/api/health` and a Leads page one request after
// another; their latencies during the import are set beside the same loops on the idle app (the baseline), and the
// app's memory beside its idle size. Targets: p99 < 200 ms for both, under 300 MB above idle.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../server/src/test/server-process';
import { ensureDatabaseExists } from './targets';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const IDLE_SECONDS = 5;
// The Leads page of the store being imported into, where the new rows land.
const ROUTES = {
  health: '/api/health',
  'leads list': '/api/leads?dealershipId=3&status=new&limit=50',
} as const;
type RouteName = keyof typeof ROUTES;

export interface ImportFigures {
  target: string;
  seconds: number;
  rows: number;
  during: Record<RouteName, Quantiles>;
  idle: Record<RouteName, Quantiles>;
  rssIdleMb: number;
  rssPeakMb: number;
}

interface Quantiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function quantiles(samples: number[]): Quantiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** Distinct people, so every row makes a lead (the slowest case: no merge is cheaper than an insert). */
function importCsv(rows: number): string {
  const run = Date.now() % 1_000_000;
  const lines = ['Name,Email,Phone,Vehicle,Source'];
  for (let i = 0; i < rows; i += 1) {
    const phone = `+1628${String(1_000_000 + ((run * 7 + i) % 8_999_999)).padStart(7, '0')}`;
    lines.push(`Import Bench ${run}-${i},import.${run}.${i}@bench.example,${phone},2025 Ford Bronco,website`);
  }
  return lines.join('\n');
}

/** Each route asked one request after another until `until` resolves; latencies in ms. */
async function sampleRoutes(url: string, cookie: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const loop = async (path: string) => {
    const times: number[] = [];
    while (!done) {
      const started = performance.now();
      const res = await fetch(url + path, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - started);
    }
    return times;
  };
  const names = Object.keys(ROUTES) as RouteName[];
  const results = await Promise.all(names.map((name) => loop(ROUTES[name])));
  return Object.fromEntries(names.map((name, i) => [name, quantiles(results[i] ?? [])])) as Record<
    RouteName,
    Quantiles
  >;
}

/** The resident memory of a process, from the kernel (Linux), in MB. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb ?? Number.NaN) / 1024);
}

const ADMIN = { email: 'import-bench@bench.example', password: 'import-bench-password-1' };

/**
 * `database`: the embedded one in a fresh data directory with the demo data (`npm start` on a new machine), or the
 * PostgreSQL server at that URL.
 */
export async function benchImport(database: { name: string; url?: string }): Promise<ImportFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-import-bench-'));
  if (database.url) await ensureDatabaseExists(database.url);
  const server = await startServerProcess(
    {
      PUBLIC_URL: 'http://127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database.url
        ? { DATABASE_URL: database.url, SECRETS_KEY: randomBytes(32).toString('base64') }
        : { DATA_DIR: dataDir }),
    },
    'dist/main.js',
  );
  const pid = server.child.pid as number;
  try {
    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const app = { url: server.url, cookie: signIn.headers.get('set-cookie')?.split(';')[0] ?? '' };
    const idle = await sampleRoutes(
      app.url,
      app.cookie,
      new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)),
    );
    const rssIdle = rssMb(pid);
    let rssPeak = rssIdle;
    const memory = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }, 100);

    const started = performance.now();
    const res = await fetch(`${app.url}/api/leads/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: app.cookie },
      body: JSON.stringify({
        dealershipId: 3,
        csv: importCsv(IMPORT_ROWS),
        mapping: {
          name: 'Name',
          email: 'Email',
          phone: 'Phone',
          vehicleInterest: 'Vehicle',
          source: 'Source',
        },
      }),
    });
    if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    const finished = (async () => {
      for (;;) {
        const progress = (await (
          await fetch(`${app.url}/api/leads/imports/${id}`, { headers: { cookie: app.cookie } })
        ).json()) as { state: string; created: number; message?: string };
        if (progress.state === 'failed') throw new Error(`import failed: ${progress.message}`);
        if (progress.state === 'done') return progress.created;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const during = await sampleRoutes(app.url, app.cookie, finished);
    const rows = await finished;
    clearInterval(memory);
    return {
      target: database.name,
      seconds: (performance.now() - started) / 1000,
      rows,
      during,
      idle,
      rssIdleMb: rssIdle,
      rssPeakMb: rssPeak,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

export function printImport(figures: ImportFigures) {
  console.log(
    `  lead import: ${figures.rows} leads in ${f(figures.seconds)} s (${f(figures.rows / figures.seconds)} rows/s), ` +
      `RSS ${figures.rssIdleMb} MB idle, ${figures.rssPeakMb} MB peak (+${figures.rssPeakMb - figures.rssIdleMb} MB)`,
  );
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const during = figures.during[name];
    const idle = figures.idle[name];
    console.log(
      `    ${name.padEnd(10)} during p50 ${f(during.p50).padStart(6)}  p99 ${f(during.p99).padStart(6)}  max ${f(during.max).padStart(7)} ms (${during.count} requests)` +
        `   idle p50 ${f(idle.p50)}  p99 ${f(idle.p99)} ms   p99 ${f(during.p99 / idle.p99)}x idle`,
    );
  }
}

export function importVerdicts(all: ImportFigures[]) {
  for (const figures of all) {
    const ok =
      figures.during.health.p99 < 200 &&
      figures.during['leads list'].p99 < 200 &&
      figures.rssPeakMb - figures.rssIdleMb < 300;
    console.log(
      `  ${ok ? 'MET    ' : 'NOT MET'} ${figures.target}: during a ${figures.rows}-row import health p99 ${f(figures.during.health.p99)} ms, ` +
        `leads list p99 ${f(figures.during['leads list'].p99)} ms (< 200), memory +${figures.rssPeakMb - figures.rssIdleMb} MB (< 300)`,
    );
  }
}
