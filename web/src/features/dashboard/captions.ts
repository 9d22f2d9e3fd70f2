import type { DashboardStats } from '@lead-manager/contracts/dashboard';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'in 5 minutes', 'in 2 hours', 'tomorrow', 'in 3 days': the nearest whole unit from now. */
export function formatTimeUntil(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((at.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return minutes === 0 ? 'now' : relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** The four cards' captions from the server's figures; undefined hides a caption with nothing to say. */
export function dashboardCaptions(stats: DashboardStats | undefined, now: Date) {
  if (!stats) return {};
  const change = stats.newLeadsChangePct;
  return {
    newLeads:
      change === undefined ? undefined : `${change > 0 ? '+' : ''}${change}% vs. yesterday at this time`,
    followUps:
      stats.followUpsDueThisWeek === undefined ? undefined : `${stats.followUpsDueThisWeek} due this week`,
    appointments: stats.nextAppointmentAt
      ? `Next: ${formatTimeUntil(new Date(stats.nextAppointmentAt), now)}`
      : undefined,
    conversion: stats.conversionRateThisMonth ? `${stats.conversionRateThisMonth} this month` : undefined,
  };
}
