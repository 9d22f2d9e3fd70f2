// `npm run seed:large -- --leads 100000 [--batch 5000] [--days 730]`: adds generated leads with conversations,
// messages and appointments to the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
import { runWithDatabase } from './cli-database';
import { toolSeedSetup } from './seed';
import { seedLargeData } from './seed-large';

const USAGE = 'Usage: npm run seed:large -- --leads 100000 [--batch 5000] [--days 730]';

function parseArgs(args: string[]): { leads: number; batch: number; days: number } {
  const values: Record<string, number> = { leads: 100_000, batch: 5000, days: 730 };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    const value = Number(args[i + 1]);
    if (!(name in values) || !Number.isInteger(value) || value < 1) {
      console.error(`Bad option ${args[i]} ${args[i + 1] ?? ''}. ${USAGE}`);
      process.exit(2);
    }
    values[name] = value;
  }
  return { leads: values.leads ?? 100_000, batch: values.batch ?? 5000, days: values.days ?? 730 };
}

/** A one-line bar redrawn on stderr, so stdout keeps only the summary. */
function progressBar(started: number) {
  return (done: number, total: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const percent = String(Math.floor((done / total) * 100)).padStart(3);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}% ${done}/${total} leads ${seconds}s`,
    );
    if (done === total) process.stderr.write('\n');
  };
}

const options = parseArgs(process.argv.slice(2));
await runWithDatabase(async (database, config, where) => {
  const started = performance.now();
  const totals = await seedLargeData(database.db, {
    leads: options.leads,
    batchSize: options.batch,
    days: options.days,
    prefix: config.DEALERSHIP_PREFIX,
    groupTimeZone: config.GROUP_TIMEZONE,
    onProgress: progressBar(started),
    demo: toolSeedSetup(config),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${options.leads} leads to ${where} in ${seconds}s. It now holds ${totals.leads} leads, ` +
      `${totals.conversations} conversations, ${totals.messages} messages, ${totals.appointments} appointments, ` +
      `${totals.followUps} follow-ups.`,
  );
  return 0;
});
