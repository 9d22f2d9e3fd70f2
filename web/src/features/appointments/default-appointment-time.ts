import { type BusinessHours, WEEKDAYS } from '@lead-manager/contracts/dealerships';

const QUARTER = 15 * 60_000;
/** Quarter hours in eight days: every weekday's opening is in reach. */
const LOOKAHEAD = 8 * 24 * 4;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const clocks = new Map<string, Intl.DateTimeFormat>();
/** An instant's weekday (0 = Sunday) and minutes after midnight on the wall clock of `timeZone`. */
function localClock(at: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const part = (type: string) => clock.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Where a new appointment's time starts at a store: the next full hour of the store's clock at least 15 minutes away
 * that falls within its business hours, or the store's next opening when that comes first (a 9:30 opening) or the
 * store is closed until then (8 pm → 9:00 the next morning). Null when the store has no open day at all.
 */
export function nextOpenHour(now: Date, hours: BusinessHours, timeZone: string): Date | null {
  const start = Math.ceil((now.getTime() + QUARTER) / QUARTER) * QUARTER;
  for (let i = 0; i < LOOKAHEAD; i++) {
    const at = new Date(start + i * QUARTER);
    const { weekday, minutes } = localClock(at, timeZone);
    const day = hours[WEEKDAYS[weekday] ?? 'sunday'];
    if (!day) continue;
    const open = minutesOf(day.open);
    if (minutes >= open && minutes < minutesOf(day.close) && (minutes % 60 === 0 || minutes === open))
      return at;
  }
  return null;
}
