import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Where the global setup leaves the migrated, seeded template that every test file copies. */
export const TEMPLATE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.tmp/test-templates',
);
export const PGLITE_TEMPLATE_FILE = path.join(TEMPLATE_DIR, 'pglite.tar');
export const PG_TEMPLATE_NAME_FILE = path.join(TEMPLATE_DIR, 'pg-template-name');

export function readPgliteTemplate(): Blob {
  return new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]);
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
