import { ErrorBodySchema } from '@lead-manager/contracts/common';
import { ReportSchema, ReportsQuerySchema } from '@lead-manager/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestScope } from '../auth/auth.hooks';
import type { ReportsService } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ services: { reports: ReportsService } }> = async (
  app,
  { services },
) => {
  app.get(
    '/reports',
    {
      schema: {
        querystring: ReportsQuerySchema,
        response: { 200: ReportSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => services.reports.report(requestScope(request), request.query),
  );
};
