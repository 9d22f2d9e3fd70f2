import { DealershipSchema } from '@lead-manager/contracts/dealerships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';
import { requestScope } from '../auth/auth.hooks';

export const dealershipsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/dealerships', { schema: { response: { 200: z.array(DealershipSchema) } } }, async (request) =>
    services.dealerships.list(requestScope(request)),
  );
};
