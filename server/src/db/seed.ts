import { randomBytes } from 'node:crypto';
import { defaultAiSettings } from '@lead-manager/contracts/ai-defaults';
import { sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import type { Config } from '../config/env';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { createSecretBox, type SecretBox } from '../lib/secret-box';
import { rebuildLeadDayStats } from '../modules/reports/reports.service';
import { type Db, queryRows } from './client';
import { aiSettings, dealerships } from './schema';
import { createSeedClock } from './seed-clock';
import { DEMO_DEALERSHIPS, DEMO_EMAIL_DOMAIN, DEMO_IMPORT, localTime } from './seed-data';
import { seedDemoInventory } from './seed-inventory';
import { createStoryPlayer } from './seed-run';
import { buildStories, LEAD_ROWS, STORY_MARGIN_MS } from './seed-story';
import { createDemoWorld } from './seed-world';

const HOUR = 3_600_000;
/** Serialises concurrent first starts: only one of them seeds. */
const SEED_LOCK_KEY = 7_245_902;

/** What `seedDemoData` makes that does not depend on the moment, for tests and logs. */
export const DEMO_COUNTS = {
  dealerships: DEMO_DEALERSHIPS.length,
  aiSettings: DEMO_DEALERSHIPS.length,
  leads: LEAD_ROWS.length + DEMO_IMPORT.csv.trim().split('\n').length - 1,
} as const;

export interface SeedOptions {
  prefix: string;
  /** Where the dashboard's 'today' is counted (default America/New_York). */
  groupTimeZone?: string;
  /** The moment the demo's past leads up to: now, or a moment before it (tests). */
  now?: Date;
  /** The start's configuration: the admin it names acts for the stores' staff in the demo's past. */
  config: Config;
  secretBox: SecretBox;
  logger: Logger;
}

/** The command-line tools' set-up: the demo stores no credential, so nothing is sealed with this passing key. */
export const toolSeedSetup = (config: Config) => ({
  config,
  secretBox: createSecretBox(randomBytes(32)),
  logger: pino({ level: 'warn' }),
});

/** The first active admin, as the person the demo's staff steps are done by. */
async function actingAdmin(tx: Db) {
  const [row] = await queryRows<{ id: number; username: string; name: string; email: string }>(
    tx,
    sql`SELECT id, username, name, email FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('demo data: there is no admin to act for the demo stores');
  const dealershipIds = DEMO_DEALERSHIPS.map((d) => d.id);
  return { ...row, name: row.name || row.username, role: 'admin' as const, dealershipIds };
}

/**
 * Fills an empty database with the demo group: dealerships 1-3 and their AI settings, the admin of the start's
 * configuration (when there is no user yet), then every demo lead's story played through the product's services
 * over the past weeks (seed-story.ts, seed-run.ts), and the stores' stock. Does nothing (returns undefined) when any
 * dealership exists; otherwise returns what `ensureAdmin` made (undefined when users existed).
 */
export async function seedDemoData(db: Db, options: SeedOptions) {
  const realStart = Date.now();
  const now = options.now ?? new Date(realStart);
  if (now.getTime() > realStart) throw new Error('demo data: `now` must not lie ahead of the clock');
  const groupTimeZone = options.groupTimeZone ?? 'America/New_York';
  const stories = buildStories(now, options.prefix, groupTimeZone);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const existing = await tx.select({ id: dealerships.id }).from(dealerships).limit(1);
    if (existing.length > 0) return undefined;
    // Before anything is written: the database's clock may differ a little from ours.
    const [dbNow] = await queryRows<{ at: Date }>(tx, sql`SELECT now() AS at`);
    const since = new Date(
      Math.min(realStart, new Date(dbNow?.at ?? realStart).getTime()) - STORY_MARGIN_MS / 2,
    );

    await tx.insert(dealerships).values(
      DEMO_DEALERSHIPS.map((d) => ({
        id: d.id,
        name: options.prefix + d.suffix,
        brand: d.brand,
        phone: d.phone,
        email: `sales@${d.brand}.${DEMO_EMAIL_DOMAIN}`,
        address: d.address,
        timezone: d.timezone,
        inboundEmail: `${d.brand}@inbound.${DEMO_EMAIL_DOMAIN}`,
        createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
      })),
    );
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('dealerships', 'id'), 3)`);
    await tx
      .insert(aiSettings)
      .values(DEMO_DEALERSHIPS.map((d) => ({ dealershipId: d.id, ...defaultAiSettings(d.brand) })));

    const world = createDemoWorld(tx as unknown as Db, options.config, options.secretBox, options.logger);
    const admin = await world.services.users.ensureAdmin(options.config);
    const clock = await createSeedClock(tx as unknown as Db, since);
    const player = createStoryPlayer(tx as unknown as Db, world, clock, await actingAdmin(tx));
    const latest = new Date(now.getTime() - STORY_MARGIN_MS);
    for (const story of stories) await player.playStory(story, latest);
    const { day, hour, ...imported } = DEMO_IMPORT;
    const store = DEMO_DEALERSHIPS.find((d) => d.id === imported.dealershipId);
    await player.importLeads(imported, localTime(now, store?.timezone ?? groupTimeZone, day, hour));
    await clock.close();
    // The day statistics follow each lead's arrival and outcome as the stories placed them.
    await rebuildLeadDayStats(tx as unknown as Db, ALL_DEALERSHIPS);
    await seedDemoInventory(tx as unknown as Db, now);
    return { admin };
  });
}
