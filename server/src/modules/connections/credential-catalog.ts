import type { SettableSource } from '@lead-manager/contracts/connections';
import type { Config } from '../../config/env';

/** Each kind of credential, its fields by API name, and the environment variable that wins over each. */
export const CREDENTIAL_KINDS = {
  meta: {
    appSecret: 'FACEBOOK_APP_SECRET',
    verifyToken: 'FACEBOOK_VERIFY_TOKEN',
    pageAccessToken: 'FACEBOOK_PAGE_ACCESS_TOKEN',
  },
  google: { leadKey: 'GOOGLE_LEAD_KEY' },
  tiktok: { secret: 'TIKTOK_WEBHOOK_SECRET' },
  adf: { secret: 'ADF_WEBHOOK_SECRET' },
  website: { origins: 'CAPTURE_CORS_ORIGINS' },
  twilio: { authToken: 'TWILIO_AUTH_TOKEN' },
  mailgun: { signingKey: 'MAILGUN_SIGNING_KEY' },
  sendgrid: { secret: 'SENDGRID_INBOUND_SECRET' },
} as const satisfies Record<string, Record<string, keyof Config>>;

export type CredentialKind = keyof typeof CREDENTIAL_KINDS;
export type FieldOf<K extends CredentialKind> = keyof (typeof CREDENTIAL_KINDS)[K] & string;

/**
 * One Twilio account and one inbound e-mail route serve the whole group, and the posts they make are routed to a
 * store by the number or address inside them, not by the URL: their credentials are the group's only.
 */
export const GROUP_ONLY_KINDS: readonly CredentialKind[] = ['twilio', 'mailgun', 'sendgrid'];

/** The kind each API field of a source is stored under (the e-mail rows take both providers' fields). */
export function kindOfField(source: SettableSource, field: string): CredentialKind | undefined {
  switch (source) {
    case 'facebook':
    case 'instagram':
      return 'meta';
    case 'google':
    case 'youtube':
      return 'google';
    case 'email':
    case 'adf-email':
      return field === 'signingKey' ? 'mailgun' : field === 'secret' ? 'sendgrid' : undefined;
    default:
      return source;
  }
}

export const envValue = (config: Config, kind: CredentialKind, field: string): string | undefined => {
  const name = (CREDENTIAL_KINDS[kind] as Record<string, keyof Config>)[field];
  const value = name ? config[name] : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

/** `https://www.store.example` (scheme, host, port; no path), or `*` for any site. */
export function normaliseOrigin(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '*') return '*';
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username)
      return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Origins as stored (one line each) or typed (commas, spaces or lines between them). */
export const splitOrigins = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((o) => o.trim())
    .filter(Boolean);
