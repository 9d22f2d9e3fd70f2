import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { EVENTS_CHANNEL } from '../../events/event-bus';
import { productMetrics } from '../../observability/metrics';
import { leadFirstContactJob } from '../leads/leads.jobs';
import { newLeadEvent } from '../leads/leads.service';
import {
  type Capture,
  type CaptureDeps,
  type CaptureResult,
  eachAloneOnFailure,
  newLeadOf,
  type Routed,
  route,
  saveCaptures,
} from './capture-batch';
import { type CaptureOutcome, intakeStatement, NEW_LEADS_JSON } from './capture-batch.repo';
import { contactLockNames } from './lead-intake';
import { contactKeysLiteral, contactLocksStatement, findRoutingList } from './lead-sources.repo';

// PostgreSQL's path for a capture batch: on this machine each round trip to the database costs more than the
// statements it carries, so the whole transaction goes in one message.

/** NEW_LEAD for each lead the intake statement made, sent at commit (the data is the statement's note of them). */
const NOTIFY_NEW_LEADS = `SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object('type', 'NEW_LEAD', 'data', l.lead)::text)
  FROM json_array_elements(${NEW_LEADS_JSON}) WITH ORDINALITY AS l(lead, n) ORDER BY n`;
const FIRST_CONTACT_JOBS = `SELECT coalesce(json_agg(json_build_object('data', json_build_object('leadId', l->'id'))),
  '[]') FROM json_array_elements(${NEW_LEADS_JSON}) l`;

// The batch's statements, prepared once per connection (each would otherwise be planned in every batch).
const INTAKE = 'lead_intake_v1';
const LOCKS = 'lead_intake_locks_v1';
const FIRST_CONTACTS = 'lead_intake_first_contacts_v1';
const NOTIFY = 'lead_intake_notify_v1';
const PREPARE_STATEMENTS = (jobsStatement: string) =>
  [
    `PREPARE ${INTAKE} (jsonb, text) AS ${
      new PgDialect().sqlToQuery(intakeStatement(sql.raw('$1'), sql.raw('$2'))).sql
    }`,
    `PREPARE ${LOCKS} (int[]) AS ${contactLocksStatement('$1')}`,
    `PREPARE ${FIRST_CONTACTS} AS ${jobsStatement}`,
    `PREPARE ${NOTIFY} AS ${NOTIFY_NEW_LEADS}`,
  ].join(';\n');

type RoutingList = Awaited<ReturnType<typeof findRoutingList>>;

// Per connection, not per service: two services sharing a pool would otherwise prepare the same names twice.
const prepared = new WeakSet<pg.PoolClient>();

/**
 * A capture batch in one round trip: `BEGIN`, the contact locks, the intake statement, the first-contact jobs and
 * NEW_LEAD notifications made from what it inserted, and `COMMIT`, in one simple-protocol message (the statements
 * prepared once per connection). The batch is routed beforehand on a cached dealership list; the intake statement
 * checks the list's digest and writes nothing if the dealerships have changed (`stale`: read again, retry). A
 * returning person is left untouched by that transaction and merged afterwards through `saveCaptures`.
 */
export function createOneTripIntake(pool: pg.Pool, deps: CaptureDeps) {
  let routing: Promise<RoutingList> | undefined;
  let preparing: Promise<string> | undefined;

  function routingList(refresh: boolean): Promise<RoutingList> {
    if (refresh || !routing) {
      routing = findRoutingList(deps.db);
      routing.catch(() => {
        routing = undefined;
      });
    }
    return routing;
  }

  async function intakeTransaction(routed: Routed[], digest: string): Promise<CaptureOutcome[]> {
    if (!preparing) {
      preparing = deps.jobs
        .insertStatementReading(leadFirstContactJob, FIRST_CONTACT_JOBS)
        .then(PREPARE_STATEMENTS);
      preparing.catch(() => {
        preparing = undefined; // asked again by the next batch
      });
    }
    const prepare = await preparing;
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      if (!prepared.has(client)) {
        await client.query(prepare);
        prepared.add(client);
      }
      // Literals, not parameters, so that the statements travel together: the lock keys are integers we
      // computed, and the rows one escaped JSON string.
      const rows = pg.escapeLiteral(JSON.stringify(routed.map((r) => r.row)));
      const intake = `EXECUTE ${INTAKE}(${rows}, ${pg.escapeLiteral(digest)})`;
      const message = [
        'BEGIN',
        `EXECUTE ${LOCKS}(${contactKeysLiteral(routed.flatMap((r) => contactLockNames(r.capture.lead)))})`,
        intake,
        `EXECUTE ${FIRST_CONTACTS}`,
        `EXECUTE ${NOTIFY}`,
        'COMMIT',
      ];
      // One result per statement, in order.
      const results = (await client.query(message.join(';\n'))) as unknown as pg.QueryResult[];
      return (results[message.indexOf(intake)]?.rows ?? []) as CaptureOutcome[];
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      // After a failure the connection is closed rather than reused: its state is not worth trusting.
      client.release(failure);
    }
  }

  return async function saveCapturesInOneTrip(captures: Capture[]): Promise<(CaptureResult | Error)[]> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let list = await routingList(attempt > 0);
      let results: (CaptureResult | Error)[] = [];
      let routed = route(deps.leads, captures, list.dealerships, results);
      if (routed.length < captures.length && attempt === 0) {
        // A capture refused on the cached list (an unknown key, say) is judged on the current one.
        list = await routingList(true);
        results = [];
        routed = route(deps.leads, captures, list.dealerships, results);
      }
      if (routed.length === 0) return results;

      const outcomes = await intakeTransaction(routed, list.digest);
      if (outcomes.some((o) => o.outcome === 'stale')) continue;
      const created: RealtimeEvent[] = [];
      const known: Routed[] = [];
      for (const outcome of outcomes) {
        const r = routed.find((x) => x.index === outcome.n) as Routed;
        if (outcome.outcome === 'created') {
          created.push(newLeadEvent({ ...newLeadOf(r.row), id: outcome.leadId }));
          productMetrics.leadsIngested.inc({ source: r.row.source });
          results[r.index] = { leadId: outcome.leadId, duplicate: false };
        } else if (outcome.outcome === 'duplicate') {
          results[r.index] = { leadId: outcome.leadId ?? undefined, duplicate: true };
        } else {
          known.push(r);
        }
      }
      deps.events.notifiedAtCommit(created);
      if (known.length > 0) {
        const merged = await eachAloneOnFailure(
          (batch) => saveCaptures(deps, batch),
          known.map((r) => r.capture),
        );
        known.forEach((r, i) => {
          results[r.index] = merged[i] as CaptureResult | Error;
        });
      }
      if (results.filter(Boolean).length !== captures.length) throw new Error('a capture got no outcome');
      return results;
    }
    throw new Error('the dealerships kept changing while captures were routed');
  };
}
