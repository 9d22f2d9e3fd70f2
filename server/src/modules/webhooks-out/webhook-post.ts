// Posts one signed webhook request and answers what came of it, never throwing: the caller logs the attempt.
import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@lead-manager/contracts/webhooks';
import { assertPublicAddress, lookupRefusingInternal } from '../../lib/public-address';
import { signatureHeader } from './webhook-signature';

/** A receiver has this long to answer; it should queue the work and answer at once. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookRequest {
  url: string;
  secret: string;
  body: string;
  eventType: string;
  deliveryId: string;
  /** Private, loopback and link-local addresses allowed (WEBHOOKS_ALLOW_INTERNAL). */
  allowInternal: boolean;
}

export interface WebhookOutcome {
  ok: boolean;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

/** 2xx is success; a redirect is not followed (it would carry the store's data somewhere nobody chose). */
export async function postWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
  const started = performance.now();
  const finish = (responseStatus: number | null, error: string | null): WebhookOutcome => ({
    ok: responseStatus !== null && responseStatus >= 200 && responseStatus < 300,
    responseStatus,
    error: error ?? (responseStatus !== null && responseStatus >= 300 ? `HTTP ${responseStatus}` : null),
    durationMs: Math.round(performance.now() - started),
  });
  try {
    if (!request.allowInternal) await assertPublicAddress(request.url);
    const status = await send(request);
    return finish(status, null);
  } catch (err) {
    return finish(null, err instanceof Error ? err.message : String(err));
  }
}

function send({ url, secret, body, eventType, deliveryId, allowInternal }: WebhookRequest): Promise<number> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: allowInternal ? undefined : lookupRefusingInternal(),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'LeadManager-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body),
          [WEBHOOK_EVENT_HEADER]: eventType,
          [WEBHOOK_DELIVERY_HEADER]: deliveryId,
        },
      },
      (response) => {
        // The answer's body is not read: only its status counts, and it may be large.
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });
}
