import { i18n } from '@/i18n/i18n';
import type { ReportRange } from './api/get-report';

export const RANGE_PRESETS = ['today', '7d', '30d', 'this_month', 'last_month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A preset's name in the person's language. */
export const presetLabel = (preset: RangePreset) => i18n.t(`reports.rangePreset.${preset}`);

const DAY_MS = 86_400_000;

/** The calendar date of `now` in `timeZone`, as YYYY-MM-DD (the store's today, not the browser's). */
export function localToday(now: Date, timeZone: string): string {
  return now.toLocaleDateString('en-CA', { timeZone });
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a preset covers, both ends included, ending today in the store's zone ("7 days" is today and 6 before). */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  now: Date,
  timeZone: string,
): ReportRange {
  const today = localToday(now, timeZone);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The server's limit (MAX_REPORT_DAYS in contracts/reports, not imported: it would bring zod into this screen). */
const MAX_RANGE_DAYS = 400;

/** Why a range of one's own cannot be asked for yet, or undefined when it can (both ends included). */
export function customRangeProblem(range: ReportRange): 'fromAfterTo' | 'tooLong' | undefined {
  if (range.from > range.to) return 'fromAfterTo';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
  return days > MAX_RANGE_DAYS ? 'tooLong' : undefined;
}
