// Fetches a store's feed URL without letting it reach the machine's own network: the host is resolved and every
// address checked, in the lookup the connection itself uses, so a name that resolves elsewhere later (DNS
// rebinding) is checked again. Private, loopback and link-local addresses are refused unless the setting allows.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { INVENTORY_MAX_FEED_BYTES } from '@lead-manager/contracts/inventory';

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

const TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {}

/** Loopback, private (RFC 1918, CGNAT, unique-local), link-local (cloud metadata) or multicast. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInternalAddress(mapped);
  return BLOCKED.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const refusal = (host: string, address: string) =>
  new FeedFetchError(
    `${host} is an internal address (${address}); feeds are fetched from public addresses only`,
  );

/** dns.lookup refusing internal addresses: what every connection to a feed host resolves through. */
function lookupRefusingInternal(): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const internal = addresses.find((a) => isInternalAddress(a.address));
      if (internal) return callback(refusal(hostname, internal.address), '', 4);
      const [first] = addresses;
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/** Refuses a URL whose host is, or resolves to, an internal address; the check the form gets at once. */
export async function assertPublicAddress(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isInternalAddress(host)) throw refusal(host, host);
    return;
  }
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => {
    throw new FeedFetchError(`${host} could not be resolved`);
  });
  const internal = addresses.find((a) => isInternalAddress(a.address));
  if (internal) throw refusal(host, internal.address);
}

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
