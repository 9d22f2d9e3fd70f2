import { describe, expect, it } from 'vitest';
import { computeLeadScore, vehicleSpecificity } from './lead-score';

describe('vehicleSpecificity', () => {
  it.each([
    ['2025 Hyundai Tucson', 'specific'],
    ['Chevrolet Silverado 1500 LT', 'specific'],
    ['Tucson', 'model'],
    ['Ford Bronco', 'model'],
    ['an SUV', 'generic'],
    ['used truck', 'generic'],
    ['Not specified', 'none'],
    ['not sure yet', 'none'],
    ['', 'none'],
    [null, 'none'],
  ] as const)('%s → %s', (interest, expected) => {
    expect(vehicleSpecificity(interest)).toBe(expected);
  });
});

describe('computeLeadScore', () => {
  it('scores a complete website lead with a specific vehicle high and explains why', () => {
    const result = computeLeadScore({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+15125550100',
      vehicleInterest: '2025 Hyundai Tucson',
      source: 'website',
      notes: 'Message: can I come Saturday?',
    });
    expect(result.score).toBe(15 + 10 + 10 + 15 + 25 + 5);
    // Facts with their points, for the web to word in the reader's language (no English sentences).
    expect(result.reasons).toEqual([
      { code: 'phone', points: 15 },
      { code: 'email', points: 10 },
      { code: 'full_name', points: 10 },
      { code: 'source', points: 15, source: 'website' },
      { code: 'vehicle', points: 25, specificity: 'specific', vehicle: '2025 Hyundai Tucson' },
      { code: 'notes', points: 5 },
    ]);
  });

  it('scores a bare social lead low', () => {
    const result = computeLeadScore({ name: 'jo@example.com', email: 'jo@example.com', source: 'tiktok' });
    expect(result.score).toBe(10 + 6);
  });

  it('adds engagement and never exceeds 100', () => {
    const base = {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+15125550100',
      vehicleInterest: '2025 Hyundai Tucson',
      source: 'adf',
      notes: 'Trade-in: 2015 Civic',
    };
    const engaged = computeLeadScore({ ...base, customerReplies: 4, appointmentBooked: true });
    expect(engaged.score).toBe(100);
    expect(engaged.reasons).toContainEqual({ code: 'replies', points: 15, count: 4 });
    expect(engaged.reasons).toContainEqual({ code: 'appointment_booked', points: 10 });
    expect(computeLeadScore({ ...base, customerReplies: 1 }).reasons).toContainEqual({
      code: 'replies',
      points: 10,
      count: 1,
    });
  });

  it('ranks a named model above a vehicle type, and a type above nothing', () => {
    const score = (vehicleInterest: string) =>
      computeLeadScore({ source: 'facebook', vehicleInterest }).score;
    expect(score('2024 Ford F-150 XLT')).toBeGreaterThan(score('F-150'));
    expect(score('F-150')).toBeGreaterThan(score('a truck'));
    expect(score('a truck')).toBeGreaterThan(score('Not specified'));
  });

  it('ranks someone on the lot or the line above an ad click, and "other" like an unknown source', () => {
    const sourcePoints = (source: string) => computeLeadScore({ source }).score;
    expect(sourcePoints('walk_in')).toBe(15);
    expect(sourcePoints('phone_call')).toBe(15);
    expect(sourcePoints('referral')).toBeGreaterThan(sourcePoints('facebook'));
    expect(sourcePoints('other')).toBe(sourcePoints('carrier-pigeon'));
  });

  it('gives unknown sources a small default', () => {
    expect(computeLeadScore({ source: 'carrier-pigeon' }).score).toBe(5);
  });
});
