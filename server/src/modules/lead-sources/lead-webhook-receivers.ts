import {
  CaptureLeadSchema,
  GoogleLeadSchema,
  MetaNotificationSchema,
  TestLeadSchema,
  type WebhookAck,
} from '@lead-manager/contracts/lead-sources';
import type { Db } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { safeEqual } from '../../lib/safe-equal';
import type { AuthUser } from '../auth/auth.service';
import type { CredentialLookup } from '../connections/connections.service';
import { type AdfProspect, parseAdfDocument } from './adf';
import { adfDocumentEvent, type createAdfDocuments } from './adf-documents';
import type { Capture } from './capture-batch';
import { routeToDealership } from './dealership-routing';
import { prepareLead } from './lead-intake';
import { findRoutingDealerships, insertWebhookEvent, type RoutingDealership } from './lead-sources.repo';
import { authenticateLeadWebhook, type LeadWebhookRequest } from './lead-webhook-auth';
import type { IncomingEvent, LeadSource } from './mapped-lead';
import {
  asLeadSource,
  ignoredReason,
  leadgenChanges,
  mapCaptureLead,
  tiktokLeadId,
} from './platform-mappers';
import { isValidMetaSignature, sha256Hex } from './verify';
import { canonicalCaptureBody, originAllowed, siteRefused } from './website-form';

interface ReceiverDeps {
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
  /** Webhook Setup's real-path Test: a test lead for the store the URL names, made at once. */
  submitSignedTest(
    source: LeadSource,
    body: ReturnType<typeof TestLeadSchema.parse>,
    headers: Record<string, string>,
    dealershipId: number | null,
  ): Promise<WebhookAck>;
  /** The credentials in force for a store's URL (null: the group's URL). */
  credentials: CredentialLookup;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const rawText = (request: LeadWebhookRequest) =>
  request.rawBody?.toString('utf8') ?? JSON.stringify(request.body ?? null);

/** The key proved who sent it; it has no business sitting in the database. */
const redactGoogleKey = (text: string) =>
  text.replace(/("google_key"\s*:\s*)"(?:[^"\\]|\\.)*"/g, '$1"[redacted]"');

/** Verification and storage for each platform's wire format; processing happens later, in the job. */
export function createLeadWebhookReceivers({
  db,
  receive,
  adfDocuments,
  captureNow,
  submitTestLead,
  submitSignedTest,
  credentials,
}: ReceiverDeps) {
  /** A Test post, signed-in or signed; undefined for a platform's real delivery. */
  const testOf = (
    mode: 'platform' | 'test' | 'signed-test',
    request: LeadWebhookRequest,
    source: LeadSource,
  ) => {
    if (mode === 'platform') return undefined;
    const body = TestLeadSchema.parse(request.body);
    return mode === 'test'
      ? submitTestLead(request.user as AuthUser, source, body, request.headers)
      : submitSignedTest(source, body, request.headers, request.dealershipId);
  };

  /** The store a URL names must exist: a removed store's credentials open nothing. */
  async function assertStore(request: LeadWebhookRequest) {
    if (request.dealershipId === null) return;
    const dealerships = await findRoutingDealerships(db);
    if (!dealerships.some((d) => d.id === request.dealershipId)) throw notFound('Dealership');
  }

  const sharedSecretCredential = (given: string | undefined, expected: string | undefined) => ({
    given: given !== undefined,
    valid: safeEqual(given, expected),
    configured: expected !== undefined,
  });

  return {
    /** Meta's subscription check: the challenge back only for the right verify token. */
    async verifyMetaSubscription(
      query: Record<string, unknown>,
      dealershipId: number | null,
    ): Promise<string> {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = query;
      const { verifyToken } = await credentials('meta', dealershipId);
      const ok =
        mode === 'subscribe' &&
        typeof token === 'string' &&
        typeof challenge === 'string' &&
        safeEqual(token, verifyToken);
      if (!ok) throw forbidden('Verification failed');
      return challenge;
    },

    async receiveMeta(
      source: 'facebook' | 'instagram',
      request: LeadWebhookRequest,
      signature: string | undefined,
    ): Promise<WebhookAck> {
      await assertStore(request);
      const { appSecret } = await credentials('meta', request.dealershipId);
      const credential = {
        given: signature !== undefined,
        valid: isValidMetaSignature(request.rawBody, signature, appSecret),
        configured: appSecret !== undefined,
      };
      const test = testOf(authenticateLeadWebhook(request, credential), request, source);
      if (test) return test;
      const notification = MetaNotificationSchema.parse(request.body);
      const changes = leadgenChanges(notification);
      const body = rawText(request);
      const dealershipId = request.dealershipId ?? undefined;
      if (changes.length === 0) {
        // Still a 200 (Facebook would retry anything else), but stored, so the store's row shows it came and why
        // nothing came of it; the same post again is the same event.
        await insertWebhookEvent(db, {
          source,
          externalId: `ignored-${sha256Hex(body)}`,
          body,
          headers: request.headers,
          dealershipId,
          status: 'ignored',
          error: ignoredReason(notification),
          processedAt: new Date(),
        });
        return { success: true, received: 0 };
      }
      const { received } = await receive(
        changes.map((c) => ({
          source,
          externalId: c.leadgenId,
          body,
          headers: request.headers,
          dealershipId,
        })),
      );
      return { success: true, received };
    },

    /**
     * `google_key` is checked before anything else: the key in force for the store the URL names (or the group's
     * URL), or, on the group's URL, a dealership's own key column (which routes).
     */
    async receiveGoogle(source: 'google' | 'youtube', request: LeadWebhookRequest): Promise<WebhookAck> {
      const { google_key: key, ...withoutKey } = isObject(request.body) ? request.body : {};
      const dealerships = await findRoutingDealerships(db);
      if (request.dealershipId !== null && !dealerships.some((d) => d.id === request.dealershipId))
        throw notFound('Dealership');
      const { leadKey } = await credentials('google', request.dealershipId);
      const keyDealership =
        typeof key === 'string' && request.dealershipId === null
          ? dealerships.find((d) => safeEqual(key, d.googleKey ?? undefined))
          : undefined;
      const credential = {
        given: key !== undefined,
        valid: typeof key === 'string' && (safeEqual(key, leadKey) || keyDealership !== undefined),
        configured: leadKey !== undefined || dealerships.some((d) => d.googleKey),
      };
      const mode = authenticateLeadWebhook({ ...request, body: withoutKey }, credential);
      const test = testOf(mode, { ...request, body: withoutKey }, source);
      if (test) return test;
      const lead = GoogleLeadSchema.parse(request.body);
      const { received } = await receive([
        {
          source,
          externalId: lead.lead_id,
          body: redactGoogleKey(rawText(request)),
          headers: request.headers,
          dealershipId: request.dealershipId ?? keyDealership?.id,
        },
      ]);
      return { success: true, received };
    },

    async receiveTikTok(request: LeadWebhookRequest, secret: string | undefined): Promise<WebhookAck> {
      await assertStore(request);
      const expected = (await credentials('tiktok', request.dealershipId)).secret;
      const credential = sharedSecretCredential(secret, expected);
      const test = testOf(authenticateLeadWebhook(request, credential), request, 'tiktok');
      if (test) return test;
      if (!isObject(request.body)) throw badRequest('A TikTok lead must be a JSON object');
      const body = rawText(request);
      const externalId = tiktokLeadId(request.body) ?? `sha256:${sha256Hex(body)}`;
      const dealershipId = request.dealershipId ?? undefined;
      const { received } = await receive([
        { source: 'tiktok', externalId, body, headers: request.headers, dealershipId },
      ]);
      return { success: true, received };
    },

    /**
     * The document stored once, one event per prospect. A document we refuse (a DOCTYPE or entity declaration,
     * broken XML) answers 400 and is kept, unparsed, as a failed event an admin can replay.
     */
    async receiveAdf(request: LeadWebhookRequest, secret: string | undefined): Promise<WebhookAck> {
      await assertStore(request);
      const expected = (await credentials('adf', request.dealershipId)).secret;
      const credential = sharedSecretCredential(secret, expected);
      const test = testOf(authenticateLeadWebhook(request, credential), request, 'adf');
      if (test) return test;
      if (typeof request.body !== 'string') {
        throw badRequest('Send an ADF document as application/xml, text/xml or application/x-adf+xml');
      }
      const document = {
        ...adfDocumentEvent(request.body, request.headers),
        dealershipId: request.dealershipId ?? undefined,
      };
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

    /**
     * Website forms: public by design, so the sending site must be one the store allows (its Origin, which a
     * browser sends with every cross-site post, form or script), a honeypot, an optional key and a rate limit.
     */
    async capture(request: LeadWebhookRequest, allowedOrigins: string[]): Promise<WebhookAck> {
      if (request.crossSite && !originAllowed(request.origin, allowedOrigins))
        throw siteRefused(request.origin);
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
        const pinned =
          request.dealershipId === null ? undefined : dealerships.find((d) => d.id === request.dealershipId);
        if (request.dealershipId !== null && !pinned) throw notFound('Dealership');
        const dealership =
          pinned ?? (routed || !keyDealership ? routeToDealership(lead.routing, dealerships) : keyDealership);
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
