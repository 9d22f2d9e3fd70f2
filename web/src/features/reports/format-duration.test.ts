import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { formatPercent } from '@/lib/format';
import { formatDuration } from './format-duration';

describe('formatPercent', () => {
  afterEach(() => applyLanguage('en'));

  it('shows 100% only when it is all and 0% only when it is none', () => {
    // 249 of 250 leads answered within 5 minutes: one still waits.
    expect(formatPercent(99.6, 0)).toBe('99%');
    expect(formatPercent(99.96)).toBe('99.9%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0.4, 0)).toBe('1%');
    expect(formatPercent(0.04)).toBe('0.1%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('rounds other shares to the nearest, and shows a dash when there was nothing to divide', () => {
    expect(formatPercent(33.33)).toBe('33.3%');
    expect(formatPercent(66.7, 0)).toBe('67%');
    expect(formatPercent(null)).toBe('—');
  });

  it('writes the share the reader’s way', async () => {
    await applyLanguage('fr');
    expect(formatPercent(81.4)).toMatch(/^81,4\s%$/);
  });
});

describe('formatDuration', () => {
  afterEach(() => applyLanguage('en'));

  it('says a response time in seconds, minutes, hours and days', () => {
    expect([5, 42, 180, 7_500, 7_200, 273_600, 86_400, null].map(formatDuration)).toEqual([
      '5 s',
      '42 s',
      '3 min',
      '2 h 5 min',
      '2 h',
      '3 d 4 h',
      '1 d',
      '—',
    ]);
  });

  it('uses the reader’s units', async () => {
    await applyLanguage('fr');
    expect(formatDuration(273_600)).toBe('3 j 4 h');
  });
});
