/**
 * A zone's wall clock as a datetime-local field holds it ('YYYY-MM-DDTHH:mm'), both ways: what the dialogs show and
 * read for an appointment, on its store's clock (decision 037). No app imports, so the browser tests use it too.
 */

const DAY = 24 * 3600_000;

// The numbers of a wall clock, the same in every language.
const clocks = new Map<string, Intl.DateTimeFormat>();
function wallClockParts(date: Date, timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** How far the zone's clocks are ahead of UTC at `at`, in milliseconds (negative in the Americas). */
function offsetAt(at: number, timeZone: string) {
  const p = wallClockParts(new Date(at), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** An instant as the store's wall clock, 'YYYY-MM-DDTHH:mm', the value of an <input type="datetime-local">. */
export function toStoreWallClock(value: string | Date | null, storeZone: string) {
  const date = value === null ? null : new Date(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = wallClockParts(date, storeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether `text` is a wall-clock time 'YYYY-MM-DDTHH:mm' (a filled-in datetime-local field). */
export const isWallClock = (text: string) => WALL_CLOCK.test(text);

/**
 * The instant the store's clocks show 'YYYY-MM-DDTHH:mm' (a datetime-local value), or null. A time the clocks skip
 * (2:30 AM as they go forward) is read as the hour after it, and a time they show twice (1:30 AM as they go back)
 * as the first one, as browsers and Temporal do.
 */
export function fromStoreWallClock(text: string, storeZone: string): Date | null {
  const m = WALL_CLOCK.exec(text);
  if (!m) return null;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0));
  const before = offsetAt(wall - DAY, storeZone);
  const after = offsetAt(wall + DAY, storeZone);
  const candidates = [wall - before, wall - after].filter((at) => at + offsetAt(at, storeZone) === wall);
  return new Date(candidates.length ? Math.min(...candidates) : wall - before);
}
