import { i18n } from '@/i18n/i18n';

/**
 * A response time for people, in their language: '42 s', '3 min', '2 h 5 min', '3 d 4 h' ('3 j 4 h' in French); an
 * em dash when nothing was measured.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const say = (key: string, values: Record<string, number>) => i18n.t(`reports.duration.${key}`, values);
  const s = Math.round(seconds);
  if (s < 60) return say('seconds', { s });
  const minutes = Math.round(s / 60);
  if (minutes < 60) return say('minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 ? say('hoursMinutes', { h: hours, m: minutes % 60 }) : say('hours', { h: hours });
  const days = Math.floor(hours / 24);
  return hours % 24 ? say('daysHours', { d: days, h: hours % 24 }) : say('days', { d: days });
}
