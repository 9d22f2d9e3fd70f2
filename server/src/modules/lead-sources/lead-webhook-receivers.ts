import {
  CaptureLeadSchema,
  GoogleLeadSchema,
  MetaNotificationSchema,
  TestLeadSchema,
  type WebhookAck,
} from '@lead-manager/contracts/lead-sources';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import { safeEqual } from '../../lib/safe-equal';
import type { AuthUser } from '../auth/auth.service';
import { type AdfProspect, parseAdfDocument } from './adf';
import { adfDocumentEvent, type createAdfDocuments } from './adf-documents';
import type { Capture } from './capture-batch';
import { routeToDealership } from './dealership-routing';
import { prepareLead } from './lead-intake';
import { findRoutingDealerships, type RoutingDealership } from './lead-sources.repo';
import { authenticateLeadWebhook, type LeadWebhookRequest } from './lead-webhook-auth';
import type { IncomingEvent, LeadSource } from './mapped-lead';
import { asLeadSource, leadgenChanges, mapCaptureLead, tiktokLeadId } from './platform-mappers';
import { isValidMetaSignature, sha256Hex } from './verify';

interface ReceiverDeps {
  config: Config;
  db: Db;
  receive(incoming: IncomingEvent[]): Promise<{ received: number }>;
  adfDocuments: ReturnType<typeof createAdfDocuments>;
  captureNow(capture: Capture): Promise<{ leadId: number | undefined; duplicate: boolean }>;
  submitTestLead(
    user: AuthUser,
    source: LeadSource,
    body: ReturnType<typeof TestLeadSchema.parse>,
    headers: Record<string, string>,
  ): Promise<WebhookAck>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const rawText = (request: LeadWebhookRequest) =>
  request.rawBody?.toString('utf8') ?? JSON.stringify(request.body ?? null);

/** The key proved who sent it; it has no business sitting in the database. */
const redactGoogleKey = (text: string) =>
  text.replace(/("google_key"\s*:\s*)"(?:[^"\\]|\\.)*"/g, '$1"[redacted]"');

/** Everything but the capture key and honeypot, in a stable key order, for the payload hash. */
function canonicalCaptureBody(body: Record<string, unknown>): string {
  const { key: _key, website: _website, ...rest } = body;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

/** Verification and storage for each platform's wire format; processing happens later, in the job. */
export function createLeadWebhookReceivers({
  config,
  db,
  receive,
  adfDocuments,
  captureNow,
  submitTestLead,
}: ReceiverDeps) {
  const test = (request: LeadWebhookRequest, source: LeadSource) =>
    submitTestLead(request.user as AuthUser, source, TestLeadSchema.parse(request.body), request.headers);

  const sharedSecretCredential = (given: string | undefined, expected: string | undefined) => ({
    given: given !== undefined,
    valid: safeEqual(given, expected),
    configured: expected !== undefined,
  });

  return {
    /** Meta's subscription check: the challenge back only for the right verify token. */
    verifyMetaSubscription(query: Record<string, unknown>): string {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = query;
      const ok =
        mode === 'subscribe' &&
        typeof token === 'string' &&
        typeof challenge === 'string' &&
        safeEqual(token, config.FACEBOOK_VERIFY_TOKEN);
      if (!ok) throw forbidden('Verification failed');
      return challenge;
    },

    async receiveMeta(
      source: 'facebook' | 'instagram',
      request: LeadWebhookRequest,
      signature: string | undefined,
    ): Promise<WebhookAck> {
      const credential = {
        given: signature !== undefined,
        valid: isValidMetaSignature(request.rawBody, signature, config.FACEBOOK_APP_SECRET),
        configured: config.FACEBOOK_APP_SECRET !== undefined,
      };
      if (authenticateLeadWebhook(request, credential) === 'test') return test(request, source);
      const changes = leadgenChanges(MetaNotificationSchema.parse(request.body));
      const body = rawText(request);
      const { received } = await receive(
        changes.map((c) => ({ source, externalId: c.leadgenId, body, headers: request.headers })),
      );
      return { success: true, received };
    },

    /** `google_key` is checked before anything else: the group's key, or a dealership's own (which routes). */
    async receiveGoogle(source: 'google' | 'youtube', request: LeadWebhookRequest): Promise<WebhookAck> {
      const key = isObject(request.body) ? request.body.google_key : undefined;
      const dealerships = await findRoutingDealerships(db);
      const keyDealership =
        typeof key === 'string'
          ? dealerships.find((d) => safeEqual(key, d.googleKey ?? undefined))
          : undefined;
      const credential = {
        given: key !== undefined,
        valid:
          typeof key === 'string' && (safeEqual(key, config.GOOGLE_LEAD_KEY) || keyDealership !== undefined),
        configured: config.GOOGLE_LEAD_KEY !== undefined || dealerships.some((d) => d.googleKey),
      };
      if (authenticateLeadWebhook(request, credential) === 'test') return test(request, source);
      const lead = GoogleLeadSchema.parse(request.body);
      const { received } = await receive([
        {
          source,
          externalId: lead.lead_id,
          body: redactGoogleKey(rawText(request)),
          headers: request.headers,
          dealershipId: keyDealership?.id,
        },
      ]);
      return { success: true, received };
    },

    async receiveTikTok(request: LeadWebhookRequest, secret: string | undefined): Promise<WebhookAck> {
      const credential = sharedSecretCredential(secret, config.TIKTOK_WEBHOOK_SECRET);
      if (authenticateLeadWebhook(request, credential) === 'test') return test(request, 'tiktok');
      if (!isObject(request.body)) throw badRequest('A TikTok lead must be a JSON object');
      const body = rawText(request);
      const externalId = tiktokLeadId(request.body) ?? `sha256:${sha256Hex(body)}`;
      const { received } = await receive([{ source: 'tiktok', externalId, body, headers: request.headers }]);
      return { success: true, received };
    },

    /**
     * The document stored once, one event per prospect. A document we refuse (a DOCTYPE or entity declaration,
     * broken XML) answers 400 and is kept, unparsed, as a failed event an admin can replay.
     */
    async receiveAdf(request: LeadWebhookRequest, secret: string | undefined): Promise<WebhookAck> {
      const credential = sharedSecretCredential(secret, config.ADF_WEBHOOK_SECRET);
      if (authenticateLeadWebhook(request, credential) === 'test') return test(request, 'adf');
      if (typeof request.body !== 'string') {
        throw badRequest('Send an ADF document as application/xml, text/xml or application/x-adf+xml');
      }
      const document = adfDocumentEvent(request.body, request.headers);
      let prospects: AdfProspect[];
      try {
        prospects = parseAdfDocument(document.body);
      } catch (err) {
        if (err instanceof HttpError) await adfDocuments.refuse(document, err.message);
        throw err;
      }
      const { received } = await adfDocuments.receive(
        document,
        prospects.map((p) => p.key),
      );
      return { success: true, received };
    },

    /** Website forms: public by design, so a honeypot, an optional per-dealership key, and a rate limit. */
    async capture(request: LeadWebhookRequest): Promise<WebhookAck> {
      const raw = isObject(request.body) ? request.body : {};
      const body = CaptureLeadSchema.parse(raw);
      if (body.website?.trim()) return { success: true }; // a bot filled the hidden field: store nothing
      const user = request.crossSite ? null : request.user;
      if (user) {
        const source = asLeadSource(body.source?.toLowerCase()) ?? 'website';
        return submitTestLead(user, source, { ...body, email: body.email }, request.headers);
      }
      const lead = prepareLead(mapCaptureLead(body, false), { strict: true });
      // Routing uses the dealership list the batch is saved with (checked inside its transaction).
      const chooseDealership = (dealerships: RoutingDealership[]) => {
        const keyDealership = body.key
          ? dealerships.find((d) => safeEqual(body.key, d.captureKey ?? undefined))
          : undefined;
        const routed = lead.routing.dealershipId !== undefined || lead.routing.dealershipText !== undefined;
        const dealership =
          routed || !keyDealership ? routeToDealership(lead.routing, dealerships) : keyDealership;
        if (!dealership) throw badRequest('There is no dealership to receive the lead');
        if (dealership.captureKey && !safeEqual(body.key, dealership.captureKey)) {
          throw forbidden('A valid capture key is required for this dealership');
        }
        return dealership;
      };
      const canonical = canonicalCaptureBody(raw);
      const incoming: IncomingEvent = {
        source: lead.source,
        externalId: `sha256:${sha256Hex(canonical)}`,
        body: canonical,
        headers: request.headers,
      };
      const { leadId, duplicate } = await captureNow({ incoming, lead, chooseDealership });
      return duplicate ? { success: true, leadId, duplicate: true } : { success: true, leadId };
    },
  };
}
