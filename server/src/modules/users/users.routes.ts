import {
  ChangePasswordSchema,
  UpdateUserSettingsSchema,
  UserSettingsSchema,
} from '@lead-manager/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';
import { signedInUser } from '../auth/auth.hooks';

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/user/settings', { schema: { response: { 200: UserSettingsSchema } } }, async (request) =>
    services.users.getSettings(signedInUser(request).id),
  );

  app.post(
    '/user/settings',
    { schema: { body: UpdateUserSettingsSchema, response: { 200: UserSettingsSchema } } },
    async (request) => services.users.updateSettings(signedInUser(request).id, request.body),
  );

  app.post(
    '/user/password',
    { schema: { body: ChangePasswordSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await services.users.changePassword(
        signedInUser(request).id,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );
};
