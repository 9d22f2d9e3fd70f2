import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../../lib/http-errors';
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
    /** A public route a browser page of ours calls (sign-in): still refuses cross-site and form posts. */
    sameOriginOnly?: boolean;
    /** Takes a multipart file upload from a page of ours: it must carry our own Origin (a form elsewhere cannot). */
    fileUpload?: boolean;
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

/**
 * A page on another site can make a browser send a form (url-encoded, multipart, text/plain) with our cookie and,
 * in some cases, no Origin at all. Our own app sends JSON, which a form cannot: anything else with a body is refused,
 * so the defence holds without trusting the browser's Origin or SameSite handling.
 */
function refuseForgeable(request: FastifyRequest): void {
  if (isCrossSite(request)) throw forbidden('Cross-site request refused');
  const type = request.headers['content-type'];
  if (type === undefined) return;
  const mediaType = type.split(';')[0]?.trim().toLowerCase();
  // A form cannot send text/csv, and another site's script cannot either without the preflight CORS refuses.
  if (mediaType === 'application/json' || mediaType === 'text/csv') return;
  const ownUpload = request.routeOptions.config?.fileUpload === true && request.headers.origin !== undefined;
  if (mediaType === 'multipart/form-data' && ownUpload) return;
  throw new HttpError(415, 'Only application/json bodies are accepted here');
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
    if (!isPublic && !request.user) throw unauthorized();
    if (isPublic && request.routeOptions.config?.sameOriginOnly !== true) return;
    if (STATE_CHANGING.has(request.method)) refuseForgeable(request);
  });
}
