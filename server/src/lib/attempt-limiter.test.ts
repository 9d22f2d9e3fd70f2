import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

const limiter = (maxKeys?: number) =>
  createAttemptLimiter({
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
    forgetAfterMs: 60_000,
    maxKeys,
  });

describe('attempt limiter', () => {
  it('lets a few failures through, then doubles the wait after each one, up to the cap', () => {
    const l = limiter();
    let now = 0;
    expect([l.attempt('a', now), l.attempt('a', now), l.attempt('a', now)]).toEqual([0, 0, 0]);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wait = l.attempt('a', now);
      waits.push(wait);
      // A refused attempt is not counted: asking again at once is told the same wait.
      expect(l.attempt('a', now)).toBe(wait);
      now += wait;
      expect(l.attempt('a', now)).toBe(0);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
    // Other keys are untouched.
    expect(l.attempt('b', now)).toBe(0);
  });

  it('forgets a key after a success, or after a quiet spell past its wait', () => {
    const l = limiter();
    for (let i = 0; i < 3; i += 1) l.attempt('a', 0);
    expect(l.attempt('a', 0)).toBe(1000);
    l.succeeded('a');
    expect(l.attempt('a', 0)).toBe(0);

    for (let i = 0; i < 3; i += 1) l.attempt('c', 0);
    expect(l.attempt('c', 1000 + 60_000)).toBe(0);
    expect(l.attempt('c', 1000 + 60_000)).toBe(0);
  });

  it('drops the key that failed least recently when full', () => {
    const l = limiter(2);
    for (let i = 0; i < 3; i += 1) l.attempt('old', 0);
    l.attempt('x', 1);
    l.attempt('y', 2);
    expect(l.attempt('old', 3)).toBe(0);
  });
});
