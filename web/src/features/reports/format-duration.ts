import { roundPercent } from '@lead-manager/contracts/percent';
import { currentLocale } from '@/i18n/i18n';

/** A response time for people: '42 s', '3 min', '2 h 5 min', '3 d 4 h'; an em dash when nothing was measured. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/**
 * A share as '33.3%' in the reader's language ('33,3 %' in French), rounded so that 100% means all and 0% none
 * (roundPercent); an em dash when there was nothing to divide.
 */
export function formatPercent(pct: number | null | undefined, decimals = 1): string {
  if (pct === null || pct === undefined) return '—';
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: decimals }).format(
    roundPercent(pct, decimals) / 100,
  );
}
