import { randomUUID } from 'node:crypto';
import type { WebhookAck } from '@lead-manager/contracts/lead-sources';
import type { Db } from '../../db/client';
import { createGraphClient, type GraphClient } from '../../integrations/meta/graph-client';
import { forbidden, notFound } from '../../lib/http-errors';
import { createMicroBatcher } from '../../lib/micro-batcher';
import { canAccess, scopeFor } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import type { CredentialLookup, PageTokenCheck } from '../connections/connections.service';
import { type LeadsService, leadUpdatedEvent, newLeadEvent } from '../leads/leads.service';
import { createAdfDocuments, isAdfDocument } from './adf-documents';
import { type AdfMail, createAdfEmail } from './adf-email';
import { type Capture, type CaptureResult, eachAloneOnFailure, saveCaptures } from './capture-batch';
import { routeToDealership } from './dealership-routing';
import { prepareLead, type SavedLead, saveLead } from './lead-intake';
import { createLeadRescoring } from './lead-rescoring';
import { processWebhookEventJob } from './lead-sources.jobs';
import {
  findLatestEvents,
  findRoutingDealerships,
  getWebhookEvent,
  insertWebhookEvent,
  lockWebhookEvent,
  markEventFailed,
  markEventsProcessed,
  type RoutingDealership,
  type WebhookEventRow,
} from './lead-sources.repo';
import { createLeadWebhookReceivers } from './lead-webhook-receivers';
import { type IncomingEvent, type LeadSource, UnusableLeadError } from './mapped-lead';
import { mapTestLead } from './platform-mappers';
import { createRawEventProcessors } from './raw-event-processors';

import { mapStoredEvent } from './stored-events';
import { createWebhookEventLog } from './webhook-event-log';

export { ADF_EMAIL_SOURCE, type AdfMail, isAdfMail } from './adf-email';
export { decodeXmlBytes } from './adf-lenient';
// The lead-sources module's front door, which other modules import. The webhook event log (webhook-event-log.ts)
// and the lead score's updates (lead-rescoring.ts) live in files of their own.
export {
  contactLockNames,
  newLeadValues,
  prepareLead,
  type ReadyLead,
  type SavedLead,
  saveLead,
} from './lead-intake';
export { type LeadSource, type MappedLead, UnusableLeadError } from './mapped-lead';
export { UnusableEventError } from './raw-event-processors';
export { headersToStore } from './verify';

/**
 * Most captures one transaction takes. One transaction at a time per process makes the biggest batches (in a
 * burst, the captures arriving during one transaction all go in the next); one that is still under way after
 * CAPTURE_STALLED_MS (waiting on a person's lock that a CSV import holds, say) lets the next start beside it, up
 * to CAPTURE_TRANSACTIONS_MAX at once.
 */
const CAPTURE_BATCH_MAX = 64;
const CAPTURE_STALLED_MS = 50;
const CAPTURE_TRANSACTIONS_MAX = 4;

export function createLeadSourcesService(
  deps: ServiceDeps,
  {
    leads,
    audit,
    credentials,
  }: { leads: LeadsService; audit?: Pick<AuditService, 'record'>; credentials: CredentialLookup },
) {
  const { db, config, events, jobs, logger } = deps;
  // One Graph client per page access token in force (it caches form locales); the token is read when a lead is.
  const graphs = new Map<string, GraphClient>();
  const clientFor = async (dealershipId: number | null) => {
    const accessToken = (await credentials('meta', dealershipId)).pageAccessToken;
    const key = accessToken ?? '';
    let client = graphs.get(key);
    if (!client) {
      if (graphs.size > 100) graphs.clear();
      client = createGraphClient({ graphUrl: config.FACEBOOK_GRAPH_URL, accessToken });
      graphs.set(key, client);
    }
    return client;
  };
  const graphFor = (dealershipId: number | null): GraphClient => ({
    getLead: async (id) => (await clientFor(dealershipId)).getLead(id),
    getFormLocale: async (id) => (await clientFor(dealershipId)).getFormLocale(id),
    getPage: async () => (await clientFor(dealershipId)).getPage(),
  });

  const announce = async ({ lead, created }: SavedLead) => {
    if (created) productMetrics.leadsIngested.inc({ source: lead.source });
    await events.publish(created ? newLeadEvent(lead) : leadUpdatedEvent(lead));
  };

  /** Stores every event and enqueues its processing in one transaction: committed before the 200. */
  async function receive(
    incoming: (Omit<IncomingEvent, 'source'> & { source: string })[],
    job: typeof processWebhookEventJob = processWebhookEventJob,
  ): Promise<{ received: number }> {
    let received = 0;
    await db.transaction(async (tx) => {
      for (const event of incoming) {
        const id = await insertWebhookEvent(tx as unknown as Db, event);
        if (id === undefined) continue; // a redelivery: stored before, nothing to do
        await jobs.send(job, { eventId: id }, { tx: tx as unknown as Db });
        received += 1;
      }
    });
    return { received };
  }

  const adfDocuments = createAdfDocuments(deps);
  const adfEmail = createAdfEmail(deps, adfDocuments);
  const saveBatch = (batch: Capture[]) => saveCaptures({ db, events, leads }, batch);

  /**
   * Synchronous intake (website form, Test button): the request is stored as an event and the lead made in one
   * transaction, committed before the answer. Captures arriving together share that transaction (a burst costs
   * a few statements per batch, not per lead); if a batch fails, each capture is tried alone, so one bad
   * capture fails only itself. The same payload again answers with the lead it made the first time.
   */
  const captures = createMicroBatcher<Capture, CaptureResult>(
    (batch) => eachAloneOnFailure(saveBatch, batch),
    {
      maxBatch: CAPTURE_BATCH_MAX,
      concurrency: 1,
      stalledAfterMs: CAPTURE_STALLED_MS,
      maxRuns: CAPTURE_TRANSACTIONS_MAX,
      keysOf: ({ incoming, lead }) => [
        `event:${incoming.source}:${incoming.externalId}`,
        ...(lead.phone ? [`phone:${lead.phone}`] : []),
        ...(lead.email ? [`email:${lead.email}`] : []),
      ],
    },
  );
  const captureNow = async (capture: Capture) => {
    const { leadId, duplicate } = await captures.submit(capture);
    return { leadId, duplicate };
  };

  /** The dealership a user's Test lead goes to: the one asked for if theirs, else their first. */
  function testDealership(user: AuthUser, requested: number | undefined) {
    return (all: RoutingDealership[]): RoutingDealership => {
      const scope = scopeFor(user);
      const dealerships = all.filter((d) => canAccess(scope, d.id));
      if (requested !== undefined && !dealerships.some((d) => d.id === requested))
        throw notFound('Dealership');
      const chosen = routeToDealership({ dealershipId: requested }, dealerships);
      if (!chosen) throw forbidden('You have no dealership to receive a test lead');
      return chosen;
    };
  }

  /** Webhook Setup's real-path Test: a test lead for the store whose URL it was sent to (the first without one). */
  async function submitSignedTest(
    source: LeadSource,
    body: Parameters<typeof mapTestLead>[0],
    headers: Record<string, string>,
    dealershipId: number | null,
  ): Promise<WebhookAck> {
    const lead = prepareLead(mapTestLead(body, source), { strict: true });
    const incoming = { source, externalId: `test:${randomUUID()}`, body: JSON.stringify(body), headers };
    const chooseDealership = (all: RoutingDealership[]) => {
      const chosen = routeToDealership({ dealershipId: dealershipId ?? undefined }, all);
      if (!chosen || (dealershipId !== null && chosen.id !== dealershipId)) throw notFound('Dealership');
      return chosen;
    };
    const { leadId } = await captureNow({ incoming, lead, chooseDealership });
    return { success: true, leadId, test: true };
  }

  /** The Webhook Setup screen's Test button: a lead marked as a test, made at once. */
  async function submitTestLead(
    user: AuthUser,
    source: LeadSource,
    body: Parameters<typeof mapTestLead>[0],
    headers: Record<string, string>,
  ): Promise<WebhookAck> {
    const lead = prepareLead(mapTestLead(body, source), { strict: true });
    const incoming = { source, externalId: `test:${randomUUID()}`, body: JSON.stringify(body), headers };
    const { leadId } = await captureNow({
      incoming,
      lead,
      chooseDealership: testDealership(user, lead.routing.dealershipId),
    });
    return { success: true, leadId, test: true };
  }

  async function failEvent(event: WebhookEventRow, err: unknown) {
    // A failed query's own text names its parameters (a customer's message): keep the database's reason only.
    const reason = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const message = reason instanceof Error ? reason.message : String(reason);
    await markEventFailed(db, event.id, message);
    logger.warn({ eventId: event.id, source: event.source, err: message }, 'webhook event failed');
  }
  const otherSources = createRawEventProcessors(db, failEvent);

  /** The job: stored event → lead, once. Unusable leads fail for good; anything else is retried. */
  async function processEvent(eventId: number): Promise<void> {
    const event = await getWebhookEvent(db, eventId);
    if (!event || event.status === 'processed') return;
    if (await otherSources.run(event)) return;
    if (isAdfDocument(event)) return adfDocuments.split(event);
    let saved: SavedLead | undefined;
    try {
      const lead = prepareLead(await mapStoredEvent(event, graphFor(event.dealershipId)), { strict: false });
      const dealerships = await findRoutingDealerships(db);
      // A store's URL, its own Google key or its ADF lead address decides, whatever the lead names: its proof
      // opens that store only (decisions 051, 053).
      const dealership =
        event.dealershipId !== null
          ? dealerships.find((d) => d.id === event.dealershipId)
          : routeToDealership(lead.routing, dealerships);
      if (!dealership) throw new UnusableLeadError('There is no dealership to receive the lead');
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const locked = await lockWebhookEvent(tx, eventId);
        if (!locked || locked.status === 'processed') return;
        saved = await saveLead(tx, leads, lead, dealership.id);
        await markEventsProcessed(tx, [{ id: eventId, leadId: saved.lead.id, dealershipId: dealership.id }]);
      });
    } catch (err) {
      await failEvent(event, err);
      if (err instanceof UnusableLeadError) return;
      throw err;
    }
    if (saved) await announce(saved);
  }

  return {
    ...createLeadWebhookReceivers({
      db,
      receive,
      adfDocuments,
      captureNow,
      submitTestLead,
      submitSignedTest,
      credentials,
    }),
    processEvent,
    /**
     * Another module's inbound webhook (SMS, e-mail): stored raw and its processing job enqueued, committed before
     * the caller answers. False for a redelivery of an id stored before. Its source needs a registered processor.
     */
    storeEvent: async (
      incoming: Omit<IncomingEvent, 'source'> & { source: string },
      job: typeof processWebhookEventJob,
    ) => (await receive([incoming], job)).received > 0,
    registerProcessor: otherSources.register,
    /** A store's inbound ADF e-mail address (`leads-<token>@<inbound domain>`); null without an inbound domain. */
    adfEmailAddress: (dealershipId: number) => adfEmail.addressOf(dealershipId),
    /**
     * A stored ADF e-mail (the inbound-messages module reads it): its documents' prospects stored as the HTTP
     * endpoint's are, for the store whose address it was sent to. Throws UnusableLeadError for mail that never can.
     */
    receiveAdfMail: (mail: AdfMail, headers: Record<string, string>) => adfEmail.receive(mail, headers),
    ...createWebhookEventLog(deps, audit),
    /** For other modules that want the score now rather than on their event. */
    ...createLeadRescoring(deps, leads),
    /** Sites whose pages may post to the store's capture URL from the browser (`*` for any). */
    websiteOrigins: async (dealershipId: number | null) =>
      ((await credentials('website', dealershipId)).origins ?? '')
        .split(/[\s,]+/)
        .map((o) => o.trim())
        .filter(Boolean),
    /**
     * Whether the page access token in force for the store's URL reads from the Graph API (its page, `me`), as a
     * lead will be read: Webhook Setup's Test asks it, since a signed sample alone never reaches Facebook.
     */
    async checkPageToken(dealershipId: number | null): Promise<PageTokenCheck> {
      if (!(await credentials('meta', dealershipId)).pageAccessToken) return { readable: false, unset: true };
      try {
        const page = await graphFor(dealershipId).getPage();
        return { readable: true, page: page.name };
      } catch (err) {
        return { readable: false, unset: false, reason: (err as Error).message };
      }
    },
    /** Each source's newest stored event and newest failure for a store (Webhook Setup). */
    latestEvents: (sources: string[], dealershipId: number, includeUnrouted: boolean) =>
      findLatestEvents(db, sources, dealershipId, includeUnrouted),
  };
}

export type LeadSourcesService = ReturnType<typeof createLeadSourcesService>;
