import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import { CrmHandoffSchema } from '@lead-manager/contracts/crm-handoffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/auth.hooks';
import type { CrmHandoffService } from './crm-handoff.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const crmHandoffRoutes: FastifyPluginAsyncZod<{
  services: { crmHandoff: CrmHandoffService };
}> = async (app, { services }) => {
  const { crmHandoff } = services;

  app.get(
    '/leads/:id/crm-handoffs',
    {
      schema: {
        description: "The lead's hand-offs to its store's CRM (ADF e-mail): new lead, appointments, outcome.",
        params: IdParamsSchema,
        response: { 200: z.array(CrmHandoffSchema), ...errors },
      },
    },
    async (request) => crmHandoff.listForLead(signedInUser(request), request.params.id),
  );

  app.post(
    '/crm-handoffs/:id/send-again',
    {
      schema: {
        description: 'Queues a failed or unsent hand-off again (admins and managers).',
        params: IdParamsSchema,
        response: { 200: CrmHandoffSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => crmHandoff.sendAgain(signedInUser(request), request.params.id),
  );
};
