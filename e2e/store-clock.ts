/** The wall clock of `timeZone` at `at`, as a datetime-local field shows it: 'YYYY-MM-DDTHH:mm'. */
export function wallClockIn(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The demo Chevrolet store (dealership 1) is in Austin, on Central time. */
export const CHEVROLET_ZONE = 'America/Chicago';
