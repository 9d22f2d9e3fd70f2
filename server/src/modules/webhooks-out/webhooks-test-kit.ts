// A store's webhook receiver for tests: a real HTTP server on loopback that records what it is sent, and the
// signature check a receiver would run (the README shows the same steps).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '@lead-manager/contracts/webhooks';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Answers `statusOf(path)` (200 unless told) and keeps every request. */
export async function startWebhookReceiver(statusOf: (path: string) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statusOf(path)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    urlOf: (path: string) => `${base}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver's check: the HMAC of "<t>.<body>" under the secret matches v1, `t` is within the replay window of
 * `now`, and the delivery id was not seen before. Answers why it refuses, or 'ok'.
 */
export function verifyWebhook(
  request: Pick<ReceivedWebhook, 'headers' | 'body'>,
  secret: string,
  seenDeliveries: Set<string>,
  now = Date.now(),
): 'ok' | 'bad signature' | 'too old' | 'replayed' {
  const header = String(request.headers['x-leadmanager-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${parts.t}.${request.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  if (!Number.isFinite(t) || Math.abs(now / 1000 - t) > WEBHOOK_REPLAY_WINDOW_SECONDS) return 'too old';
  const delivery = String(request.headers['x-leadmanager-delivery'] ?? '');
  if (seenDeliveries.has(delivery)) return 'replayed';
  seenDeliveries.add(delivery);
  return 'ok';
}
