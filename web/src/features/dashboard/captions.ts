import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import { currentLocale, i18n } from '@/i18n/i18n';
import { formatPercent } from '@/lib/format';

const relative = () => new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });

/** 'in 5 minutes', 'in 2 hours', 'tomorrow', 'in 3 days': the nearest whole unit from now. */
export function formatTimeUntil(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((at.getTime() - now.getTime()) / 60_000));
  if (minutes < 60)
    return minutes === 0 ? i18n.t('dashboard.captions.now') : relative().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative().format(hours, 'hour');
  return relative().format(Math.round(hours / 24), 'day');
}

/** The four cards' captions from the server's figures; undefined hides a caption with nothing to say. */
export function dashboardCaptions(stats: DashboardStats | undefined, now: Date) {
  if (!stats) return {};
  const change = stats.newLeadsChangePct;
  return {
    newLeads:
      change === undefined
        ? undefined
        : i18n.t('dashboard.captions.vsYesterday', { change: `${change > 0 ? '+' : ''}${change}` }),
    followUps:
      stats.followUpsDueThisWeek === undefined
        ? undefined
        : i18n.t('dashboard.captions.dueThisWeek', { count: stats.followUpsDueThisWeek }),
    appointments: stats.nextAppointmentAt
      ? i18n.t('dashboard.captions.next', { when: formatTimeUntil(new Date(stats.nextAppointmentAt), now) })
      : undefined,
    conversion:
      stats.conversionRateThisMonth !== undefined
        ? i18n.t('dashboard.captions.thisMonth', { rate: formatPercent(stats.conversionRateThisMonth) })
        : undefined,
  };
}
