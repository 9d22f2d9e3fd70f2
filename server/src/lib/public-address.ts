// Outbound requests to addresses a store typed in (inventory feeds, webhook endpoints) must not reach the machine's
// own network: the host is resolved and every address checked, also in the lookup the connection itself uses, so a
// name that resolves elsewhere later (DNS rebinding) is checked again.
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

/** A URL refused: its host is, or resolves to, an internal address, or does not resolve. */
export class RefusedAddressError extends Error {}

/** Loopback, private (RFC 1918, CGNAT, unique-local), link-local (cloud metadata) or multicast. */
function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isInternalAddress(mapped);
  return BLOCKED.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const refusal = (host: string, address: string) =>
  new RefusedAddressError(`${host} is an internal address (${address}); only public addresses are allowed`);

/** dns.lookup refusing internal addresses: pass it as the `lookup` of every connection to such a host. */
export function lookupRefusingInternal(): LookupFunction {
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

/** Refuses a URL whose host is, or resolves to, an internal address; the check a form gets at once. */
export async function assertPublicAddress(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isInternalAddress(host)) throw refusal(host, host);
    return;
  }
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => {
    throw new RefusedAddressError(`${host} could not be resolved`);
  });
  const internal = addresses.find((a) => isInternalAddress(a.address));
  if (internal) throw refusal(host, internal.address);
}
