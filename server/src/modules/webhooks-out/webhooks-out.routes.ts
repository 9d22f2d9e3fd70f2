import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointListQuerySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookTestResultSchema,
} from '@lead-manager/contracts/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInPerson, signedInUser } from '../auth/auth.hooks';
import type { WebhooksOutService } from './webhooks-out.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Read with a session or an API key; changed only from a signed-in session (creation shows a secret). */
export const webhooksOutRoutes: FastifyPluginAsyncZod<{
  services: { webhooksOut: WebhooksOutService };
}> = async (app, { services: { webhooksOut } }) => {
  app.get(
    '/webhook-endpoints',
    {
      schema: {
        querystring: WebhookEndpointListQuerySchema,
        response: { 200: WebhookEndpointListSchema, ...errors },
      },
    },
    async (request) => ({
      endpoints: await webhooksOut.list(signedInUser(request), request.query.dealershipId),
    }),
  );

  app.post(
    '/webhook-endpoints',
    {
      schema: {
        body: CreateWebhookEndpointSchema,
        response: { 201: CreatedWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooksOut.create(signedInPerson(request), request.body)),
  );

  app.patch(
    '/webhook-endpoints/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateWebhookEndpointSchema,
        response: { 200: WebhookEndpointSchema, ...errors },
      },
    },
    async (request) => webhooksOut.update(signedInPerson(request), request.params.id, request.body),
  );

  app.delete(
    '/webhook-endpoints/:id',
    { schema: { params: IdParamsSchema, response: { 200: WebhookEndpointSchema, ...errors } } },
    async (request) => webhooksOut.remove(signedInPerson(request), request.params.id),
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    { schema: { params: IdParamsSchema, response: { 200: WebhookDeliveryListSchema, ...errors } } },
    async (request) => ({
      deliveries: await webhooksOut.deliveries(signedInUser(request), request.params.id),
    }),
  );

  app.post(
    '/webhook-endpoints/:id/test',
    { schema: { params: IdParamsSchema, response: { 200: WebhookTestResultSchema, ...errors } } },
    async (request) => ({ delivery: await webhooksOut.sendTest(signedInPerson(request), request.params.id) }),
  );
};
