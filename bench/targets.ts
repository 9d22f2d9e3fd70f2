// The databases the benchmark runs against: a PostgreSQL server (created and seeded once) and a fresh embedded one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, queryRows } from '../server/src/db/client';
import { seedLargeData } from '../server/src/db/seed-large';

export interface Target {
  name: 'PostgreSQL' | 'PGlite';
  database: Database;
  leads: number;
  messages: number;
  note: string;
  /** Removes what the benchmark created for itself (the temp data directory). */
  cleanUp(): Promise<void>;
}

/**
 * Leads and webhook events added by the run (ingest, fan-out) are deleted afterwards, with their conversations and
 * appointments (ON DELETE CASCADE) and their first-contact jobs (no worker runs during the bench), so every run
 * measures the same data.
 */
export async function markForCleanUp(database: Database): Promise<() => Promise<void>> {
  const [row] = await queryRows<{ lead: number; event: number }>(
    database.db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM leads)::int AS lead,
      (SELECT coalesce(max(id), 0) FROM webhook_events)::int AS event`,
  );
  const { lead = 0, event = 0 } = row ?? {};
  return async () => {
    await database.db.execute(sql`DELETE FROM webhook_events WHERE id > ${event}`);
    await database.db.execute(sql`DELETE FROM leads WHERE id > ${lead}`);
    await database.db.execute(
      sql`DELETE FROM pgboss.job WHERE name = 'lead.first-contact' AND (data->>'leadId')::int > ${lead}`,
    );
    await database.db.execute(sql`VACUUM (ANALYZE) leads, webhook_events, conversations, pgboss.job`);
  };
}

function progress(label: string) {
  const started = performance.now();
  return (done: number, total: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stderr.write(`\r  seeding ${label}: ${done}/${total} leads, ${seconds}s`);
    if (done === total) process.stderr.write('\n');
  };
}

async function totals(database: Database) {
  const [row] = await queryRows<{ leads: number; messages: number }>(
    database.db,
    sql`SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM messages)::int AS messages`,
  );
  return row ?? { leads: 0, messages: 0 };
}

export async function ensureDatabaseExists(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** PostgreSQL at `url`: created if missing, seeded once with `leads` leads when (nearly) empty. */
export async function postgresTarget(url: string, leads: number): Promise<Target> {
  await ensureDatabaseExists(url);
  const database = await openPostgres(url, 10);
  let note = 'reused the seeded database';
  if ((await totals(database)).leads < 1000) {
    await seedLargeData(database.db, { leads, onProgress: progress('PostgreSQL') });
    note = `seeded ${leads} leads for this run`;
  }
  const count = await totals(database);
  return { name: 'PostgreSQL', database, ...count, note, cleanUp: async () => {} };
}

/** A fresh embedded database in a temp directory, seeded with `leads` leads (PGlite seeds ~5x slower). */
export async function pgliteTarget(leads: number): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-bench-'));
  const database = await openPglite(dir);
  await seedLargeData(database.db, { leads, onProgress: progress('PGlite') });
  const count = await totals(database);
  return {
    name: 'PGlite',
    database,
    ...count,
    note: `fresh temp DATA_DIR seeded with ${leads} leads`,
    cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
