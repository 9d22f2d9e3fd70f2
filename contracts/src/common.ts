import { z } from 'zod';

/** Body of every non-2xx JSON answer, so the web's `status: body` error text reads well. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A 409: the record that is in the way, named by id so the client can open it. */
export const ConflictBodySchema = ErrorBodySchema.extend({
  leadId: z.number().int().optional(),
  appointmentId: z.number().int().optional(),
});
export type ConflictBody = z.infer<typeof ConflictBodySchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Timestamps travel as ISO-8601 strings. */
export const IsoDateSchema = z.string();

/** Query string value `all` or a dealership id; `all` (or nothing) means every dealership the user may see. */
export const DealershipFilterSchema = z
  .union([z.literal('all'), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (v === 'all' ? undefined : v));

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** A trimmed, non-empty string with a field-specific message. */
export const requiredText = (label: string, max = 500) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
