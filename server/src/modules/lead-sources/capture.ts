import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import { contactLockNames, newLeadValues, type ReadyLead, saveLead } from './lead-intake';
import {
  findEventLeadId,
  findRoutingDealerships,
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

export interface CaptureDeps {
  db: Db;
  events: EventBus;
  leads: LeadsService;
}

/** The capture's store, its lead's values checked like Add Lead's (a 400 naming the field), before any write. */
function routeAndCheck(leads: LeadsService, capture: Capture, dealerships: RoutingDealership[]) {
  const dealershipId = capture.chooseDealership(dealerships).id;
  leads.validateNewLead(ALL_DEALERSHIPS, newLeadValues(capture.lead, dealershipId));
  return dealershipId;
}

/**
 * A capture in its own transaction, the way a webhook's lead is saved (`saveLead`: a new person's lead with its
 * first-contact job, or a returning person's merge), with its request stored as a processed event. The same
 * request again answers with the lead it made. Routing or validation refuses it (4xx) before anything is written;
 * the realtime event goes out after commit.
 */
export async function saveCapture(
  { db, events, leads }: CaptureDeps,
  capture: Capture,
): Promise<CaptureResult> {
  const { incoming, lead } = capture;
  const outcome = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await lockContacts(tx, contactLockNames(lead));
    const dealershipId = routeAndCheck(leads, capture, await findRoutingDealerships(tx));
    const eventId = await insertWebhookEvent(tx, { ...incoming, dealershipId, isTest: lead.isTest });
    if (eventId === undefined) {
      const leadId = await findEventLeadId(tx, incoming.source, incoming.externalId);
      return { result: { leadId, duplicate: true } };
    }
    const saved = await saveLead(tx, leads, lead, dealershipId);
    await markEventProcessed(tx, eventId, { leadId: saved.lead.id, dealershipId });
    return { result: { leadId: saved.lead.id, duplicate: false }, saved };
  });
  if (outcome.saved?.created) productMetrics.leadsIngested.inc({ source: outcome.saved.lead.source });
  if (outcome.saved)
    await events.publish(
      outcome.saved.created ? newLeadEvent(outcome.saved.lead) : leadUpdatedEvent(outcome.saved.lead),
    );
  return outcome.result;
}
