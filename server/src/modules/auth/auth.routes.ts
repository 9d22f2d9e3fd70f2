import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  ForgotPasswordSchema,
  LoginSchema,
  MeSchema,
  SetPasswordSchema,
} from '@lead-manager/contracts/users';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-errors';
import { SESSION_COOKIE, signedInUser } from './auth.hooks';
import type { AuthService } from './auth.service';
import type { PasswordLinksService } from './password-links.service';

/**
 * Failed sign-ins one address may make on one account before each further attempt from there must wait: 1 s, then
 * 2 s, 4 s… up to 15 minutes. Per (account, address), never per account alone: a stranger hammering an account
 * must not lock its owner out, who signs in from another address as usual.
 */
export const FREE_SIGN_IN_FAILURES = 5;
/**
 * Failed sign-ins one address may make, whatever the accounts (guessing across many accounts), before the same growing
 * waits apply to the whole address. Only failures count: a showroom's staff signing in behind one address never wait.
 */
export const FREE_SIGN_IN_FAILURES_PER_ADDRESS = 30;

export const authRoutes: FastifyPluginAsyncZod<{
  services: { auth: AuthService; passwordLinks: PasswordLinksService };
  secureCookies: boolean;
}> = async (app, opts) => {
  const { auth } = opts.services;
  const delays = { baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
  const failures = createAttemptLimiter({ freeFailures: FREE_SIGN_IN_FAILURES, ...delays });
  const addressFailures = createAttemptLimiter({
    freeFailures: FREE_SIGN_IN_FAILURES_PER_ADDRESS,
    ...delays,
  });
  const refuse = (reply: FastifyReply, waitMs: number) => {
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    return new HttpError(429, `Too many failed sign-ins from here; try again in ${seconds} s`);
  };

  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        sameOriginOnly: true,
      },
      schema: { body: LoginSchema, response: { 200: MeSchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
    },
    async (request, reply) => {
      // The typed address, cut to an e-mail's longest, so the limiter's memory stays bounded.
      const key = `${request.body.email.slice(0, 254)}|${request.ip}`;
      const addressWaitMs = addressFailures.attempt(request.ip);
      if (addressWaitMs > 0) throw refuse(reply, addressWaitMs);
      const waitMs = failures.attempt(key);
      if (waitMs > 0) {
        addressFailures.forgive(request.ip);
        throw refuse(reply, waitMs);
      }
      const { token, expiresAt, user } = await auth.login(request.body.email, request.body.password, {
        ip: request.ip,
      });
      failures.succeeded(key);
      addressFailures.forgive(request.ip);
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
        .requestReset(request.body.email, { ip: request.ip })
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
