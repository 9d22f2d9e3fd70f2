import type { Config } from './env';

interface InboundChannel {
  endpoints: string;
  /** The variables that open it (any one of them). */
  opensWith: string[];
  note?: string;
}

const CHANNELS: InboundChannel[] = [
  {
    endpoints: 'POST /api/webhooks/twilio/sms and /status (inbound texts, delivery status)',
    opensWith: ['TWILIO_AUTH_TOKEN'],
  },
  {
    endpoints: 'POST /api/webhooks/email/inbound (e-mail replies and ADF lead e-mail)',
    opensWith: ['MAILGUN_SIGNING_KEY', 'SENDGRID_INBOUND_SECRET'],
  },
  { endpoints: 'POST /api/webhooks/facebook and /instagram', opensWith: ['FACEBOOK_APP_SECRET'] },
  {
    endpoints: 'POST /api/webhooks/google and /youtube',
    opensWith: ['GOOGLE_LEAD_KEY'],
    note: 'or a dealership with its own Google key',
  },
  { endpoints: 'POST /api/webhooks/tiktok', opensWith: ['TIKTOK_WEBHOOK_SECRET'] },
  { endpoints: 'POST /api/webhooks/adf', opensWith: ['ADF_WEBHOOK_SECRET'] },
];

/**
 * The inbound endpoints that refuse every anonymous post because their secret is not set, one sentence each.
 * Nothing else depends on them: the product runs, sends (or logs) and shows everything; only replies and leads from
 * that platform cannot come in until the secret is configured.
 */
export function closedInboundChannels(config: Config): string[] {
  const env = config as unknown as Record<string, string | undefined>;
  return CHANNELS.filter((c) => c.opensWith.every((name) => !env[name])).map(
    (c) => `${c.endpoints}: closed, no ${c.opensWith.join(' or ')} configured${c.note ? ` (${c.note})` : ''}`,
  );
}
