import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  ChangePasswordSchema,
  CreatedUserSchema,
  CreateUserSchema,
  PasswordLinkResultSchema,
  UpdateUserSchema,
  UpdateUserSettingsSchema,
  UserSchema,
  UserSettingsSchema,
} from '@lead-manager/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE, signedInUser } from '../auth/auth.hooks';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from './users.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export const usersRoutes: FastifyPluginAsyncZod<{
  services: { auth: AuthService; users: UsersService };
}> = async (app, { services }) => {
  const { users } = services;

  app.get('/user/settings', { schema: { response: { 200: UserSettingsSchema } } }, async (request) =>
    users.getSettings(signedInUser(request).id),
  );

  app.post(
    '/user/settings',
    { schema: { body: UpdateUserSettingsSchema, response: { 200: UserSettingsSchema } } },
    async (request) => users.updateSettings(signedInUser(request).id, request.body),
  );

  app.post(
    '/user/password',
    { schema: { body: ChangePasswordSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await users.changePassword(
        signedInUser(request).id,
        request.body.currentPassword,
        request.body.newPassword,
        services.auth.sessionIdOf(request.cookies[SESSION_COOKIE]),
      );
      return reply.status(204).send(null);
    },
  );

  app.get('/users', { schema: { response: { 200: z.array(UserSchema), ...errors } } }, async (request) =>
    users.listUsers(signedInUser(request)),
  );

  app.post(
    '/users',
    { schema: { body: CreateUserSchema, response: { 201: CreatedUserSchema, ...errors } } },
    async (request, reply) => {
      const created = await users.inviteOrCreate(signedInUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/users/:id',
    { schema: { params: IdParamsSchema, body: UpdateUserSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => users.updateUser(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    { schema: { params: IdParamsSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => users.deactivateUser(signedInUser(request), request.params.id),
  );

  app.post(
    '/users/:id/reset-password',
    { schema: { params: IdParamsSchema, response: { 200: PasswordLinkResultSchema, ...errors } } },
    async (request) => users.sendPasswordLink(signedInUser(request), request.params.id),
  );
};
