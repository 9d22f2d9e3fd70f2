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
      return [
        { name: 'mailgun', url: `${base}/api/webhooks/email/inbound` },
        { name: 'sendgrid', url: `${base}/api/webhooks/email/inbound?key=<secret>` },
      ];
    case 'adf-email':
      return adfEmailUrls(base, dealershipId);
  }
}

/** ADF by e-mail: the store's inbound address and the provider's route. Filled in by the ADF-by-e-mail work. */
export function adfEmailUrls(_base: string, _dealershipId: number): { name: string; url: string }[] {
  return [];
}
