import { type BusinessHours, DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequestedTime, planBooking, type StoreClock } from './booking-time';
import { dateToWallTime } from './local-time';
import type { ParseLanguage } from './time-parsers';

const CHICAGO: StoreClock = { zone: 'America/Chicago', hours: DEFAULT_BUSINESS_HOURS };
// Wednesday 18 November 2026, 10:00 in Chicago.
const NOW = new Date('2026-11-18T16:00:00Z');

const local = (at: Date, zone: string) => {
  const w = dateToWallTime(at, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
};

/** What the assistant does with `text`: the local time it books, or the local times it proposes instead. */
function outcome(text: string, store = CHICAGO, now = NOW, language?: ParseLanguage) {
  const plan = planBooking(parseRequestedTime(text, now, store, language), now, store);
  return 'book' in plan
    ? { book: local(plan.book, store.zone) }
    : { propose: plan.propose.map((at) => local(at, store.zone)) };
}

describe('times read like a person, in the store’s hours and zone', () => {
  it.each([
    ['around 2', { book: '2026-11-18 14:00' }],
    ['Can I swing by around 2?', { book: '2026-11-18 14:00' }],
    ['tomorrow 2ish', { book: '2026-11-19 14:00' }],
    ['I can stop by Thursday at 5', { book: '2026-11-19 17:00' }],
    ['next Tuesday', { propose: ['2026-11-24 10:00', '2026-11-24 16:00'] }],
    ['this weekend', { propose: ['2026-11-21 10:00', '2026-11-21 16:00'] }],
    ['after work', { propose: ['2026-11-18 18:00', '2026-11-18 19:00'] }],
    ['tomorrow after work', { propose: ['2026-11-19 18:00', '2026-11-19 19:00'] }],
    // The part of the day first, then the day: the day is still Friday, not today.
    ['Can I stop in after work on Friday?', { propose: ['2026-11-20 18:00', '2026-11-20 19:00'] }],
    ['tomorrow morning', { propose: ['2026-11-19 10:00', '2026-11-19 11:00'] }],
    ['Saturday afternoon', { propose: ['2026-11-21 14:00', '2026-11-21 15:00'] }],
  ])('%s → %j', (text, expected) => expect(outcome(text)).toEqual(expected));

  it.each([
    ['¿Puedo ir mañana a las 3 de la tarde?', { book: '2026-11-19 15:00' }],
    ['sábado a las 10', { book: '2026-11-21 10:00' }],
    ['demain à 15h', { book: '2026-11-19 15:00' }],
    ['Je peux passer samedi à 10h30 ?', { book: '2026-11-21 10:30' }],
    ['mañana a las 8 de la noche', { propose: ['2026-11-19 19:00', '2026-11-19 18:00'] }],
    ['mañana por la mañana', { propose: ['2026-11-19 10:00', '2026-11-19 11:00'] }],
    ['demain matin', { propose: ['2026-11-19 10:00', '2026-11-19 11:00'] }],
    ['este fin de semana', { propose: ['2026-11-21 10:00', '2026-11-21 16:00'] }],
    ['ce week-end', { propose: ['2026-11-21 10:00', '2026-11-21 16:00'] }],
    ['después del trabajo', { propose: ['2026-11-18 18:00', '2026-11-18 19:00'] }],
    ['après le travail', { propose: ['2026-11-18 18:00', '2026-11-18 19:00'] }],
    ['¿Puedo pasar después del trabajo el viernes?', { propose: ['2026-11-20 18:00', '2026-11-20 19:00'] }],
    ['après le travail vendredi', { propose: ['2026-11-20 18:00', '2026-11-20 19:00'] }],
    ['el martes que viene', { propose: ['2026-11-24 10:00', '2026-11-24 16:00'] }],
    ['sobre las 2', { book: '2026-11-18 14:00' }],
  ])('%s → %j (whatever the lead’s language is thought to be)', (text, expected) => {
    for (const language of ['en', 'es', 'fr'] as const)
      expect(outcome(text, CHICAGO, NOW, language)).toEqual(expected);
  });

  it('does not take a number of something for an hour', () => {
    expect(outcome("I'm about 5 minutes away")).not.toHaveProperty('book');
    for (const text of [
      'we have around 3 kids',
      'it has about 12 miles on it',
      'looking to spend around 25,000',
      'vers 2 ans',
    ])
      expect(parseRequestedTime(text, NOW, CHICAGO), text).toBeUndefined();
    expect(outcome('around 2 on Saturday')).toEqual({ book: '2026-11-21 14:00' });
    expect(outcome('about 4:30 tomorrow')).toEqual({ book: '2026-11-19 16:30' });
  });

  it('never books a past time, and proposes open times instead', () => {
    for (const text of ['yesterday at 3pm', 'ayer a las 3 de la tarde', 'today at 9am', 'hier à 15h']) {
      const result = outcome(text);
      expect(result, text).not.toHaveProperty('book');
      expect(
        result.propose?.every((t) => t > '2026-11-18 10:30'),
        text,
      ).toBe(true);
    }
  });

  it('never books outside opening hours: a closed hour gets the nearest open ones', () => {
    expect(outcome('Sunday at 8am')).toEqual({ propose: ['2026-11-22 11:00', '2026-11-22 12:00'] });
    expect(outcome('tomorrow at 11pm?')).toEqual({ propose: ['2026-11-19 19:00', '2026-11-19 18:00'] });
    // Sunday closes at 17:00, so a one-hour visit at 5 PM does not fit.
    expect(outcome('Sunday at 5')).toEqual({ propose: ['2026-11-22 16:00', '2026-11-22 15:00'] });
  });

  it('proposes both readings of an hour when the store is open at both', () => {
    const early: StoreClock = {
      ...CHICAGO,
      hours: { ...DEFAULT_BUSINESS_HOURS, saturday: { open: '08:00', close: '21:00' } },
    };
    expect(outcome('Saturday at 8', early)).toEqual({ propose: ['2026-11-21 08:00', '2026-11-21 20:00'] });
    expect(outcome('Saturday at 8pm', early)).toEqual({ book: '2026-11-21 20:00' });
    expect(outcome('samedi à 8h', early)).toEqual({ book: '2026-11-21 08:00' });
  });

  it('uses the store’s own hours from the Dealerships settings', () => {
    const short: BusinessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      tuesday: null,
      saturday: { open: '10:00', close: '16:00' },
      sunday: null,
      wednesday: { open: '09:00', close: '13:00' },
    };
    const store: StoreClock = { ...CHICAGO, hours: short };
    expect(outcome('this weekend', store)).toEqual({ propose: ['2026-11-21 11:00', '2026-11-21 12:00'] });
    expect(outcome('Saturday at 4', store)).toEqual({ propose: ['2026-11-21 15:00', '2026-11-21 14:00'] });
    expect(outcome('next Tuesday', store)).toEqual({ propose: ['2026-11-25 10:00', '2026-11-25 09:00'] });
    expect(outcome('Sunday at noon', store)).toEqual({ propose: ['2026-11-23 12:00', '2026-11-23 13:00'] });
    // Wednesday closes at 13:00 and it is 10:00: "after work" gets the latest open times, today.
    expect(outcome('after work', store)).toEqual({ propose: ['2026-11-18 12:00', '2026-11-18 11:00'] });
  });

  it('reads the store’s calendar across a change of clocks (New York, end of daylight time)', () => {
    const newYork: StoreClock = { zone: 'America/New_York', hours: DEFAULT_BUSINESS_HOURS };
    // Friday 30 October 2026, 10:00 EDT; clocks go back on Sunday 1 November.
    const friday = new Date('2026-10-30T14:00:00Z');
    const at = (text: string) => {
      const plan = planBooking(parseRequestedTime(text, friday, newYork), friday, newYork);
      return 'book' in plan ? plan.book.toISOString() : plan.propose;
    };
    expect(at('sábado a las 10')).toBe('2026-10-31T14:00:00.000Z');
    expect(at('Monday at 3pm')).toBe('2026-11-02T20:00:00.000Z');
    expect(at('domingo a las 12')).toBe('2026-11-01T17:00:00.000Z');
    expect(at('lundi à 15h')).toBe('2026-11-02T20:00:00.000Z');
  });

  describe('on a server whose own zone is neither UTC nor the store’s', () => {
    const serverZone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
    });
    afterAll(() => {
      process.env.TZ = serverZone;
    });

    it('books "demain à 15h" at 15:00 in Paris, across Europe’s change of clocks', () => {
      expect(new Date('2026-10-24T08:00:00Z').getTimezoneOffset()).toBe(-14 * 60);
      const paris: StoreClock = { zone: 'Europe/Paris', hours: DEFAULT_BUSINESS_HOURS };
      // Saturday 24 October 2026, 10:00 CEST; Sunday the clocks go back to CET (UTC+1).
      const saturday = new Date('2026-10-24T08:00:00Z');
      const plan = planBooking(parseRequestedTime('demain à 15h', saturday, paris, 'fr'), saturday, paris);
      expect(plan).toEqual({ book: new Date('2026-10-25T14:00:00Z') });
      const spanish = planBooking(
        parseRequestedTime('¿Puedo ir mañana a las 3 de la tarde?', saturday, paris),
        saturday,
        paris,
      );
      expect(spanish).toEqual({ book: new Date('2026-10-25T14:00:00Z') });
    });
  });
});
