import { z } from 'zod';

/** What a hand-off tells the store's CRM: a new lead, an appointment booked for it, or its outcome (sold, lost). */
export const CRM_HANDOFF_KINDS = ['new', 'appointment', 'outcome'] as const;
export type CrmHandoffKind = (typeof CRM_HANDOFF_KINDS)[number];

/**
 * `queued`: waiting for its e-mail, or for another attempt after a failure (`attempts` > 0); `sent`: the SMTP server
 * took it; `failed`: refused for good or out of attempts; `not_sent`: it could not be sent at all (no SMTP server,
 * no CRM address any more), kept so the store sees it and can send it again.
 */
export const CRM_HANDOFF_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type CrmHandoffStatus = (typeof CRM_HANDOFF_STATUSES)[number];

/** Why the last attempt did not go out, as a fact the screen words for its reader (the detail is the server's reply). */
export const CRM_HANDOFF_ERRORS = [
  'no_smtp',
  'no_address',
  'smtp_refused',
  'smtp_unreachable',
  'lead_not_handed_off',
] as const;
export type CrmHandoffError = (typeof CRM_HANDOFF_ERRORS)[number];

export const CrmHandoffSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  kind: z.enum(CRM_HANDOFF_KINDS),
  status: z.enum(CRM_HANDOFF_STATUSES),
  /** The addresses it went (or was to go) to: the store's CRM lead addresses at the time of the attempt. */
  recipients: z.array(z.string()),
  attempts: z.number().int(),
  lastError: z.enum(CRM_HANDOFF_ERRORS).nullable(),
  /** The SMTP server's own words for the last failure, if it gave any. */
  lastErrorDetail: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrmHandoff = z.infer<typeof CrmHandoffSchema>;
