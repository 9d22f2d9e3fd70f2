import { DealershipFilterSchema, ErrorBodySchema } from '@lead-manager/contracts/common';
import { DashboardStatsSchema } from '@lead-manager/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../auth/auth.hooks';
import type { DashboardService } from './dashboard.service';

const response = {
  200: DashboardStatsSchema,
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
};
/** `/stats/all` is the same as `/stats`. */
const StatsParamsSchema = z.object({ dealershipId: DealershipFilterSchema });

export const dashboardRoutes: FastifyPluginAsyncZod<{ services: { dashboard: DashboardService } }> = async (
  app,
  { services },
) => {
  app.get('/dashboard/stats', { schema: { response } }, async (request) =>
    services.dashboard.stats(requestScope(request)),
  );

  app.get(
    '/dashboard/stats/:dealershipId',
    { schema: { params: StatsParamsSchema, response } },
    async (request) => services.dashboard.stats(requestScope(request), request.params.dealershipId),
  );
};
