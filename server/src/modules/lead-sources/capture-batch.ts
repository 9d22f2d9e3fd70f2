import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import type { CaptureRow } from './capture-batch.repo';
import type { IntakeSteps } from './capture-transaction';
import { contactLockNames, mergeIntoKnownPerson, newLeadValues, type ReadyLead } from './lead-intake';
import {
  getLeadRow,
  insertWebhookEvent,
  markEventProcessed,
  type RoutingDealership,
} from './lead-sources.repo';
import type { IncomingEvent } from './lead-sources.service';

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

interface Routed {
  index: number;
  capture: Capture;
  row: CaptureRow;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** Route and validate each capture; one that fails answers with its own error and is left out. */
function route(
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
          vehicle_interest: valid.vehicleInterest,
          notes: valid.notes ?? null,
          is_test: valid.isTest,
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
async function mergeKnown(
  { db: tx }: IntakeSteps,
  leads: LeadsService,
  { capture, row }: Routed,
  leadId: number,
) {
  const existing = await getLeadRow(tx, leadId);
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

/**
 * Several captures in the caller's transaction with a fixed number of statements whatever their number: lock
 * the contacts and read the dealerships; route; store the new people's leads and events; enqueue their first
 * contact. Only a returning person costs statements of their own (the merge). The answer is per capture, in
 * order: its result, or the error that refused it alone; a database failure throws for the whole batch.
 */
export async function saveCaptures(
  steps: IntakeSteps,
  leads: LeadsService,
  captures: Capture[],
): Promise<(CaptureResult | Error)[]> {
  const results: (CaptureResult | Error)[] = [];
  const names = captures.flatMap(({ lead }) => contactLockNames(lead));
  const dealerships = await steps.lockReadingDealerships(names);
  const routed = route(leads, captures, dealerships, results);
  const outcomes = routed.length ? await steps.insertNewPeople(routed.map((r) => r.row)) : [];

  const created: number[] = [];
  const events: RealtimeEvent[] = [];
  for (const outcome of outcomes) {
    const r = routed.find((x) => x.index === outcome.n) as Routed;
    if (outcome.outcome === 'duplicate') {
      results[r.index] = { leadId: outcome.leadId ?? undefined, duplicate: true };
    } else if (outcome.outcome === 'created') {
      created.push(outcome.leadId);
      const lead = { id: outcome.leadId, name: r.row.name, vehicleInterest: r.row.vehicle_interest };
      events.push(newLeadEvent({ ...lead, dealershipId: r.row.dealership_id }));
      results[r.index] = { leadId: outcome.leadId, duplicate: false };
    } else {
      const merged = await mergeKnown(steps, leads, r, outcome.leadId);
      events.push(leadUpdatedEvent(merged));
      results[r.index] = { leadId: merged.id, duplicate: false };
    }
  }
  if (results.filter(Boolean).length !== captures.length) throw new Error('a capture got no outcome');
  await steps.enqueueFirstContact(created);
  steps.announce(events);
  return results;
}
