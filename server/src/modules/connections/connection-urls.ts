import type { ConnectionSource } from '@lead-manager/contracts/connections';

/**
 * The addresses a store pastes into each platform, all from PUBLIC_URL. A lead source's URL names the store
 * (`?dealership=`): a post on it is checked with that store's credentials and its leads go to that store. Twilio
 * and inbound e-mail are the group's, routed by the number or address inside each post.
 */
export function connectionUrls(
  base: string,
  source: ConnectionSource,
  dealershipId: number,
  /** The store's ADF lead address (lead-sources), null while no inbound domain is known. */
  adfAddress: string | null,
): { name: string; url: string }[] {
  const store = `?dealership=${dealershipId}`;
  switch (source) {
    case 'facebook':
    case 'instagram':
    case 'google':
    case 'youtube':
    case 'tiktok':
    case 'adf':
      return [{ name: 'webhook', url: `${base}/api/webhooks/${source}${store}` }];
    case 'website':
      return [{ name: 'capture', url: `${base}/api/leads/capture${store}` }];
    case 'twilio':
      return [
        { name: 'messages', url: `${base}/api/webhooks/twilio/sms` },
        { name: 'status', url: `${base}/api/webhooks/twilio/status` },
      ];
    case 'email':
      return inboundRoutes(base);
    case 'adf-email':
      // The address the providers send to, and the route that brings it here (the replies' route).
      return [...(adfAddress ? [{ name: 'adfAddress', url: adfAddress }] : []), ...inboundRoutes(base)];
  }
}

const inboundRoutes = (base: string) => [
  { name: 'mailgun', url: `${base}/api/webhooks/email/inbound` },
  { name: 'sendgrid', url: `${base}/api/webhooks/email/inbound?key=<secret>` },
];
