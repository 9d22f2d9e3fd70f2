import { z } from 'zod';

export const BRANDS = ['chevrolet', 'hyundai', 'ford'] as const;
export const BrandSchema = z.enum(BRANDS);
export type Brand = z.infer<typeof BrandSchema>;

/** Weekdays in `Date#getDay()` order, as business hours are keyed. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TimeOfDaySchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 09:00');

/** One day's opening hours in the store's zone; `null` = closed all day. */
export const DayHoursSchema = z
  .object({ open: TimeOfDaySchema, close: TimeOfDaySchema })
  .refine((d) => d.close > d.open, { message: 'Closing time must be after opening time', path: ['close'] })
  .nullable();
export type DayHours = z.infer<typeof DayHoursSchema>;

export const BusinessHoursSchema = z.object({
  sunday: DayHoursSchema,
  monday: DayHoursSchema,
  tuesday: DayHoursSchema,
  wednesday: DayHoursSchema,
  thursday: DayHoursSchema,
  friday: DayHoursSchema,
  saturday: DayHoursSchema,
});
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

/** A store as every screen knows it; its hours let a new appointment start when the store is open. */
export const DealershipSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
  businessHours: BusinessHoursSchema,
});
export type Dealership = z.infer<typeof DealershipSchema>;

/** A store that has not set its hours: Mon–Sat 9–20, Sunday 11–17 (decision 004). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  sunday: { open: '11:00', close: '17:00' },
  monday: { open: '09:00', close: '20:00' },
  tuesday: { open: '09:00', close: '20:00' },
  wednesday: { open: '09:00', close: '20:00' },
  thursday: { open: '09:00', close: '20:00' },
  friday: { open: '09:00', close: '20:00' },
  saturday: { open: '09:00', close: '20:00' },
};

export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A Twilio Messaging Service SID: `MG` and 32 hex digits. */
export const MESSAGING_SERVICE_SID_PATTERN = /^MG[0-9a-fA-F]{32}$/;
export const isMessagingServiceSid = (sender: string) => MESSAGING_SERVICE_SID_PATTERN.test(sender);

export function isTimeZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Blank text is "not set" (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);

const optionalEmail = (label: string) =>
  optionalText(label, 254).refine((v) => v === null || z.email().safeParse(v).success, {
    message: `${label} must be a valid email address`,
  });

/** A store's whole profile and sending identity, as the Dealerships screen edits it. */
export const DealershipSettingsSchema = DealershipSchema.extend({
  /** E.164 number or Messaging Service SID (`MG…`); null = the group's TWILIO_PHONE_NUMBER. */
  smsSender: z.string().nullable(),
  /** The most texts a second the sender may send; null = no limit. */
  smsMessagesPerSecond: z.number().nullable(),
  /** Display name and address of outgoing e-mail; null = the group's SMTP_FROM. */
  emailFromName: z.string().nullable(),
  emailFromAddress: z.string().nullable(),
  /** Where customers' e-mail replies arrive (the inbound parse address). */
  inboundEmail: z.string().nullable(),
  /** The store's CRM lead addresses: every new lead goes there as an ADF e-mail; empty = ADF out is off. */
  crmLeadEmails: z.array(z.string()),
  /**
   * Where lead providers e-mail this store's ADF leads (`leads-<token>@<inbound domain>`); null without an inbound
   * domain (INBOUND_EMAIL_DOMAIN or the store's inbound address). Read-only: not in the PATCH body.
   */
  adfEmailAddress: z.string().nullable().optional(),
});
export type DealershipSettings = z.infer<typeof DealershipSettingsSchema>;

/** The most CRM lead addresses a store may have (a CRM and one or two copies, e.g. a manager's inbox). */
export const MAX_CRM_LEAD_EMAILS = 5;

/**
 * The CRM lead addresses as a list, or as the form's text (separated by commas, semicolons, spaces or lines):
 * trimmed, lower-cased, each checked, repeats dropped. An empty list turns ADF out off.
 */
export const CrmLeadEmailsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/) : v),
  z
    .array(z.string({ error: 'CRM lead addresses must be email addresses' }), {
      error: 'CRM lead addresses must be a list of email addresses',
    })
    .transform((list) => [...new Set(list.map((e) => e.trim().toLowerCase()).filter(Boolean))])
    .refine((list) => list.every((e) => z.email().safeParse(e).success), {
      message: 'CRM lead addresses must be email addresses, such as adf@crm.example.com',
    })
    .refine((list) => list.length <= MAX_CRM_LEAD_EMAILS, { message: 'At most 5 CRM lead addresses' }),
);

export const UpdateDealershipSchema = z
  .object({
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Name must be at most 120 characters'),
    phone: optionalText('phone', 40).refine((v) => v === null || /^[+(\d][\d\s().-]{6,}$/.test(v), {
      message: 'Phone must be a phone number',
    }),
    email: optionalEmail('Email'),
    address: optionalText('Address', 300),
    timezone: z
      .string({ error: 'Time zone is required' })
      .trim()
      .refine(isTimeZone, { message: 'Time zone must be an IANA time zone such as America/New_York' }),
    businessHours: BusinessHoursSchema,
    smsSender: optionalText('SMS sender', 40).refine(
      (v) => v === null || E164_PATTERN.test(v) || MESSAGING_SERVICE_SID_PATTERN.test(v),
      { message: 'SMS sender must be an E.164 number (+12165550134) or a Messaging Service SID (MG…)' },
    ),
    // The form sends text: blank means no limit.
    smsMessagesPerSecond: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'Texts per second must be a number of messages a second' })
        .positive('Texts per second must be more than 0')
        .max(1000, 'Texts per second must be at most 1000')
        .nullable(),
    ),
    emailFromName: optionalText('Email from name', 120),
    emailFromAddress: optionalEmail('Email from address'),
    inboundEmail: optionalEmail('Inbound email address'),
    crmLeadEmails: CrmLeadEmailsSchema,
  })
  .partial()
  .strict();
export type UpdateDealership = z.infer<typeof UpdateDealershipSchema>;
