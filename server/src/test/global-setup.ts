import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pino from 'pino';
import { type Db, openPglite, openPostgres } from '../db/client';
import { seedDemoData } from '../db/seed';
import { createSecretBox } from '../lib/secret-box';
import {
  adminQuery,
  databaseUrlWithName,
  PG_TEMPLATE_NAME_FILE,
  PGLITE_TEMPLATE_FILE,
  TEMPLATE_DIR,
} from './template';
import { testConfig } from './test-config';

const PREFIX = 'Lakeside Auto Group ';

/** The demo data as a first start makes it, with the tests' admin (test-config.ts) acting for the stores' staff. */
const seed = (db: Db) =>
  seedDemoData(db, {
    prefix: PREFIX,
    config: testConfig(),
    secretBox: createSecretBox(randomBytes(32)),
    logger: pino({ level: 'silent' }),
  });

/**
 * Builds one migrated database with the demo data, once per run: PGlite as a data-dir dump, PostgreSQL as a
 * template database. Each test file then starts from a copy in well under a second.
 */
export async function setupPgliteTemplate() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openPglite(undefined);
  await seed(database.db);
  const dump = await database.pglite.dumpDataDir('none');
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export async function setupPgTemplate() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DRIVER=pg needs TEST_DATABASE_URL');
  const name = `lm_template_${process.pid}`;
  await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseUrlWithName(url, name), 2);
  await seed(database.db);
  await database.close();
  fs.writeFileSync(PG_TEMPLATE_NAME_FILE, name);
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
