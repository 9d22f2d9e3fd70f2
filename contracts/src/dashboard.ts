import { z } from 'zod';

export const DashboardStatsSchema = z.object({
  newLeadsToday: z.number().int(),
  pendingFollowups: z.number().int(),
  appointmentsScheduled: z.number().int(),
  /** Closed leads ÷ all leads, at most one decimal: '0%', '12.5%'. */
  conversionRate: z.string(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
