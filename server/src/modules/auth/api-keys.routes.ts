import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
} from '@lead-manager/contracts/api-keys';
import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeysService } from './api-keys.service';
import { signedInPerson } from './auth.hooks';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const apiKeysRoutes: FastifyPluginAsyncZod<{ services: { apiKeys: ApiKeysService } }> = async (
  app,
  { services: { apiKeys } },
) => {
  app.get('/api-keys', { schema: { response: { 200: ApiKeyListSchema, ...errors } } }, async (request) => ({
    apiKeys: await apiKeys.list(signedInPerson(request)),
  }));

  app.post(
    '/api-keys',
    { schema: { body: CreateApiKeySchema, response: { 201: CreatedApiKeySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await apiKeys.create(signedInPerson(request), request.body)),
  );

  app.delete(
    '/api-keys/:id',
    { schema: { params: IdParamsSchema, response: { 200: ApiKeySchema, ...errors } } },
    async (request) => apiKeys.revoke(signedInPerson(request), request.params.id),
  );
};
