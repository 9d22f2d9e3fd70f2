import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import { contactLockNames, newLeadValues, type ReadyLead, type SavedLead, saveLeads } from './lead-intake';
import {
  findEventLeadId,
  findRoutingDealerships,
  insertWebhookEvent,
  lockContacts,
  markEventsProcessed,
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

export interface CaptureDeps {
  db: Db;
  events: EventBus;
  leads: LeadsService;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** The capture's store, its lead's values checked like Add Lead's (a 400 naming the field), before any write. */
function routeAndCheck(leads: LeadsService, capture: Capture, dealerships: RoutingDealership[]) {
  const dealershipId = capture.chooseDealership(dealerships).id;
  leads.validateNewLead(ALL_DEALERSHIPS, newLeadValues(capture.lead, dealershipId));
  return dealershipId;
}

/**
 * Captures arriving together in one transaction, saved the way a webhook's leads are (`saveLeads`: new people's
 * leads with their first-contact jobs, returning people merged) with each request stored as a processed event. The
 * same request again answers with the lead it made. A capture refused on its own (routing, validation) answers with
 * its error; a database failure throws for the whole batch. The realtime events go out after commit.
 */
export async function saveCaptures(
  { db, events, leads }: CaptureDeps,
  captures: Capture[],
): Promise<(CaptureResult | Error)[]> {
  const results: (CaptureResult | Error)[] = [];
  const announced: RealtimeEvent[] = [];
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    // Every contact of the batch at once, in one order, so two batches never wait on each other in a circle.
    await lockContacts(
      tx,
      captures.flatMap(({ lead }) => contactLockNames(lead)),
    );
    const dealerships = await findRoutingDealerships(tx);
    const accepted: { index: number; eventId: number; lead: ReadyLead; dealershipId: number }[] = [];
    const repeated: number[] = [];
    for (const [index, capture] of captures.entries()) {
      let dealershipId: number;
      try {
        dealershipId = routeAndCheck(leads, capture, dealerships);
      } catch (err) {
        results[index] = asError(err);
        continue;
      }
      const { incoming, lead } = capture;
      const eventId = await insertWebhookEvent(tx, { ...incoming, dealershipId, isTest: lead.isTest });
      if (eventId === undefined) repeated.push(index);
      else accepted.push({ index, eventId, lead, dealershipId });
    }
    const saved = await saveLeads(tx, leads, accepted);
    await markEventsProcessed(
      tx,
      accepted.map(({ eventId, dealershipId }, i) => ({
        id: eventId,
        leadId: (saved[i] as SavedLead).lead.id,
        dealershipId,
      })),
    );
    for (const [i, { index }] of accepted.entries()) {
      const { lead, created } = saved[i] as SavedLead;
      if (created) productMetrics.leadsIngested.inc({ source: lead.source });
      announced.push(created ? newLeadEvent(lead) : leadUpdatedEvent(lead));
      results[index] = { leadId: lead.id, duplicate: false };
    }
    // Asked after the marks: a request repeated within the batch finds the lead its first copy made.
    for (const index of repeated) {
      const { source, externalId } = (captures[index] as Capture).incoming;
      results[index] = { leadId: await findEventLeadId(tx, source, externalId), duplicate: true };
    }
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
