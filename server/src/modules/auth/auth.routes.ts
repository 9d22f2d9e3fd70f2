import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  ForgotPasswordSchema,
  LoginSchema,
  MeSchema,
  SetPasswordSchema,
} from '@lead-manager/contracts/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-errors';
import { requestOrigin } from '../../lib/request-origin';
import type { Services } from '../../services';
import { SESSION_COOKIE, signedInUser } from './auth.hooks';

/** Sign-in attempts one account may receive in 15 minutes from all addresses together. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 30;

const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? '';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; secureCookies: boolean }> = async (
  app,
  opts,
) => {
  const { auth } = opts.services;
  const accountAttempts = createAttemptLimiter({ max: LOGIN_ATTEMPTS_PER_ACCOUNT, windowMs: 15 * 60_000 });

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        sameOriginOnly: true,
        // Per address and account, counted once the body is read: slows guessing without locking out a whole
        // office behind one NAT.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
        },
      },
      // Per account whatever the address: password spraying from many addresses still hits this.
      preHandler: async (request) => {
        if (!accountAttempts.take(emailOf(request).toLowerCase()))
          throw new HttpError(429, 'Too many sign-in attempts for this account; try again in 15 minutes');
      },
      schema: { body: LoginSchema, response: { 200: MeSchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
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

  // Per address and account, like sign-in: a public form that sends e-mail must not become a mail cannon.
  const linkRateLimit = {
    max: 5,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: { ip: string; body?: unknown }) =>
      `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  };

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, sameOriginOnly: true, rateLimit: linkRateLimit },
      schema: { body: ForgotPasswordSchema, response: { 204: z.null(), 400: ErrorBodySchema } },
    },
    async (request, reply) => {
      // Answered before the work is done: how long sending takes must not tell whether the address exists.
      void opts.services.passwordLinks
        .requestReset(request.body.email, requestOrigin(request), { ip: request.ip })
        .catch((err) => request.log.error({ err }, 'password reset request failed'));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: { public: true, sameOriginOnly: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: SetPasswordSchema, response: { 204: z.null(), 400: ErrorBodySchema } },
    },
    async (request, reply) => {
      await opts.services.passwordLinks.redeem(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.get('/auth/me', { schema: { response: { 200: MeSchema } } }, async (request) => signedInUser(request));
};
