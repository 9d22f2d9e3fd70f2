import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { leadFirstContactJob } from '../../assistant/assistant.jobs';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import { type CaptureOutcome, type CaptureRow, insertNewPeople, intakeStatement } from './capture-batch.repo';
import {
  contactLockKeys,
  findRoutingDealerships,
  INTAKE_LOCK,
  lockContacts,
  type RoutingDealership,
} from './lead-sources.repo';

/** The steps of a capture batch, inside one transaction; `db` runs anything else in it (the merges). */
export interface IntakeSteps {
  db: Db;
  lockReadingDealerships(names: string[]): Promise<RoutingDealership[]>;
  insertNewPeople(rows: CaptureRow[]): Promise<CaptureOutcome[]>;
  /** The new leads' first-contact jobs, committed with them. */
  enqueueFirstContact(leadIds: number[]): Promise<void>;
  /** The realtime events of the batch, delivered once it has committed. */
  announce(events: RealtimeEvent[]): void;
}

interface TransactionDeps {
  db: Db;
  jobs: JobQueue;
  events: EventBus;
}

const dialect = new PgDialect();

// Drizzle reads the whole schema when it wraps a client: once per pooled connection, not once per batch.
const drizzleOf = new WeakMap<pg.PoolClient, Db>();
function drizzleOn(client: pg.PoolClient): Db {
  let db = drizzleOf.get(client);
  if (!db) {
    db = drizzle(client, { schema }) as unknown as Db;
    drizzleOf.set(client, db);
  }
  return db;
}

const DEALERSHIPS = `SELECT id, name, brand, facebook_page_id AS "facebookPageId", google_key AS "googleKey",
  capture_key AS "captureKey" FROM dealerships ORDER BY id`;

/** The locks as literal SQL: the keys are integers we computed, so they can travel without parameters. */
function lockScript(names: string[]): string {
  const keys = contactLockKeys(names);
  if (keys.length === 0) return 'SELECT 0';
  return `SELECT count(pg_advisory_xact_lock(${INTAKE_LOCK}, k)) FROM unnest('{${keys.join(',')}}'::int[]) AS k`;
}

/** A statement's parameters written into it as literals, so it can travel with others in one message. */
function inlined(client: pg.PoolClient, { text, values }: { text: string; values: unknown[] }): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    if (value === undefined || value === null) return 'NULL';
    return client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

/**
 * PostgreSQL: one pooled connection held for the batch and driven by hand, because every round trip counts
 * here. `BEGIN` travels with the locks and the dealerships, and `COMMIT` with the first-contact jobs (statements
 * without parameters go together in one simple-protocol message; the lock keys are integers we computed, the
 * jobs' one parameter is written in as an escaped literal); the intake statement is prepared once per connection
 * (it plans in ~0.4 ms). Three round trips a batch.
 */
async function onHeldConnection<T>(
  pool: pg.Pool,
  { jobs, events }: TransactionDeps,
  work: (steps: IntakeSteps) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  let jobsStatement = '';
  let announcement = events.publishAtCommit([]);
  try {
    const result = await work({
      db: drizzleOn(client),
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
      async enqueueFirstContact(leadIds) {
        if (leadIds.length === 0) return;
        const statement = await jobs.sendManyStatement(
          leadFirstContactJob,
          leadIds.map((leadId) => ({ leadId })),
        );
        jobsStatement = `${inlined(client, statement)};`;
      },
      announce(batchEvents) {
        announcement = events.publishAtCommit(batchEvents);
      },
    });
    // The NOTIFY rides in the transaction too: PostgreSQL delivers it at the commit.
    await client.query(`${jobsStatement} ${announcement.sql ? `${announcement.sql};` : ''} COMMIT`);
    announcement.committed();
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
export async function runCaptureTransaction<T>(
  deps: TransactionDeps,
  work: (steps: IntakeSteps) => Promise<T>,
): Promise<T> {
  const { db, jobs, events } = deps;
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return onHeldConnection(client, deps, work);
  let announced: RealtimeEvent[] = [];
  const result = await db.transaction((trx) => {
    const tx = trx as unknown as Db;
    return work({
      db: tx,
      lockReadingDealerships: async (names) => {
        await lockContacts(tx, names);
        return findRoutingDealerships(tx);
      },
      insertNewPeople: (rows) => insertNewPeople(tx, rows),
      enqueueFirstContact: (leadIds) =>
        jobs.sendMany(
          leadFirstContactJob,
          leadIds.map((leadId) => ({ leadId })),
          { tx },
        ),
      announce: (batchEvents) => {
        announced = batchEvents;
      },
    });
  });
  await events.publishAll(announced);
  return result;
}
