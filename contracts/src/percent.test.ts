import { describe, expect, it } from 'vitest';
import { percentOf, roundPercent } from './percent';

describe('roundPercent', () => {
  it('says 100 only when it is all and 0 only when it is none', () => {
    expect(roundPercent(99.6)).toBe(99);
    expect(roundPercent(99.96, 1)).toBe(99.9);
    expect(roundPercent(100)).toBe(100);
    expect(roundPercent(0.4)).toBe(1);
    expect(roundPercent(0.04, 1)).toBe(0.1);
    expect(roundPercent(0)).toBe(0);
  });

  it('rounds every other share to the nearest', () => {
    expect(roundPercent(33.333, 1)).toBe(33.3);
    expect(roundPercent(66.666)).toBe(67);
    expect(roundPercent(98.5)).toBe(99);
    expect(roundPercent(1.5)).toBe(2);
  });

  it('keeps a conversion above 100 above it', () => {
    expect(roundPercent(100.3)).toBe(101);
    expect(roundPercent(233.33)).toBe(233);
  });
});

describe('percentOf', () => {
  it('divides, rounds honestly, and has no share of nothing', () => {
    // 249 of 250 leads answered within 5 minutes: 99.6%, never "100%" while one waits.
    expect(percentOf(249, 250)).toBe(99);
    expect(percentOf(2499, 2500, 1)).toBe(99.9);
    expect(percentOf(1, 3, 1)).toBe(33.3);
    expect(percentOf(1, 1000)).toBe(1);
    expect(percentOf(0, 0)).toBeNull();
  });
});
