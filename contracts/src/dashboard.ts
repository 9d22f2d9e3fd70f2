import { z } from 'zod';

export const DashboardStatsSchema = z.object({
  newLeadsToday: z.number().int(),
  pendingFollowups: z.number().int(),
  appointmentsScheduled: z.number().int(),
  /** Closed leads ÷ all leads, at most one decimal: '0%', '12.5%'. */
  /** Sold ÷ all real leads, in percent with one decimal (0 with no leads): each screen formats it. */
  conversionRate: z.number(),
  // Captions under the cards, each left out when there is nothing to compare with or to show.
  /** New leads today against yesterday up to the same time of day, in whole percent (-50, 0, 120). */
  newLeadsChangePct: z.number().int().optional(),
  /** Follow-up steps waiting to go out before the week ends (Monday starts a week). */
  followUpsDueThisWeek: z.number().int().optional(),
  /** When the next scheduled or confirmed appointment starts. */
  nextAppointmentAt: z.string().optional(),
  /** Closed ÷ all of the leads that arrived this month, like conversionRate. */
  conversionRateThisMonth: z.number().optional(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
