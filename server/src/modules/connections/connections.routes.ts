import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  ClearCredentialsQuerySchema,
  ConnectionListSchema,
  ConnectionParamsSchema,
  ConnectionTestResultSchema,
  SetCredentialsSchema,
} from '@lead-manager/contracts/connections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { forbidden } from '../../lib/http-errors';
import { scopeFor } from '../../lib/scope';
import { signedInUser } from '../auth/auth.hooks';
import type { DealershipsService } from '../dealerships/dealerships.service';
import { runConnectionTest } from './connection-test';
import type { ConnectionsService } from './connections.service';
import { channelOfRoute } from './door-checks';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** The store's connections: admins and that store's managers read them; only admins set, clear or test. */
export const connectionsRoutes: FastifyPluginAsyncZod<{
  services: { connections: ConnectionsService; dealerships: DealershipsService };
  config: Config;
}> = async (app, { services, config }) => {
  const { connections, dealerships } = services;

  /** The store, in the caller's reach (404 otherwise, as if it did not exist). */
  const reachable = async (request: FastifyRequest, id: number, adminOnly: boolean) => {
    const user = signedInUser(request);
    if (adminOnly && user.role !== 'admin') throw forbidden('Only an admin can change or test connections');
    if (user.role === 'user') throw forbidden('Only managers and admins can see connections');
    await dealerships.get(scopeFor(user), id);
    return user;
  };

  app.get(
    '/dealerships/:id/connections',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ConnectionListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await reachable(request, request.params.id, false);
      // Deliveries not yet matched to a store belong to no store: only an admin sees them.
      const list = await connections.list(request.params.id, user.role === 'admin');
      return { dealershipId: request.params.id, connections: list };
    },
  );

  app.put(
    '/dealerships/:id/connections/:source',
    {
      schema: {
        params: ConnectionParamsSchema,
        body: SetCredentialsSchema,
        response: { 200: ConnectionListSchema, ...errors },
      },
    },
    async (request) => {
      const { id, source } = request.params;
      const user = await reachable(request, id, true);
      await connections.set(user, id, source, request.body);
      return { dealershipId: id, connections: await connections.list(id, true) };
    },
  );

  app.delete(
    '/dealerships/:id/connections/:source',
    {
      schema: {
        params: ConnectionParamsSchema,
        querystring: ClearCredentialsQuerySchema,
        response: { 200: ConnectionListSchema, ...errors },
      },
    },
    async (request) => {
      const { id, source } = request.params;
      const user = await reachable(request, id, true);
      await connections.clear(user, id, source, request.query);
      return { dealershipId: id, connections: await connections.list(id, true) };
    },
  );

  app.post(
    '/dealerships/:id/connections/:source/test',
    { schema: { params: ConnectionParamsSchema, response: { 200: ConnectionTestResultSchema, ...errors } } },
    async (request) => {
      const { id, source } = request.params;
      await reachable(request, id, true);
      return runConnectionTest(source, id, {
        lookup: connections.lookup,
        checkPageToken: connections.checkPageToken,
        publicBaseUrl: config.publicBaseUrl,
        // Through the whole app, without the caller's cookie: the sample meets exactly what a platform's post does.
        inject: async (sample) => {
          const answer = await app.inject(sample);
          return { statusCode: answer.statusCode, body: answer.body, headers: answer.headers };
        },
      });
    },
  );
};

const answeredMessage = (body: string) => {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string') return message;
  } catch {
    // not JSON: its own words
  }
  return body;
};

/**
 * Every answer of an inbound endpoint is noted for Webhook Setup (accepted, or refused and why), after it is sent:
 * a post refused at the door is stored nowhere else.
 */
export function registerConnectionChecks(api: FastifyInstance, connections: ConnectionsService) {
  const refusals = new WeakMap<FastifyRequest, string>();
  // The words the sender was answered (`{ message }`), not the error behind them: a validation error's own text is
  // a JSON dump of its issues, and an unexpected error's may say more than a stranger should be told.
  api.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && typeof payload === 'string';
    if (refused && channelOfRoute(request.routeOptions.url, request.method))
      refusals.set(request, answeredMessage(payload).slice(0, 300));
    return payload;
  });
  api.addHook('onResponse', async (request, reply) => {
    const channel = channelOfRoute(request.routeOptions.url, request.method);
    // A preflight let through is not a post yet; one refused is the only word of a site the store did not list.
    if (!channel || reply.statusCode === 429 || (request.method === 'OPTIONS' && reply.statusCode < 400))
      return;
    const raw = (request.query as Record<string, unknown> | undefined)?.dealership;
    const dealershipId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    const accepted = reply.statusCode < 400 || reply.statusCode === 406;
    const refusal = accepted ? undefined : (refusals.get(request) ?? `refused (${reply.statusCode})`);
    await connections.noteCheck({ dealershipId, channel, accepted, refusal });
  });
}
