import fs from 'node:fs';
import { openPglite, openPostgres } from '../db/client';
import { seedDemoData } from '../db/seed';
import {
  adminQuery,
  databaseUrlWithName,
  PG_TEMPLATE_NAME_FILE,
  PGLITE_TEMPLATE_FILE,
  TEMPLATE_DIR,
} from './template';

const PREFIX = 'Lakeside Auto Group ';

/**
 * Builds one migrated database with the demo data, once per run: PGlite as a data-dir dump, PostgreSQL as a
 * template database. Each test file then starts from a copy in well under a second.
 */
export async function setupPgliteTemplate() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openPglite(undefined);
  await seedDemoData(database.db, { prefix: PREFIX });
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
  await seedDemoData(database.db, { prefix: PREFIX });
  await database.close();
  fs.writeFileSync(PG_TEMPLATE_NAME_FILE, name);
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
