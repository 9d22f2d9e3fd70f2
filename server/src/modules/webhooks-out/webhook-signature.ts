import { createHmac, randomBytes } from 'node:crypto';

/** Every signing secret starts so, which tells it apart from the app's other secrets in a receiver's settings. */
const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the whole secret: the timestamp is signed
 * with the body, so a receiver that refuses old timestamps refuses a replayed request (decision 055).
 */
export function signatureHeader(secret: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
