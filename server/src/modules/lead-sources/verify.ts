import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Meta's `X-Hub-Signature-256: sha256=<hex>` over the raw body bytes, keyed with the app secret. */
export function isValidMetaSignature(
  rawBody: Buffer | undefined,
  header: string | undefined,
  appSecret: string | undefined,
): boolean {
  if (!rawBody || !header || !appSecret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

export const metaSignature = (body: string | Buffer, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** TikTok and ADF senders: `X-Webhook-Secret` header, or `?key=` for providers that only take a URL. */
export function sharedSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-webhook-secret'];
  if (typeof header === 'string' && header) return header;
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  return typeof key === 'string' && key ? key : undefined;
}

export const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The request headers worth keeping with the raw body (never cookies or secrets). */
const KEPT_HEADERS = ['content-type', 'user-agent', 'x-hub-signature-256', 'x-forwarded-for', 'origin'];

export function headersToStore(request: FastifyRequest): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}
