import { z } from 'zod';
import { IsoDateSchema } from './common';

/** One recorded change: who did what to which record, and when. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: IsoDateSchema,
  actorUserId: z.number().int().nullable(),
  /** The actor's e-mail when the entry was written (kept even if the account changes later). */
  actorEmail: z.string().nullable(),
  /** The actor's name now; null for the product's own doing (the assistant, an automatic rule). */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The lead's or person's name the entry is about, while it exists. */
  entityName: z.string().nullable(),
  dealershipId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const optionalId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int()
    .positive(`${label} must be a positive id`)
    .optional();

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be an ISO date or date-time`)
    .transform((v) => new Date(v))
    .optional();

/** GET /api/audit (and .csv) filters; `to` is exclusive so consecutive ranges never overlap. */
export const AuditQuerySchema = z.object({
  actorUserId: optionalId('actorUserId'),
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(100).optional(),
  dealershipId: optionalId('dealershipId'),
  from: optionalDate('from'),
  to: optionalDate('to'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
