import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import {
  type CaptureOutcome,
  type CaptureRow,
  insertNewPeople,
  intakeStatement,
  lockContactsReadingDealerships,
} from './capture-batch.repo';
import { contactLockKeys, INTAKE_LOCK, type RoutingDealership } from './lead-sources.repo';

/** The steps of a capture batch, inside one transaction; `db` runs anything else in it (merges, jobs). */
export interface IntakeSteps {
  db: Db;
  lockReadingDealerships(names: string[]): Promise<RoutingDealership[]>;
  insertNewPeople(rows: CaptureRow[]): Promise<CaptureOutcome[]>;
}

const dialect = new PgDialect();

const DEALERSHIPS = `SELECT id, name, brand, facebook_page_id AS "facebookPageId", google_key AS "googleKey",
  capture_key AS "captureKey" FROM dealerships ORDER BY id`;

/** The locks as literal SQL: the keys are integers we computed, so they can travel without parameters. */
function lockScript(names: string[]): string {
  const keys = contactLockKeys(names);
  if (keys.length === 0) return 'SELECT 0';
  return `SELECT count(pg_advisory_xact_lock(${INTAKE_LOCK}, k)) FROM unnest('{${keys.join(',')}}'::int[]) AS k`;
}

/**
 * PostgreSQL: one pooled connection held for the batch and driven by hand, because every round trip counts
 * here. `BEGIN` travels with the locks and the dealerships (statements without parameters go together in one
 * simple-protocol message), and the intake statement is prepared once per connection (it plans in ~0.4 ms).
 */
async function onHeldConnection<T>(pool: pg.Pool, work: (steps: IntakeSteps) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const result = await work({
      db: drizzle(client, { schema }) as unknown as Db,
      async lockReadingDealerships(names) {
        // unnest keeps the array's (ascending) order, which is the order the locks are taken in.
        const results = (await client.query(
          `BEGIN; ${lockScript(names)}; ${DEALERSHIPS}`,
        )) as unknown as pg.QueryResult[];
        return (results[2]?.rows ?? []) as RoutingDealership[];
      },
      async insertNewPeople(rows) {
        const { sql: text, params } = dialect.sqlToQuery(intakeStatement(rows));
        return (await client.query({ name: 'lead_intake', text, values: params })).rows as CaptureOutcome[];
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    // After a failure the connection is closed rather than reused: its state is not worth trusting.
    client.release(failure);
  }
}

/** One transaction for a capture batch: a held connection on PostgreSQL, a plain transaction on PGlite. */
export function runCaptureTransaction<T>(db: Db, work: (steps: IntakeSteps) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return onHeldConnection(client, work);
  return db.transaction((trx) => {
    const tx = trx as unknown as Db;
    return work({
      db: tx,
      lockReadingDealerships: (names) => lockContactsReadingDealerships(tx, names),
      insertNewPeople: (rows) => insertNewPeople(tx, rows),
    });
  });
}
