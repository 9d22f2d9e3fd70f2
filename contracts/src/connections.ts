import { z } from 'zod';
import { IsoDateSchema } from './common';

/** Every inbound connection a store has, one row each on Webhook Setup. */
export const CONNECTION_SOURCES = [
  'facebook',
  'instagram',
  'google',
  'youtube',
  'tiktok',
  'adf',
  'adf-email',
  'website',
  'twilio',
  'email',
] as const;
export type ConnectionSource = (typeof CONNECTION_SOURCES)[number];

/** What PUT and DELETE take: the rows above, and the two e-mail providers by name. */
export const SETTABLE_SOURCES = [...CONNECTION_SOURCES, 'mailgun', 'sendgrid'] as const;
export type SettableSource = (typeof SETTABLE_SOURCES)[number];

const META = ['appSecret', 'verifyToken', 'pageAccessToken'] as const;
const EMAIL = ['signingKey', 'secret'] as const;

/** The credential fields each source takes, by the names the API uses. */
export const SOURCE_FIELDS: Record<SettableSource, readonly string[]> = {
  facebook: META,
  instagram: META,
  google: ['leadKey'],
  youtube: ['leadKey'],
  tiktok: ['secret'],
  adf: ['secret'],
  'adf-email': EMAIL,
  email: EMAIL,
  mailgun: ['signingKey'],
  sendgrid: ['secret'],
  website: ['origins'],
  twilio: ['authToken'],
};

/** Where a credential in use comes from: the server's environment wins, then the store's, then the group's. */
export const CredentialOriginSchema = z.enum(['server', 'store', 'group']);
export type CredentialOrigin = z.infer<typeof CredentialOriginSchema>;

/** A credential as the browser sees it: whether and when it was set, never its value (origins excepted). */
export const CredentialStateSchema = z.object({
  field: z.string(),
  set: z.boolean(),
  setAt: IsoDateSchema.nullable(),
  setBy: z.string().nullable(),
  fromServerConfig: z.boolean(),
  /** Which one is in use for this store. */
  origin: CredentialOriginSchema.nullable(),
  /** The store's own value is set (the group's may be in use when it is not). */
  storeSet: z.boolean(),
  groupSet: z.boolean(),
  /** Only for `origins`, which are not secret: the site addresses themselves. */
  values: z.array(z.string()).optional(),
});
export type CredentialState = z.infer<typeof CredentialStateSchema>;

export const ConnectionUrlSchema = z.object({ name: z.string(), url: z.string() });

/** What the endpoint last answered a post on one channel (Twilio has two: messages and status). */
export const DoorCheckSchema = z.object({
  channel: z.string(),
  lastAcceptedAt: IsoDateSchema.nullable(),
  lastRefusedAt: IsoDateSchema.nullable(),
  lastRefusal: z.string().nullable(),
});
export type DoorCheck = z.infer<typeof DoorCheckSchema>;

export const ConnectionSchema = z.object({
  source: z.enum(CONNECTION_SOURCES),
  state: z.enum(['open', 'closed']),
  /** One sentence: what opens it, or what is missing. */
  reason: z.string(),
  /** The fields still missing before it opens (empty when open). */
  missing: z.array(z.string()),
  /** Set only for the group, never per store (one Twilio account, one inbound e-mail route). */
  groupOnly: z.boolean(),
  urls: z.array(ConnectionUrlSchema),
  credentials: z.array(CredentialStateSchema),
  lastEventAt: IsoDateSchema.nullable(),
  /**
   * `processed`, `test-lead` (processed into a test lead, which only the Leads list's Test filter shows), `pending`,
   * `failed`, `ignored` (stored deliveries), `accepted`, `verified` or `refused` (at the door).
   */
  lastResult: z.string().nullable(),
  /** Why the last event was ignored (`ignored` only): "no leadgen_id in the change". */
  lastReason: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: IsoDateSchema.nullable(),
  checks: z.array(DoorCheckSchema),
});
export type Connection = z.infer<typeof ConnectionSchema>;

export const ConnectionListSchema = z.object({
  dealershipId: z.number().int(),
  connections: z.array(ConnectionSchema),
});
export type ConnectionList = z.infer<typeof ConnectionListSchema>;

export const ConnectionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  source: z.enum(SETTABLE_SOURCES, { error: `source must be one of ${SETTABLE_SOURCES.join(', ')}` }),
});

/** `store` (default) keeps the credential for this store only; `group` for every store without its own. */
export const CredentialScopeSchema = z.enum(['store', 'group']).default('store');

export const SetCredentialsSchema = z.object({
  credentials: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  scope: CredentialScopeSchema,
});
export type SetCredentials = z.input<typeof SetCredentialsSchema>;

export const ClearCredentialsQuerySchema = z.object({
  scope: CredentialScopeSchema,
  /** One field only; all of the source's fields without it. */
  field: z.string().optional(),
});

/** What the real-path Test saw. */
export const ConnectionTestResultSchema = z.object({
  result: z.enum(['closed', 'refused', 'created', 'accepted']),
  message: z.string(),
  /** The HTTP status the endpoint answered the sample with. */
  status: z.number().int(),
  leadId: z.number().int().optional(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResultSchema>;
