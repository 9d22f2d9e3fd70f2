import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { paths } from '../paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { driver: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { driver: 'pg'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export const migrationsFolder = paths.migrations;

// Any two instances starting at once must not both run the migrations.
const MIGRATION_LOCK_KEY = 7_245_901;

/** A migration that changes data says what it changed (RAISE NOTICE): the log keeps it, not drizzle's own notices. */
function logMigrationNotice(notice: { message?: string; where?: string }) {
  if (notice.where?.includes('at RAISE')) console.info(`migration: ${notice.message}`);
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  // JIT compilation costs hundreds of ms on the app's short statements and saves nothing on them.
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c jit=off' });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    client.on('notice', logMigrationNotice);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    client.off('notice', logMigrationNotice);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return { driver: 'pg', db, pool, connectionString, close: () => pool.end() };
}

/** Embedded PostgreSQL persisted under `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}) {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // One options object: PGlite ignores the second argument when the first is not a data-dir string.
    // pg_trgm backs the search indexes (migration 0003); an extension must be loaded on every open.
    const pglite = new PGlite({
      ...options,
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      extensions: { pg_trgm },
    });
    await pglite.waitReady;
    await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    const database: Database = {
      driver: 'pglite',
      db,
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
    return database;
  } catch (err) {
    release();
    throw err;
  }
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}

/** Rows of a raw statement on either driver. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
