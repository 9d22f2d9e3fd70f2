import type { Config } from './env';

interface InboundChannel {
  endpoints: string;
  /** The variables that open it (any one of them). */
  opensWith: string[];
  /** The credential kinds set on Webhook Setup that open it instead (any one of them). */
  kinds: string[];
  note?: string;
}

const CHANNELS: InboundChannel[] = [
  {
    endpoints: 'POST /api/webhooks/twilio/sms and /status (inbound texts, delivery status)',
    opensWith: ['TWILIO_AUTH_TOKEN'],
    kinds: ['twilio'],
  },
  {
    endpoints: 'POST /api/webhooks/email/inbound (e-mail replies and ADF lead e-mail)',
    opensWith: ['MAILGUN_SIGNING_KEY', 'SENDGRID_INBOUND_SECRET'],
    kinds: ['mailgun', 'sendgrid'],
  },
  {
    endpoints: 'POST /api/webhooks/facebook and /instagram',
    opensWith: ['FACEBOOK_APP_SECRET'],
    kinds: ['meta'],
  },
  {
    endpoints: 'POST /api/webhooks/google and /youtube',
    opensWith: ['GOOGLE_LEAD_KEY'],
    kinds: ['google'],
    note: 'or a dealership with its own Google key',
  },
  { endpoints: 'POST /api/webhooks/tiktok', opensWith: ['TIKTOK_WEBHOOK_SECRET'], kinds: ['tiktok'] },
  { endpoints: 'POST /api/webhooks/adf', opensWith: ['ADF_WEBHOOK_SECRET'], kinds: ['adf'] },
  {
    endpoints: 'POST /api/leads/capture from a browser (website form)',
    opensWith: ['CAPTURE_CORS_ORIGINS'],
    kinds: ['website'],
    note: "the sites allowed to post; a server's post, which sends no Origin, still comes in",
  },
];

/** The credential kinds set on Webhook Setup: for the group (every store) and by at least one store. */
export interface StoredCredentialKinds {
  group: string[];
  someStore: string[];
}

/**
 * The inbound endpoints that refuse every anonymous post because their secret is not set, one sentence each.
 * Nothing else depends on them: the product runs, sends (or logs) and shows everything; only replies and leads from
 * that platform cannot come in until the secret is set, in the environment or on Webhook Setup.
 */
export function closedInboundChannels(
  config: Config,
  stored: StoredCredentialKinds = { group: [], someStore: [] },
): string[] {
  const env = config as unknown as Record<string, string | undefined>;
  return CHANNELS.filter(
    (c) => c.opensWith.every((name) => !env[name]) && !c.kinds.some((k) => stored.group.includes(k)),
  ).map((c) => {
    const some = c.kinds.some((k) => stored.someStore.includes(k));
    const state = some ? 'open only for the stores that set their own on Webhook Setup' : 'closed';
    const note = c.note ? ` (${c.note})` : '';
    return `${c.endpoints}: ${state}, no ${c.opensWith.join(' or ')} configured${note}; it can be set on Webhook Setup`;
  });
}
