// `npm run bench`: every scenario against PostgreSQL and the embedded database, each next to a bare-Fastify
// baseline running the equivalent single SQL statement on the same database in the same run.
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:54329/lm_bench), BENCH_TARGETS (pg,pglite),
// BENCH_DURATION seconds per run (5), BENCH_CONNECTIONS (10), BENCH_PG_LEADS (100000), BENCH_PGLITE_LEADS (20000),
// BENCH_WS_CLIENTS (500), BENCH_WS_EVENTS (20), BENCH_ONLY (comma-separated scenario name prefixes, e.g.
// "leads list,fan-out", to re-measure a few), BENCH_ROUNDS (3): baseline and app take turns this many times per
// scenario and the round with the median ratio is reported, so a slow moment of a shared machine does not decide.
// The "lead import" scenario (bench/import-run.ts) imports BENCH_IMPORT_ROWS (50000) rows in the app's process.
import { startBenchApp } from './app';
import { SEARCH_TERM, startBaseline } from './baseline';
import { benchImport, type ImportFigures, importVerdicts, printImport } from './import-run';
import { type LoadOptions, type LoadResult, measureFanOut, runLoad } from './load';
import { markForCleanUp, pgliteTarget, postgresTarget, type Target } from './targets';
import { startCaptureWriter } from './writer';

const env = process.env;
const DURATION = Number(env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Math.max(1, Number(env.BENCH_ROUNDS ?? 3));
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54329/lm_bench';
const TARGETS = (env.BENCH_TARGETS ?? 'pg,pglite').split(',').map((t) => t.trim());
const ONLY = env.BENCH_ONLY?.split(',').map((name) => name.trim().toLowerCase());
const selected = (name: string) => !ONLY || ONLY.some((prefix) => name.toLowerCase().startsWith(prefix));

interface Scenario {
  name: string;
  /** Website captures a second arriving through the app during both measurements. */
  writes?: number;
  app: Omit<LoadOptions, 'duration' | 'connections' | 'url'> & { path: string; signedIn: boolean };
  baseline: Omit<LoadOptions, 'duration' | 'connections' | 'url'> & { path: string };
}

const CAPTURES_PER_SECOND = Number(env.BENCH_WRITES ?? 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const REPORT_RANGE = `from=${day(-29)}&to=${day(0)}`;

const SCENARIOS: Scenario[] = [
  {
    name: 'leads list (dealership 1, new, 50)',
    app: { path: '/api/leads?dealershipId=1&status=new&limit=50', signedIn: true },
    baseline: { path: '/leads' },
  },
  {
    name: `lead search "${SEARCH_TERM}"`,
    app: { path: `/api/leads?search=${SEARCH_TERM}&limit=50`, signedIn: true },
    baseline: { path: '/search' },
  },
  {
    name: 'dashboard stats',
    app: { path: '/api/dashboard/stats', signedIn: true },
    baseline: { path: '/dashboard' },
  },
  // The figures screens show, while leads keep arriving. The baselines count from the leads table.
  {
    name: `leads list (dealership 1, new, 50), ${CAPTURES_PER_SECOND} captures/s`,
    writes: CAPTURES_PER_SECOND,
    app: { path: '/api/leads?dealershipId=1&status=new&limit=50', signedIn: true },
    baseline: { path: '/leads' },
  },
  {
    name: `dashboard stats, ${CAPTURES_PER_SECOND} captures/s`,
    writes: CAPTURES_PER_SECOND,
    app: { path: '/api/dashboard/stats', signedIn: true },
    baseline: { path: '/dashboard-from-leads' },
  },
  {
    name: `reports 30 days (dealership 3), ${CAPTURES_PER_SECOND} captures/s`,
    writes: CAPTURES_PER_SECOND,
    app: { path: `/api/reports?${REPORT_RANGE}&dealershipId=3`, signedIn: true },
    baseline: { path: `/report-leads?${REPORT_RANGE}&dealershipId=3` },
  },
  {
    name: `reports 30 days (all stores), ${CAPTURES_PER_SECOND} captures/s`,
    writes: CAPTURES_PER_SECOND,
    app: { path: `/api/reports?${REPORT_RANGE}`, signedIn: true },
    baseline: { path: `/report-leads?${REPORT_RANGE}` },
  },
  {
    name: `lead search "${SEARCH_TERM}", ${CAPTURES_PER_SECOND} captures/s`,
    writes: CAPTURES_PER_SECOND,
    app: { path: `/api/leads?search=${SEARCH_TERM}&limit=50`, signedIn: true },
    baseline: { path: '/search' },
  },
  {
    name: 'conversations list (50)',
    app: { path: '/api/conversations?limit=50', signedIn: true },
    baseline: { path: '/conversations' },
  },
  {
    // What the list screens ask for: one line per conversation (its newest message), the thread when opened.
    name: 'conversations list (50, newest message each)',
    app: { path: '/api/conversations?limit=50&messages=last', signedIn: true },
    baseline: { path: '/conversations' },
  },
  {
    name: 'lead ingest POST /api/leads/capture',
    app: { path: '/api/leads/capture', method: 'POST', bodyKind: 'capture', signedIn: false },
    baseline: { path: '/ingest', method: 'POST', bodyKind: 'capture' },
  },
  {
    // For comparison: the core createLead (insert + first-contact job + NEW_LEAD) without the capture pipeline.
    name: 'lead create POST /api/leads (signed in)',
    app: { path: '/api/leads', method: 'POST', bodyKind: 'lead', signedIn: true },
    baseline: { path: '/ingest', method: 'POST', bodyKind: 'capture' },
  },
];

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const pad = (text: string, width: number) => text.padEnd(width);
const line = (label: string, r: LoadResult) =>
  `    ${pad(label, 9)} ${f(r.rps, 0).padStart(7)} req/s  p50 ${f(r.p50).padStart(6)}  p95 ${f(r.p95).padStart(6)}  ` +
  `p99 ${f(r.p99).padStart(6)} ms${r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''}`;

export interface ScenarioFigures {
  target: string;
  scenario: string;
  app: LoadResult;
  baseline: LoadResult;
}

async function benchTarget(target: Target, figures: ScenarioFigures[], fanOuts: Record<string, number[]>) {
  console.log(`\n== ${target.name}: ${target.leads} leads, ${target.messages} messages (${target.note})`);
  const { runtime, url: appUrl, cookie } = await startBenchApp(target, { workers: false });
  const baseline = await startBaseline(target.database);
  const removeAddedRows = await markForCleanUp(target.database);
  try {
    for (const scenario of SCENARIOS.filter((s) => selected(s.name))) {
      const common = { duration: DURATION, connections: CONNECTIONS };
      const { path, signedIn, ...app } = scenario.app;
      const rounds: { base: LoadResult; measured: LoadResult; ratio: number }[] = [];
      const writer = scenario.writes ? startCaptureWriter(appUrl, scenario.writes) : undefined;
      for (let round = 0; round < ROUNDS; round += 1) {
        const base = await runLoad({
          ...common,
          ...scenario.baseline,
          url: baseline.url + scenario.baseline.path,
        });
        const measured = await runLoad({
          ...common,
          ...app,
          url: appUrl + path,
          headers: signedIn ? { cookie } : {},
        });
        rounds.push({ base, measured, ratio: measured.rps / base.rps });
      }
      const written = await writer?.stop();
      const { base, measured } = [...rounds].sort((a, b) => a.ratio - b.ratio)[
        Math.floor(ROUNDS / 2)
      ] as (typeof rounds)[number];
      figures.push({ target: target.name, scenario: scenario.name, app: measured, baseline: base });
      console.log(
        `  ${scenario.name}${written ? ` (${written.sent} leads written meanwhile, ${written.failed} failed)` : ''}`,
      );
      console.log(line('app', measured));
      console.log(line('baseline', base));
      console.log(
        `    ratio     ${f(measured.rps / base.rps, 2)}x baseline req/s, p95 ${f(measured.p95 / base.p95, 2)}x baseline` +
          (ROUNDS > 1 ? ` (median of ${ROUNDS} rounds: ${rounds.map((r) => f(r.ratio, 2)).join(', ')})` : ''),
      );
    }
    if (!selected('fan-out')) return;
    const fanOut = await measureFanOut({
      wsUrl: `${appUrl.replace('http', 'ws')}/ws`,
      cookie,
      clients: Number(env.BENCH_WS_CLIENTS ?? 500),
      events: Number(env.BENCH_WS_EVENTS ?? 20),
      createLead: async (name) => {
        const res = await fetch(`${appUrl}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            name,
            email: `${name.replace(/\W/g, '.').toLowerCase()}@example.com`,
            phone: '+14155550100',
            vehicleInterest: '2025 Ford Bronco',
            dealershipId: 3,
          }),
        });
        if (res.status !== 201) throw new Error(`POST /api/leads answered ${res.status}`);
      },
    });
    const quantiles = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      return { sorted, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
    };
    const fromPost = quantiles(fanOut.allReceivedMs);
    const fromCommit = quantiles(fanOut.afterResponseMs);
    const response = quantiles(fanOut.responseMs);
    fanOuts[target.name] = fromPost.sorted;
    console.log(
      `  WebSocket fan-out: NEW_LEAD to ${fanOut.clients} clients, ${fromPost.sorted.length} events`,
    );
    console.log(
      `    all received, from the POST   p50 ${f(fromPost.p50)}  p99 ${f(fromPost.p99)}  max ${f(fromPost.max)} ms` +
        ` (the 201 itself: p50 ${f(response.p50)} ms)`,
    );
    console.log(
      `    all received, from the 201    p50 ${f(fromCommit.p50)}  p99 ${f(fromCommit.p99)}  max ${f(fromCommit.max)} ms`,
    );
  } finally {
    await removeAddedRows();
    await baseline.close();
    await runtime.close();
    await target.cleanUp();
  }
}

function verdicts(figures: ScenarioFigures[], fanOuts: Record<string, number[]>) {
  const pgFig = (name: string) =>
    figures.find((x) => x.target === 'PostgreSQL' && x.scenario.startsWith(name));
  const list = pgFig('leads list (dealership 1, new, 50), ');
  const stats = pgFig('dashboard stats, ');
  const reports = pgFig('reports 30 days (dealership');
  const search = pgFig(`lead search "${SEARCH_TERM}", `);
  const ingest = pgFig('lead ingest');
  const fan = fanOuts.PostgreSQL;
  const check = (ok: boolean | undefined, text: string) =>
    console.log(`  ${ok === undefined ? '?' : ok ? 'MET    ' : 'NOT MET'} ${text}`);
  console.log('\n== Targets (PostgreSQL, 10 connections)');
  check(
    list && list.app.p95 < 25,
    `leads list p95 < 25 ms with captures arriving: ${f(list?.app.p95 ?? Number.NaN)} ms`,
  );
  check(
    stats && stats.app.p95 < 50,
    `dashboard stats p95 < 50 ms with captures arriving: ${f(stats?.app.p95 ?? Number.NaN)} ms`,
  );
  check(
    reports && reports.app.p95 < 100,
    `reports (30 days, one store) p95 < 100 ms with captures arriving: ${f(reports?.app.p95 ?? Number.NaN)} ms`,
  );
  check(
    search && search.app.p95 < 50,
    `lead search p95 < 50 ms with captures arriving: ${f(search?.app.p95 ?? Number.NaN)} ms`,
  );
  check(
    ingest && ingest.app.rps >= 1000 && ingest.app.rps >= ingest.baseline.rps / 2,
    `lead ingest >= 1000 leads/s and >= half the bare insert: ${f(ingest?.app.rps ?? Number.NaN, 0)} leads/s, ` +
      `${f((ingest?.app.rps ?? Number.NaN) / (ingest?.baseline.rps ?? Number.NaN), 2)}x the bare insert`,
  );
  const worst = fan ? (fan.at(-1) ?? Number.NaN) : Number.NaN;
  check(
    fan && worst < 100,
    `NEW_LEAD reaches all 500 clients within 100 ms of the POST: worst ${f(worst)} ms`,
  );
}

async function main() {
  console.log(
    `Lead Manager benchmark: ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}`,
  );
  const figures: ScenarioFigures[] = [];
  const fanOuts: Record<string, number[]> = {};
  const requestScenarios = SCENARIOS.some((s) => selected(s.name)) || selected('fan-out');
  if (TARGETS.includes('pg') && requestScenarios) {
    await benchTarget(await postgresTarget(PG_URL, Number(env.BENCH_PG_LEADS ?? 100_000)), figures, fanOuts);
  }
  if (TARGETS.includes('pglite') && requestScenarios) {
    const leads = Number(env.BENCH_PGLITE_LEADS ?? 20_000);
    console.log(
      `\n(PGlite is seeded with ${leads} leads, not 100k, to keep the run short; BENCH_PGLITE_LEADS=100000 for all.)`,
    );
    await benchTarget(await pgliteTarget(leads), figures, fanOuts);
  }
  if (requestScenarios) verdicts(figures, fanOuts);
  if (!selected('lead import')) return;
  console.log('\n== Lead import: the compiled server answers while a 50,000-row import runs in its process');
  const imports: ImportFigures[] = [];
  const databases = [
    ...(TARGETS.includes('pg') ? [{ name: 'PostgreSQL', url: PG_URL }] : []),
    ...(TARGETS.includes('pglite') ? [{ name: 'PGlite (demo data)' }] : []),
  ];
  for (const database of databases) {
    imports.push(await benchImport(database));
    printImport(imports.at(-1) as ImportFigures);
  }
  importVerdicts(imports);
}

await main();
process.exit(0);
