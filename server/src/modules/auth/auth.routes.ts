import { ErrorBodySchema } from '@lead-manager/contracts/common';
import { LoginSchema, MeSchema } from '@lead-manager/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';
import { SESSION_COOKIE, signedInUser } from './auth.hooks';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; secureCookies: boolean }> = async (
  app,
  opts,
) => {
  const { auth } = opts.services;

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        // Per address and account, counted once the body is read: slows password guessing without
        // locking out a whole office behind one NAT.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
        },
      },
      schema: { body: LoginSchema, response: { 200: MeSchema, 401: ErrorBodySchema } },
    },
    async (request, reply) => {
      const { token, expiresAt, user } = await auth.login(request.body.email, request.body.password, {
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        expires: expiresAt,
      });
      return user;
    },
  );

  app.post('/auth/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send(null);
  });

  app.get('/auth/me', { schema: { response: { 200: MeSchema } } }, async (request) => signedInUser(request));
};
