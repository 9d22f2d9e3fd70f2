import { forbidden, unauthorized } from '../../lib/http-errors';
import type { AuthUser } from '../auth/auth.service';

/** What the service needs of an inbound HTTP request, free of Fastify. */
export interface LeadWebhookRequest {
  /** Parsed JSON or form object, or the XML text. */
  body: unknown;
  rawBody?: Buffer;
  /** The headers worth storing with the event. */
  headers: Record<string, string>;
  /** Signed-in user, when a session cookie came along (the Test button). */
  user: AuthUser | null;
  /** The browser's Origin is another site: a cookie alone must not be enough then. */
  crossSite: boolean;
  /** The browser's Origin header, as sent. */
  origin?: string;
  /** The store the URL names (`?dealership=`): its credentials check the post and its leads go there. */
  dealershipId: number | null;
  /** `X-Lead-Manager-Test: 1`: Webhook Setup's real-path Test, which makes a test lead when its proof is good. */
  markedTest: boolean;
}

export interface Credential {
  /** The sender presented a signature or secret at all. */
  given: boolean;
  valid: boolean;
  /** The endpoint has a secret to check against. */
  configured: boolean;
}

/** Fields that only real platform payloads carry; a body with them is never a Test post. */
const PLATFORM_KEYS = ['object', 'entry', 'lead_id', 'google_key', 'user_column_data', 'leadgen_id'];

/** The Webhook Setup screen's Test body: `{ name, email, phone, vehicleInterest, message, source }`. */
function isTestShape(body: unknown): body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (PLATFORM_KEYS.some((k) => k in record)) return false;
  return ['name', 'email', 'phone'].some((k) => typeof record[k] === 'string');
}

/**
 * A real platform request (valid signature or secret), a signed test (the same proof, marked as Webhook Setup's
 * Test), a signed-in user's Test post, or refused: 401 when the endpoint has no credential configured or none was
 * given, 403 for a wrong one (secure by default).
 */
export function authenticateLeadWebhook(
  request: LeadWebhookRequest,
  credential: Credential,
): 'platform' | 'test' | 'signed-test' {
  if (credential.valid) return request.markedTest && isTestShape(request.body) ? 'signed-test' : 'platform';
  if (request.user && isTestShape(request.body) && !credential.given) {
    if (request.crossSite) throw forbidden('Cross-site request refused');
    return 'test';
  }
  // Closed says closed even to a signed post: there is nothing its signature could be checked against.
  if (!credential.configured) {
    throw unauthorized('This endpoint has no secret configured: only a signed-in Test post is accepted');
  }
  if (credential.given) throw forbidden('Invalid signature or key');
  throw unauthorized('Missing signature or key');
}
