import { z } from 'zod';

export const ASSIGNMENT_MODES = ['manual', 'round_robin', 'balanced'] as const;
export const AssignmentModeSchema = z.enum(ASSIGNMENT_MODES, {
  error: `mode must be one of ${ASSIGNMENT_MODES.join(', ')}`,
});
export type AssignmentMode = z.infer<typeof AssignmentModeSchema>;

/** A store's rule for giving new leads an owner. */
export const AssignmentRulesSchema = z.object({
  dealershipId: z.number().int(),
  mode: AssignmentModeSchema,
  /** At most this many open leads per person; null = no cap. */
  maxOpenLeads: z.number().int().nullable(),
  responseWindowMinutes: z.number().int(),
});
export type AssignmentRules = z.infer<typeof AssignmentRulesSchema>;

export const UpdateAssignmentRulesSchema = z
  .object({
    mode: AssignmentModeSchema,
    maxOpenLeads: z
      .number({ error: 'Open leads per person must be a whole number or empty' })
      .int('Open leads per person must be a whole number')
      .min(1, 'Open leads per person must be at least 1')
      .max(10_000)
      .nullable(),
    responseWindowMinutes: z
      .number({ error: 'Response window must be a number of minutes' })
      .int('Response window must be a whole number of minutes')
      .min(1, 'Response window must be at least 1 minute')
      .max(7 * 24 * 60, 'Response window must be at most a week'),
  })
  .partial();
export type UpdateAssignmentRules = z.input<typeof UpdateAssignmentRulesSchema>;

/** The "on the floor" switch in the header. */
export const AvailabilitySchema = z.object({
  available: z.boolean({ error: 'available must be true or false' }),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** GET /api/dealerships/:id/members: who may own the store's leads. */
export const StoreMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  available: z.boolean(),
});
export type StoreMember = z.infer<typeof StoreMemberSchema>;
