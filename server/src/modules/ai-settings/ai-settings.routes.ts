import { AiSettingsSchema, UpdateAiSettingsSchema } from '@lead-manager/contracts/ai-settings';
import { ErrorBodySchema } from '@lead-manager/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { AiSettingsService } from './ai-settings.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const DealershipParamsSchema = z.object({
  dealershipId: z.coerce.number({ error: 'dealershipId must be a number' }).int().positive(),
});

export const aiSettingsRoutes: FastifyPluginAsyncZod<{
  services: { aiSettings: AiSettingsService };
}> = async (app, { services }) => {
  app.get(
    '/ai-settings/:dealershipId',
    { schema: { params: DealershipParamsSchema, response: { 200: AiSettingsSchema, ...errors } } },
    async (request) => services.aiSettings.get(requestScope(request), request.params.dealershipId),
  );

  app.patch(
    '/ai-settings/:dealershipId',
    {
      schema: {
        params: DealershipParamsSchema,
        body: UpdateAiSettingsSchema,
        response: { 200: AiSettingsSchema, ...errors },
      },
    },
    async (request) =>
      services.aiSettings.update(signedInUser(request), request.params.dealershipId, request.body),
  );
};
