import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import { type Scope, scopeFor } from '../../lib/scope';
import { API_KEY_PREFIX, type ApiKeysService } from './api-keys.service';
import type { AuthService, AuthUser } from './auth.service';

export const SESSION_COOKIE = 'lm_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when the request was signed with an API key instead of a session. */
    signedWithKey: boolean;
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

/** `Authorization: Bearer <key>`: the key, when the header carries one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

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

/** A person at the screen: API keys are made and revoked from a session, never by another key. */
export function signedInPerson(request: FastifyRequest): AuthUser {
  if (request.signedWithKey) throw forbidden('API keys are managed from a signed-in session, not with a key');
  return signedInUser(request);
}

export function requestScope(request: FastifyRequest): Scope {
  return scopeFor(signedInUser(request));
}

/**
 * Every /api route needs a session or one of our API keys unless its config says `public`. Public routes still learn
 * the user when a cookie comes along (the Webhook Setup screen's Test button posts with the session). A key that is
 * ours but unknown or revoked is refused even where a session would not be needed; a read-only key only reads.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  { auth, apiKeys }: { auth: AuthService; apiKeys: ApiKeysService },
) {
  app.decorateRequest('user', null);
  app.decorateRequest('signedWithKey', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const isPublic = request.routeOptions.config?.public === true;
    const bearer = bearerOf(request);
    if (bearer?.startsWith(API_KEY_PREFIX)) {
      const principal = await apiKeys.authenticate(bearer);
      if (!principal) throw unauthorized('This API key is not valid (revoked, or its owner left)');
      if (principal.access === 'read' && !['GET', 'HEAD'].includes(request.method))
        throw forbidden('This API key may only read');
      request.user = principal.user;
      request.signedWithKey = true;
      // No cookie rides along, so there is no cross-site request to refuse.
      return;
    }
    request.user = await auth.authenticate(request.cookies[SESSION_COOKIE]);
    if (!isPublic && !request.user) throw unauthorized();
    if (isPublic && request.routeOptions.config?.sameOriginOnly !== true) return;
    if (STATE_CHANGING.has(request.method)) refuseForgeable(request);
  });
}
