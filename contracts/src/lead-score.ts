import { z } from 'zod';

/** Points a fact added to the lead's score. */
const points = z.number().int();

/**
 * Why a lead has its score, as facts the web words in the reader's language (as the lead timeline does, decision
 * 026): what the lead gave (phone, email, full name, a vehicle and how precise it was), where it came from and how it
 * engaged, each with the points it added.
 */
export const ScoreReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('phone'), points }),
  z.object({ code: z.literal('email'), points }),
  z.object({ code: z.literal('full_name'), points }),
  z.object({ code: z.literal('source'), points, source: z.string() }),
  z.object({
    code: z.literal('vehicle'),
    points,
    /** A year or three words ("2025 Tucson SEL"), a model ("Tucson"), or only a kind of vehicle ("an SUV"). */
    specificity: z.enum(['specific', 'model', 'generic']),
    vehicle: z.string(),
  }),
  z.object({ code: z.literal('replies'), points, count: z.number().int().positive() }),
  z.object({ code: z.literal('appointment_booked'), points }),
  z.object({ code: z.literal('notes'), points }),
]);
export type ScoreReason = z.infer<typeof ScoreReasonSchema>;
