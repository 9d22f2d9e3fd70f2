import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';

/** Empties every table of the product and restarts its ids. Leaves the migrations and the pg-boss schema alone. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => {
      const schemaName = getTableConfig(table).schema;
      return `${schemaName ? `"${schemaName}".` : ''}"${getTableName(table)}"`;
    });
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
