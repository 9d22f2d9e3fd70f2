import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../jobs/job-queue';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import { leadFirstContactJob } from '../leads/leads.jobs';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import { type CaptureRow, insertNewPeople } from './capture-batch.repo';
import { contactLockNames, mergeIntoKnownPerson, newLeadValues, type ReadyLead } from './lead-intake';
import {
  findRoutingDealerships,
  getLeadRow,
  insertWebhookEvent,
  lockContacts,
  markEventProcessed,
  type RoutingDealership,
} from './lead-sources.repo';
import type { IncomingEvent } from './mapped-lead';

/** A lead to make now (website form, Test button), with the request it came in as. */
export interface Capture {
  incoming: IncomingEvent;
  lead: ReadyLead;
  /** Picks the dealership from the current list, or throws the error (400, 403, 404) that refuses this one. */
  chooseDealership: (dealerships: RoutingDealership[]) => RoutingDealership;
}

export interface CaptureResult {
  leadId: number | undefined;
  /** The same request came before: answered with the lead it made then. */
  duplicate: boolean;
}

export interface Routed {
  index: number;
  capture: Capture;
  row: CaptureRow;
}

/** The NEW_LEAD data of a capture's lead, but its id. */
export const newLeadOf = (row: CaptureRow) => ({
  name: row.name,
  vehicleInterest: row.vehicle_interest,
  dealershipId: row.dealership_id,
});

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** Route and validate each capture; one that fails answers with its own error (in `results`) and is left out. */
export function route(
  leads: LeadsService,
  captures: Capture[],
  dealerships: RoutingDealership[],
  results: (CaptureResult | Error)[],
): Routed[] {
  const routed: Routed[] = [];
  captures.forEach((capture, index) => {
    try {
      const dealershipId = capture.chooseDealership(dealerships).id;
      const values = newLeadValues(capture.lead, dealershipId);
      const valid = leads.validateNewLead(ALL_DEALERSHIPS, values);
      const { incoming } = capture;
      routed.push({
        index,
        capture,
        row: {
          n: index,
          dealership_id: dealershipId,
          name: valid.name,
          email: valid.email,
          phone: valid.phone,
          source: valid.source,
          vehicle_interest: valid.vehicleInterest ?? null,
          notes: valid.notes ?? null,
          is_test: valid.isTest,
          language: valid.language ?? 'en',
          language_source: valid.languageSource,
          score: values.score,
          score_reasons: values.scoreReasons,
          event_source: incoming.source,
          external_id: incoming.externalId,
          body: incoming.body,
          headers: incoming.headers,
        },
      });
    } catch (err) {
      results[index] = asError(err);
    }
  });
  return routed;
}

/** A person the dealership knows: the event stored and their lead merged, as the webhook jobs do it. */
async function mergeKnown(tx: Db, leads: LeadsService, { capture, row }: Routed, leadId: number) {
  const existing = await getLeadRow(tx, ALL_DEALERSHIPS, leadId);
  if (!existing) throw new Error(`lead ${leadId} vanished under its lock`);
  const eventId = await insertWebhookEvent(tx, {
    ...capture.incoming,
    dealershipId: row.dealership_id,
    isTest: row.is_test,
  });
  if (eventId === undefined) throw new Error('the event was stored meanwhile');
  const saved = await mergeIntoKnownPerson(tx, leads, existing, capture.lead);
  await markEventProcessed(tx, eventId, { leadId: saved.lead.id, dealershipId: row.dealership_id });
  return saved.lead;
}

export interface CaptureDeps {
  db: Db;
  jobs: JobQueue;
  events: EventBus;
  leads: LeadsService;
}

/**
 * Several captures in one transaction with a fixed number of statements whatever their number: lock the
 * contacts and read the dealerships; route; store the new people's leads and events; enqueue their first
 * contact. Only a returning person costs statements of their own (the merge). The answer is per capture, in
 * order: its result, or the error that refused it alone; a database failure throws for the whole batch. The
 * realtime events go out after the commit. (PostgreSQL's usual path is capture-one-trip.ts; this one takes
 * what it leaves: returning people.)
 */
export async function saveCaptures(
  { db, jobs, events, leads }: CaptureDeps,
  captures: Capture[],
): Promise<(CaptureResult | Error)[]> {
  const results: (CaptureResult | Error)[] = [];
  const announced: RealtimeEvent[] = [];
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await lockContacts(
      tx,
      captures.flatMap(({ lead }) => contactLockNames(lead)),
    );
    const routed = route(leads, captures, await findRoutingDealerships(tx), results);
    const outcomes = routed.length
      ? await insertNewPeople(
          tx,
          ALL_DEALERSHIPS,
          routed.map((r) => r.row),
        )
      : [];
    const created: number[] = [];
    for (const outcome of outcomes) {
      const r = routed.find((x) => x.index === outcome.n) as Routed;
      if (outcome.outcome === 'duplicate') {
        results[r.index] = { leadId: outcome.leadId ?? undefined, duplicate: true };
      } else if (outcome.outcome === 'created') {
        created.push(outcome.leadId);
        announced.push(newLeadEvent({ ...newLeadOf(r.row), id: outcome.leadId }));
        productMetrics.leadsIngested.inc({ source: r.row.source });
        results[r.index] = { leadId: outcome.leadId, duplicate: false };
      } else if (outcome.outcome === 'known') {
        const merged = await mergeKnown(tx, leads, r, outcome.leadId);
        announced.push(leadUpdatedEvent(merged));
        results[r.index] = { leadId: merged.id, duplicate: false };
      }
    }
    if (results.filter(Boolean).length !== captures.length) throw new Error('a capture got no outcome');
    await jobs.sendMany(
      leadFirstContactJob,
      created.map((leadId) => ({ leadId })),
      { tx },
    );
  });
  await events.publishAll(announced);
  return results;
}

type SaveBatch = (captures: Capture[]) => Promise<(CaptureResult | Error)[]>;

/** `save` for the whole batch; if the batch fails as a whole, each capture alone, so a bad one fails only itself. */
export async function eachAloneOnFailure(save: SaveBatch, captures: Capture[]) {
  try {
    return await save(captures);
  } catch (err) {
    if (captures.length === 1) throw err;
    const alone: (CaptureResult | Error)[] = [];
    for (const capture of captures) {
      alone.push(
        await save([capture]).then(
          ([result]) => result as CaptureResult | Error,
          (e: Error) => e,
        ),
      );
    }
    return alone;
  }
}
