import { z } from 'zod';
import { IsoDateSchema, PageQuerySchema } from './common';

/**
 * Platform ids are 64-bit: the server reads long integers from the raw JSON as strings, shorter ones may
 * still arrive as numbers. Either way they travel on as strings.
 */
export const PlatformIdSchema = z.union([z.string(), z.number()]).transform((v) => String(v));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The Webhook Setup screen's Test button body, accepted on every endpoint from a signed-in user. */
export const TestLeadSchema = z.object({
  name: optionalText(200),
  email: optionalText(200),
  phone: optionalText(30),
  vehicleInterest: optionalText(200),
  message: optionalText(2000),
  source: optionalText(40),
  dealershipId: z.coerce.number().int().positive().optional(),
});
export type TestLead = z.output<typeof TestLeadSchema>;

/** Generic website form (`/api/leads/capture`), JSON or form-encoded, so every value is text. */
export const CaptureLeadSchema = TestLeadSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email({ error: 'Email must be a valid email address' }).optional()),
  dealershipBrand: optionalText(100),
  /** The visitor's language, as the site knows it: `es`, `fr-CA`, `es_MX`, `Spanish`… (en, es and fr are used). */
  language: optionalText(35),
  /** The dealership's capture key, when it has one. */
  key: optionalText(200),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});
export type CaptureLead = z.output<typeof CaptureLeadSchema>;

/** Meta `leadgen` notification; it carries ids only, the answers come from the Graph API. */
export const MetaLeadgenValueSchema = z.object({
  leadgen_id: PlatformIdSchema,
  page_id: PlatformIdSchema.optional(),
  form_id: PlatformIdSchema.optional(),
  ad_id: PlatformIdSchema.optional(),
  adgroup_id: PlatformIdSchema.optional(),
  created_time: z.union([z.number(), z.string()]).optional(),
});
export const MetaNotificationSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: PlatformIdSchema.optional(),
      time: z.union([z.number(), z.string()]).optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]),
    }),
  ),
});
export type MetaNotification = z.output<typeof MetaNotificationSchema>;

/** The lead as the Graph API returns it (`GET /{leadgen_id}`). */
export const MetaGraphLeadSchema = z.object({
  id: PlatformIdSchema,
  created_time: z.string().optional(),
  field_data: z
    .array(z.object({ name: z.string(), values: z.array(z.union([z.string(), z.number()])).default([]) }))
    .default([]),
  form_id: PlatformIdSchema.optional(),
  ad_id: PlatformIdSchema.optional(),
  ad_name: z.string().optional(),
  campaign_name: z.string().optional(),
  form_name: z.string().optional(),
  platform: z.string().optional(),
  is_organic: z.boolean().optional(),
});
export type MetaGraphLead = z.output<typeof MetaGraphLeadSchema>;

/** Google Ads (and YouTube) lead form webhook. Unknown fields are ignored. */
export const GoogleLeadSchema = z.object({
  lead_id: PlatformIdSchema,
  api_version: z.string().optional(),
  form_id: PlatformIdSchema.optional(),
  campaign_id: PlatformIdSchema.optional(),
  adgroup_id: PlatformIdSchema.optional(),
  creative_id: PlatformIdSchema.optional(),
  gcl_id: z.string().optional(),
  google_key: z.string().optional(),
  is_test: z.boolean().optional(),
  user_column_data: z
    .array(
      z.object({
        column_id: z.string().optional(),
        column_name: z.string().optional(),
        string_value: z.string().optional(),
      }),
    )
    .default([]),
});
export type GoogleLead = z.output<typeof GoogleLeadSchema>;

/** What every inbound endpoint answers once the request is safely stored (or the lead made). */
export const WebhookAckSchema = z.object({
  success: z.literal(true),
  leadId: z.number().int().optional(),
  test: z.boolean().optional(),
  /** Events stored by this request; 0 when everything was a redelivery. */
  received: z.number().int().optional(),
  duplicate: z.boolean().optional(),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;

/** `ignored`: a signed post that named no lead (a Meta change without a leadgen_id), kept so Webhook Setup shows it. */
export const WEBHOOK_EVENT_STATUSES = ['pending', 'processed', 'failed', 'ignored'] as const;

export const WebhookEventSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  externalId: z.string(),
  dealershipId: z.number().int().nullable(),
  status: z.enum(WEBHOOK_EVENT_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  leadId: z.number().int().nullable(),
  isTest: z.boolean(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  createdAt: IsoDateSchema,
  processedAt: IsoDateSchema.nullable(),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookEventListQuerySchema = PageQuerySchema.extend({
  status: z.enum(WEBHOOK_EVENT_STATUSES).optional(),
  source: z.string().trim().max(40).optional(),
});
export type WebhookEventListQuery = z.input<typeof WebhookEventListQuerySchema>;

export const WebhookEventListSchema = z.object({
  events: z.array(WebhookEventSchema),
  total: z.number().int(),
});
