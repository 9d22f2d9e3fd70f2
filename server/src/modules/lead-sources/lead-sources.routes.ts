import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  WebhookAckSchema,
  WebhookEventListQuerySchema,
  WebhookEventListSchema,
  WebhookEventSchema,
} from '@lead-manager/contracts/lead-sources';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../lib/http-errors';
import { signedInUser } from '../auth/auth.hooks';
import type { LeadSourcesService } from './lead-sources.service';
import type { LeadWebhookRequest } from './lead-webhook-auth';
import { registerRawBodyParsers } from './raw-body';
import { headersToStore, sharedSecretOf } from './verify';
import { originAllowed, siteRefused } from './website-form';

const ackResponses = {
  200: WebhookAckSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const PUBLIC = { public: true } as const;

function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The store a webhook URL names (`?dealership=7`), or null for the group's URL. */
function dealershipOfUrl(request: FastifyRequest): number | null {
  const value = (request.query as Record<string, unknown> | undefined)?.dealership;
  if (value === undefined) return null;
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id <= 0) {
    const message = 'dealership must be a store id';
    throw badRequest(message, [{ path: 'dealership', message }]);
  }
  return id;
}

const inbound = (request: FastifyRequest): LeadWebhookRequest => ({
  body: request.body,
  rawBody: request.rawBody,
  headers: headersToStore(request),
  user: request.user,
  crossSite: isCrossSite(request),
  origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
  dealershipId: dealershipOfUrl(request),
  markedTest: request.headers['x-lead-manager-test'] === '1',
});

const signatureOf = (request: FastifyRequest) => {
  const header = request.headers['x-hub-signature-256'];
  return typeof header === 'string' ? header : undefined;
};

/** Inbound lead webhooks (public, verified per platform), the website capture form, and the admin's event log. */
export const leadSourcesRoutes: FastifyPluginAsyncZod<{
  services: { leadSources: LeadSourcesService };
}> = async (app, { services }) => {
  const sources = services.leadSources;
  registerRawBodyParsers(app);

  for (const platform of ['facebook', 'instagram'] as const) {
    app.get(
      `/webhooks/${platform}`,
      {
        config: PUBLIC,
        schema: {
          // Meta's subscription check (hub.mode=subscribe, the verify token, a challenge to echo).
          querystring: z.looseObject({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().optional(),
          }),
          response: { 200: z.string(), 403: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .type('text/plain')
          .send(await sources.verifyMetaSubscription(request.query, dealershipOfUrl(request))),
    );
    app.post(
      `/webhooks/${platform}`,
      { config: PUBLIC, schema: { response: ackResponses } },
      async (request) => sources.receiveMeta(platform, inbound(request), signatureOf(request)),
    );
  }

  for (const platform of ['google', 'youtube'] as const) {
    app.post(
      `/webhooks/${platform}`,
      { config: PUBLIC, schema: { response: ackResponses } },
      async (request) => sources.receiveGoogle(platform, inbound(request)),
    );
  }

  app.post('/webhooks/tiktok', { config: PUBLIC, schema: { response: ackResponses } }, async (request) =>
    sources.receiveTikTok(inbound(request), sharedSecretOf(request)),
  );
  app.post('/webhooks/adf', { config: PUBLIC, schema: { response: ackResponses } }, async (request) =>
    sources.receiveAdf(inbound(request), sharedSecretOf(request)),
  );

  // Websites on the store's list may post from the browser: CORS answered here from the list in force (the app's
  // @fastify/cors refuses every other origin, see app.ts); the Origin itself is checked in the receiver.
  const allowOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origins = await sources.websiteOrigins(dealershipOfUrl(request));
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (originAllowed(origin, origins)) reply.header('access-control-allow-origin', origin);
    return origins;
  };
  app.options('/leads/capture', { config: PUBLIC }, async (request, reply) => {
    const origins = await allowOrigin(request, reply);
    // A site not on the list is told no before its script posts (the browser then never sends the lead), and the
    // refusal is what Webhook Setup shows the store: otherwise its misspelt site would fail without a trace.
    const { origin } = request.headers;
    if (origin && isCrossSite(request) && !originAllowed(origin, origins)) throw siteRefused(origin);
    return reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .status(204)
      .send();
  });
  app.post(
    '/leads/capture',
    {
      config: { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { ...ackResponses, 429: ErrorBodySchema } },
    },
    async (request, reply) => sources.capture(inbound(request), await allowOrigin(request, reply)),
  );

  const requireAdmin = async (request: FastifyRequest) => {
    if (signedInUser(request).role !== 'admin') throw forbidden('Only an admin can manage webhook events');
  };
  app.get(
    '/webhooks/events',
    {
      preHandler: requireAdmin,
      schema: {
        querystring: WebhookEventListQuerySchema,
        response: { 200: WebhookEventListSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => sources.listEvents(request.query),
  );
  app.post(
    '/webhooks/events/:id/replay',
    {
      preHandler: requireAdmin,
      schema: {
        params: IdParamsSchema,
        response: {
          200: WebhookEventSchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => sources.replayEvent(signedInUser(request), request.params.id),
  );
};
