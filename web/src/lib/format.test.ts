import { describe, expect, it } from 'vitest';
import {
  AVATAR_COLORS,
  avatarColor,
  brandDotClass,
  DEFAULT_SOURCE_BADGE,
  dealershipDisplayName,
  formatPhone,
  formatRelativeTime,
  humanize,
  initialsOf,
  nextBookableHour,
  sourceBadgeClass,
  stripDealershipPrefix,
  titleCase,
} from './format';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it('reads Just now under a minute on every screen (the dashboard too), never 0m ago', () => {
    expect(formatRelativeTime(ago(30_000), { now })).toBe('Just now');
    expect(formatRelativeTime(ago(30_000), { now, dateAfterADay: true })).toBe('Just now');
    expect(formatRelativeTime(ago(60_000), { now })).toBe('1m ago');
  });
  it('reads minutes, hours and days', () => {
    expect(formatRelativeTime(ago(5 * 60_000), { now })).toBe('5m ago');
    expect(formatRelativeTime(ago(59 * 60_000), { now })).toBe('59m ago');
    expect(formatRelativeTime(ago(60 * 60_000), { now })).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * 3_600_000), { now })).toBe('23h ago');
    expect(formatRelativeTime(ago(3 * 86_400_000), { now })).toBe('3d ago');
  });
  it('shows a locale date after a day in the dialog', () => {
    const date = ago(3 * 86_400_000);
    expect(formatRelativeTime(date, { now, dateAfterADay: true })).toBe('Mar 7, 2026');
  });
  it('reads Unknown for an invalid or missing date', () => {
    expect(formatRelativeTime('not a date', { now })).toBe('Unknown');
    expect(formatRelativeTime(null, { now })).toBe('Unknown');
  });
});

describe('initials', () => {
  it('one rule on every screen: first letters of at most two words, two letters of a single word', () => {
    expect(initialsOf('maria lopez garcia')).toBe('ML');
    expect(initialsOf('Cher')).toBe('CH');
    expect(initialsOf('J')).toBe('J');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('(512) 555-0188')).toBe('');
    expect(initialsOf('María (512) 555')).toBe('MA');
    expect(initialsOf("o'neil 2nd")).toBe('ON');
  });
});

describe('avatarColor', () => {
  it('gives each of eight people with neighbouring ids their own colour, whatever their names', () => {
    expect(AVATAR_COLORS).toHaveLength(8);
    expect(new Set(AVATAR_COLORS).size).toBe(8);
    // The admin and a manager whose names once hashed to the same indigo.
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((id) => avatarColor(id, 'Same Name'))).size).toBe(8);
    expect(avatarColor(4, 'Dana Reyes')).toBe(avatarColor(4, 'Dana R.'));
  });

  it('falls back to the name for a writer known by name alone', () => {
    expect(avatarColor(undefined, 'Dana Reyes')).toBe(avatarColor(undefined, ' dana reyes '));
    expect(avatarColor(undefined, 'Dana Reyes')).not.toBe(avatarColor(undefined, 'Dan Ortiz'));
    expect(avatarColor(undefined, '')).toBe(AVATAR_COLORS[0]);
  });
});

describe('brand and source colours', () => {
  it('maps brands and falls back to grey', () => {
    expect(brandDotClass('chevrolet')).toContain('chevrolet');
    expect(brandDotClass('Hyundai')).toContain('hyundai');
    expect(brandDotClass('ford')).toContain('ford');
    expect(brandDotClass('tesla')).toContain('other');
  });
  it('maps sources and falls back to the default', () => {
    expect(sourceBadgeClass('facebook')).not.toBe(DEFAULT_SOURCE_BADGE);
    expect(sourceBadgeClass('website')).toBe(DEFAULT_SOURCE_BADGE);
  });
});

describe('names and labels', () => {
  it('strips the group prefix', () => {
    expect(stripDealershipPrefix('Lakeside Auto Group Ford')).toBe('Ford');
    expect(stripDealershipPrefix('Other Motors')).toBe('Other Motors');
  });
  it('shows underscores as spaces', () => {
    expect(humanize('appointment_scheduled')).toBe('appointment scheduled');
    expect(titleCase('test_drive')).toBe('Test Drive');
  });
  it('reads Unknown for an unknown dealership', () => {
    const list = [{ id: 1, name: 'Lakeside Auto Group Chevrolet' }];
    expect(dealershipDisplayName(1, list)).toBe('Chevrolet');
    expect(dealershipDisplayName(9, list)).toBe('Unknown');
    expect(dealershipDisplayName(1, undefined)).toBe('Unknown');
  });
});

describe('formatPhone', () => {
  it('shows US numbers in the national format and leaves others alone', () => {
    expect(formatPhone('+15125550132')).toBe('(512) 555-0132');
    expect(formatPhone('5125550132')).toBe('(512) 555-0132');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
    expect(formatPhone(null)).toBe('');
  });
});

describe('nextBookableHour', () => {
  it('starts a new appointment on the next full hour at least 15 minutes away, never in the past', () => {
    const at = (time: string) => new Date(`2026-03-10T${time}`);
    expect(nextBookableHour(at('08:02:30')).toTimeString().slice(0, 5)).toBe('09:00');
    expect(nextBookableHour(at('08:45:00')).toTimeString().slice(0, 5)).toBe('09:00');
    expect(nextBookableHour(at('08:50:00')).toTimeString().slice(0, 5)).toBe('10:00');
    expect(nextBookableHour(at('23:30:00'))).toEqual(new Date('2026-03-11T00:00:00'));
  });
});
