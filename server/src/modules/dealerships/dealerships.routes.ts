import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  DealershipSchema,
  type DealershipSettings,
  DealershipSettingsSchema,
  UpdateDealershipSchema,
} from '@lead-manager/contracts/dealerships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { LeadSourcesService } from '../lead-sources/lead-sources.service';
import type { DealershipsService } from './dealerships.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const dealershipsRoutes: FastifyPluginAsyncZod<{
  services: { dealerships: DealershipsService; leadSources: Pick<LeadSourcesService, 'adfEmailAddress'> };
}> = async (app, { services }) => {
  /** The settings with the store's ADF lead address, which the lead sources keep. */
  const withAdfAddress = async (settings: DealershipSettings): Promise<DealershipSettings> => ({
    ...settings,
    adfEmailAddress: await services.leadSources.adfEmailAddress(settings.id),
  });

  app.get('/dealerships', { schema: { response: { 200: z.array(DealershipSchema) } } }, async (request) =>
    services.dealerships.list(requestScope(request)),
  );

  app.get(
    '/dealerships/:id',
    { schema: { params: IdParamsSchema, response: { 200: DealershipSettingsSchema, ...errors } } },
    async (request) =>
      withAdfAddress(await services.dealerships.getSettings(signedInUser(request), request.params.id)),
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
      withAdfAddress(
        await services.dealerships.updateSettings(signedInUser(request), request.params.id, request.body),
      ),
  );
};
