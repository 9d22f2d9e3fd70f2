// `npm run db:seed` loads the demo data into an empty database; `npm run db:seed -- --reset` empties every table
// of the product first (users and sessions too: the demo's admin is created again with it).
import { runWithDatabase } from './cli-database';
import { resetDatabase } from './reset-database';
import { DEMO_COUNTS, seedDemoData, toolSeedSetup } from './seed';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run db:seed [-- --reset]`);
  process.exit(2);
}
const reset = args.includes('--reset');

await runWithDatabase(async (database, config, where) => {
  if (reset) await resetDatabase(database.db);
  const seeded = await seedDemoData(database.db, {
    prefix: config.DEALERSHIP_PREFIX,
    groupTimeZone: config.GROUP_TIMEZONE,
    ...toolSeedSetup(config),
  });
  const c = DEMO_COUNTS;
  if (seeded) {
    console.log(
      `${reset ? 'Reset and seeded' : 'Seeded'} ${where}: ${c.dealerships} dealerships, ${c.leads} leads with ` +
        `their conversations, appointments and follow-ups.${seeded.admin ? ` Admin: ${seeded.admin.email}${seeded.admin.generated ? `, password ${seeded.admin.password}` : ''}.` : ''}`,
    );
  } else {
    console.log(
      `Left ${where} unchanged: it already has data. Run \`npm run db:seed -- --reset\` to start over.`,
    );
  }
  return 0;
});
