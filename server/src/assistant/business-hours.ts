import {
  type BusinessHours,
  type DayHours,
  DEFAULT_BUSINESS_HOURS,
  WEEKDAYS,
} from '@lead-manager/contracts/dealerships';
import type { AssistantContext } from './assistant-engine';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The week as people say it: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** '09:00' → '9 AM', '17:30' → '5:30 PM'. */
function spokenTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

const sameHours = (a: DayHours, b: DayHours) => a?.open === b?.open && a?.close === b?.close;

/**
 * A store's week in words, runs of days with the same hours together: "Monday to Saturday 9 AM to 8 PM and
 * Sunday 11 AM to 5 PM"; closed days are named at the end ("closed Sunday").
 */
export function describeBusinessHours(hours: BusinessHours): string {
  const runs: { first: number; last: number; hours: DayHours }[] = [];
  for (const day of WEEK_ORDER) {
    const today = hours[WEEKDAYS[day] ?? 'sunday'];
    const run = runs.at(-1);
    if (run && sameHours(run.hours, today)) run.last = day;
    else runs.push({ first: day, last: day, hours: today });
  }
  const days = (r: (typeof runs)[number]) =>
    r.first === r.last ? DAY_NAMES[r.first] : `${DAY_NAMES[r.first]} to ${DAY_NAMES[r.last]}`;
  const open = runs.flatMap((r) =>
    r.hours ? [`${days(r)} ${spokenTime(r.hours.open)} to ${spokenTime(r.hours.close)}`] : [],
  );
  const closed = runs.filter((r) => !r.hours).map(days);
  if (open.length === 0) return 'by appointment only';
  const text = open.length > 1 ? `${open.slice(0, -1).join(', ')} and ${open.at(-1)}` : (open[0] ?? '');
  return closed.length ? `${text}; closed ${closed.join(' and ')}` : text;
}

/** The store's week: its own hours from the Dealerships screen, else the default showroom hours. */
export const storeHoursOf = (
  dealership: Pick<AssistantContext['dealership'], 'businessHours'>,
): BusinessHours => dealership.businessHours ?? DEFAULT_BUSINESS_HOURS;

/** What the assistant says when asked when the store is open. */
export const storeHoursText = (ctx: Pick<AssistantContext, 'dealership'>) =>
  describeBusinessHours(storeHoursOf(ctx.dealership));

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** One day's opening in minutes after local midnight (weekday 0 = Sunday), or null when closed. */
export function openingOn(hours: BusinessHours, weekday: number): { open: number; close: number } | null {
  const day = hours[WEEKDAYS[weekday] ?? 'sunday'];
  return day ? { open: minutesOf(day.open), close: minutesOf(day.close) } : null;
}
