// `npm run bench:speed-to-lead`: for each database and each rate, posts leads at that steady rate for a while and
// measures the time from each answer to the lead's first SMS at the provider (a Twilio double speaking Twilio's
// wire format), i.e. the whole path: transaction + first-contact job + template + delivery job + HTTP call. Each run
// gets a fresh database and a freshly started compiled server (`npm run build -w server` first).
// Environment:
//   SPEED_RATES       leads a second, comma-separated (default: the targets, 20 on PGlite and 100 on PostgreSQL;
//                     SPEED_RATE still works for one)
//   SPEED_DURATION    seconds per run (default 60)
//   SPEED_DATABASES   pglite,postgres (default: pglite, plus postgres when SPEED_DATABASE_URL is set)
//   SPEED_DATABASE_URL a PostgreSQL server; each run makes and drops a database of its own on it
//   SPEED_PATH        capture (the website form, one address per post; default) | lead (staff's POST /api/leads)
//   SPEED_WORKERS     `start:worker` processes beside the app, PostgreSQL only (default 0)
//   SPEED_SENDER_MPS  the store's texts-per-second limit for every run (default: none)
//   SPEED_APP_LOG     a file the app's and workers' log lines (warn and up) are appended to (default: dropped)
//   SPEED_DEBUG       prints the 30 slowest leads of each run and keeps the run's database for a look
// Besides the times, each row gives the CPU time spent per lead served by the app (and worker) processes and by the
// run database's PostgreSQL backends: what a change costs, less blurred by other work on the machine.
import { runSpeedToLead, type SpeedRunOptions, type SpeedRunResult } from './speed-run';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The targets: the embedded database serves a store, PostgreSQL groups and bursts. */
const TARGET_RATE = { pglite: 20, postgres: 100 };
const chosenRates = list(process.env.SPEED_RATES ?? process.env.SPEED_RATE).map(Number);
const ratesFor = (name: string) =>
  chosenRates.length ? chosenRates : [name === 'postgres' ? TARGET_RATE.postgres : TARGET_RATE.pglite];
const durationSeconds = Number(process.env.SPEED_DURATION ?? 60);
const postgresUrl = process.env.SPEED_DATABASE_URL;
const databases = list(process.env.SPEED_DATABASES ?? (postgresUrl ? 'pglite,postgres' : 'pglite'));
const capture = process.env.SPEED_PATH !== 'lead';
const workers = Number(process.env.SPEED_WORKERS ?? 0);
const senderPerSecond = process.env.SPEED_SENDER_MPS ? Number(process.env.SPEED_SENDER_MPS) : undefined;

const ms = (value: number) =>
  Number.isNaN(value)
    ? '—'
    : value >= 1000
      ? `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s`
      : `${value.toFixed(0)} ms`;

const row = (rate: number, r: SpeedRunResult) =>
  `| ${rate}/s | ${r.postedPerSecond.toFixed(0)}/s, ${r.failedPosts} failed | ${ms(r.postP50)} | ${ms(r.postP99)} | ` +
  `${ms(r.firstSmsP50)} | ${ms(r.firstSmsP99)} | ${ms(r.firstSmsMax)} | ${r.delivered}/${r.total} | ` +
  `${r.appCpuMsPerLead.toFixed(1)} | ${Number.isNaN(r.databaseCpuMsPerLead) ? '—' : r.databaseCpuMsPerLead.toFixed(1)} |`;

async function main() {
  for (const name of databases) {
    if (name === 'postgres' && !postgresUrl) throw new Error('SPEED_DATABASE_URL is needed for postgres');
    const database: SpeedRunOptions['database'] =
      name === 'postgres' ? { url: postgresUrl as string } : 'pglite';
    const extra = name === 'postgres' && workers ? `, ${workers} start:worker process(es)` : '';
    const limit = senderPerSecond ? `, sender limited to ${senderPerSecond} texts/s` : '';
    console.log(
      `\n${name === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}: ${capture ? 'website form' : 'Add Lead'}, ` +
        `${durationSeconds} s per rate${extra}${limit}\n`,
    );
    console.log(
      '| rate | posted | POST p50 | POST p99 | first SMS p50 | first SMS p99 | first SMS max | served | ' +
        'app CPU ms/lead | database CPU ms/lead |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | ---: | ---: |');
    const failureNotes: string[] = [];
    for (const rate of ratesFor(name)) {
      const result = await runSpeedToLead({
        database,
        rate,
        durationSeconds,
        capture,
        workers: name === 'postgres' ? workers : 0,
        senderPerSecond,
      });
      console.log(row(rate, result));
      if (result.failedPosts) failureNotes.push(`${rate}/s: ${JSON.stringify(result.failures)}`);
    }
    if (failureNotes.length) console.log(`\nFailed posts by reason: ${failureNotes.join('; ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
