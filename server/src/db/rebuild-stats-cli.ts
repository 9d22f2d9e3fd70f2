// `npm run db:rebuild-stats` recounts the day statistics (lead_day_stats, lead_status_totals) from the leads and
// appointments themselves: the repair for derived counters the database keeps (decisions 016 and 042).
import { ALL_DEALERSHIPS } from '../lib/scope';
import { rebuildLeadDayStats } from '../modules/reports/reports.service';
import { runWithDatabase } from './cli-database';

await runWithDatabase(async (database, _config, where) => {
  const started = Date.now();
  await rebuildLeadDayStats(database.db, ALL_DEALERSHIPS);
  console.log(`Recounted the day statistics of ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
});
