// `npm run db:rebuild-stats`: recounts the day statistics (lead_day_stats) of every store from the leads and
// appointments, in the configured database: after a restore, a hand edit, or to check them (docs/decisions/042).
import { ALL_DEALERSHIPS } from '../lib/scope';
import { rebuildLeadDayStats } from '../modules/reports/lead-day-stats.repo';
import { runWithDatabase } from './cli-database';

await runWithDatabase(async (database, _config, where) => {
  const started = performance.now();
  await rebuildLeadDayStats(database.db, ALL_DEALERSHIPS);
  console.log(
    `Recounted the day statistics of ${where} in ${((performance.now() - started) / 1000).toFixed(1)}s.`,
  );
  return 0;
});
