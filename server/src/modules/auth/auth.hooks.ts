import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { type Scope, scopeFor } from '../../lib/scope';
import type { AuthService, AuthUser } from './auth.service';

export const SESSION_COOKIE = 'lm_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session: sign-in, health and the inbound webhooks. */
    public?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser on another site must not ride on our cookie: refuse state changes whose Origin is foreign. */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requestScope(request: FastifyRequest): Scope {
  return scopeFor(signedInUser(request));
}

/**
 * Every /api route needs a session unless its config says `public`. Public routes still learn the user
 * when a cookie comes along (the Webhook Setup screen's Test button posts with the session).
 */
export function registerAuthHooks(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const isPublic = request.routeOptions.config?.public === true;
    request.user = await auth.authenticate(request.cookies[SESSION_COOKIE]);
    if (isPublic) return;
    if (!request.user) throw unauthorized();
    if (STATE_CHANGING.has(request.method) && isCrossSite(request)) {
      throw forbidden('Cross-site request refused');
    }
  });
}
