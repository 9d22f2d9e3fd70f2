// Fetches a store's feed URL without letting it reach the machine's own network (lib/public-address.ts): private,
// loopback and link-local addresses are refused unless the setting allows.
import http from 'node:http';
import https from 'node:https';
import { INVENTORY_MAX_FEED_BYTES } from '@lead-manager/contracts/inventory';
import { assertPublicAddress, lookupRefusingInternal } from '../../lib/public-address';

const TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {}

/** The feed's text (redirects followed, each checked), at most INVENTORY_MAX_FEED_BYTES. */
export async function fetchFeedText(url: string, allowInternal: boolean, redirects = 0): Promise<string> {
  if (!/^https?:$/.test(new URL(url).protocol)) throw new FeedFetchError('the feed address is not http(s)');
  if (!allowInternal) await assertPublicAddress(url);
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: allowInternal ? undefined : lookupRefusingInternal(), timeout: TIMEOUT_MS },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          if (redirects >= MAX_REDIRECTS)
            return reject(new FeedFetchError('the feed address redirects too often'));
          return resolve(fetchFeedText(new URL(location, url).toString(), allowInternal, redirects + 1));
        }
        if (status !== 200) {
          response.resume();
          return reject(new FeedFetchError(`the feed address answered HTTP ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > INVENTORY_MAX_FEED_BYTES) {
            request.destroy(new FeedFetchError('the feed is larger than 10 MB'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new FeedFetchError('the feed address did not answer in time')),
    );
    request.on('error', reject);
  });
}
