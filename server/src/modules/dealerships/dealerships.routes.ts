import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  DealershipSchema,
  DealershipSettingsSchema,
  UpdateDealershipSchema,
} from '@lead-manager/contracts/dealerships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { DealershipsService } from './dealerships.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const dealershipsRoutes: FastifyPluginAsyncZod<{
  services: { dealerships: DealershipsService };
}> = async (app, { services }) => {
  app.get('/dealerships', { schema: { response: { 200: z.array(DealershipSchema) } } }, async (request) =>
    services.dealerships.list(requestScope(request)),
  );

  app.get(
    '/dealerships/:id',
    { schema: { params: IdParamsSchema, response: { 200: DealershipSettingsSchema, ...errors } } },
    async (request) => services.dealerships.getSettings(signedInUser(request), request.params.id),
  );

  app.patch(
    '/dealerships/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateDealershipSchema,
        response: { 200: DealershipSettingsSchema, ...errors },
      },
    },
    async (request) =>
      services.dealerships.updateSettings(signedInUser(request), request.params.id, request.body),
  );
};
