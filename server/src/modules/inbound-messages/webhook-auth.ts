import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import twilio from 'twilio';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { safeEqual } from '../../lib/safe-equal';
import { claimMailgunToken } from './webhook-tokens.repo';

type Fields = Record<string, unknown>;

/** Mailgun's advice: a signature older than this (or this far in the future) is refused. */
const MAILGUN_MAX_SKEW_SECONDS = 5 * 60;

const first = (fields: Fields, name: string) => {
  const value = fields[name];
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one.trim() ? one.trim() : undefined;
};

const refused = (message: string) => new HttpError(403, message);

/** The URL Twilio called, as it signed it: the configured public base + path + query (never the request's Host). */
const calledUrl = (request: FastifyRequest, config: Config) => `${config.publicBaseUrl}${request.url}`;

/**
 * Twilio's X-Twilio-Signature over the called URL and the form, with the auth token in force (TWILIO_AUTH_TOKEN,
 * else the group's, set on Webhook Setup). Fails closed: without one nothing can prove a post came from Twilio, so
 * none is accepted (a forged STOP or 21610 status would opt people out).
 */
export function assertFromTwilio(
  request: FastifyRequest,
  form: Fields,
  config: Config,
  token: string | undefined,
): void {
  if (!token)
    throw unauthorized(
      'Inbound SMS is closed: set the Twilio auth token on Webhook Setup (or TWILIO_AUTH_TOKEN) first',
    );
  const signature = request.headers['x-twilio-signature'];
  if (typeof signature !== 'string') throw unauthorized('Missing X-Twilio-Signature');
  if (!twilio.validateRequest(token, signature, calledUrl(request, config), form as Record<string, string>))
    throw refused('Invalid Twilio signature');
}

/** Mailgun's webhook signature: hex HMAC-SHA256(signing key, timestamp + token), compared in constant time. */
function isValidMailgunSignature(fields: Fields, signingKey: string): boolean {
  const timestamp = first(fields, 'timestamp');
  const token = first(fields, 'token');
  const signature = first(fields, 'signature');
  if (!timestamp || !token || !signature) return false;
  const expected = Buffer.from(
    createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex'),
  );
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** SendGrid Inbound Parse has no signature: the URL carries `?key=SECRET` or Basic credentials (`https://user:SECRET@…`). */
function sendGridSecretOf(request: FastifyRequest): string | undefined {
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  if (typeof key === 'string' && key) return key;
  const auth = request.headers.authorization;
  const basic = typeof auth === 'string' ? /^Basic\s+(\S+)$/i.exec(auth)?.[1] : undefined;
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : undefined;
}

/** The inbound e-mail credentials in force: the environment's, else the group's set on Webhook Setup. */
export interface InboundEmailKeys {
  mailgunKey: string | undefined;
  sendGridSecret: string | undefined;
}

/**
 * Inbound e-mail is accepted only from Mailgun (a fresh, unused signed token) or SendGrid (the shared secret in the
 * URL). Both can be configured at once. Returns the Mailgun token it claimed, if any. Fails closed.
 */
export async function assertInboundEmail(
  request: FastifyRequest,
  form: Fields,
  { mailgunKey, sendGridSecret }: InboundEmailKeys,
  db: Db,
  now = Date.now(),
): Promise<{ mailgunToken?: string }> {
  const presented = sendGridSecretOf(request);
  if (presented !== undefined) {
    if (sendGridSecret && safeEqual(presented, sendGridSecret)) return {};
    throw refused('Invalid inbound e-mail secret');
  }
  if (first(form, 'signature') !== undefined) {
    if (!mailgunKey || !isValidMailgunSignature(form, mailgunKey)) throw refused('Invalid Mailgun signature');
    const timestamp = Number(first(form, 'timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > MAILGUN_MAX_SKEW_SECONDS)
      throw refused('Mailgun timestamp is not within 5 minutes of now');
    const token = first(form, 'token') as string;
    if (!(await claimMailgunToken(db, token))) throw refused('Mailgun token already used');
    return { mailgunToken: token };
  }
  if (!mailgunKey && !sendGridSecret)
    throw unauthorized(
      'Inbound e-mail is closed: set the Mailgun signing key or the SendGrid secret on Webhook Setup (or MAILGUN_SIGNING_KEY, SENDGRID_INBOUND_SECRET) first',
    );
  throw unauthorized('Missing Mailgun signature or inbound e-mail secret');
}
