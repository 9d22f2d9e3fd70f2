import { DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { describe, expect, it } from 'vitest';
import { describeBusinessHours } from './business-hours';

describe('describeBusinessHours', () => {
  it('reads the default week as the showroom hours', () => {
    expect(describeBusinessHours(DEFAULT_BUSINESS_HOURS)).toBe(
      'Monday to Saturday 9 AM to 8 PM and Sunday 11 AM to 5 PM',
    );
  });

  it("groups runs of days, names half hours and the days it's closed", () => {
    const weekday = { open: '08:30', close: '19:00' };
    expect(
      describeBusinessHours({
        sunday: null,
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: { open: '08:30', close: '21:00' },
        saturday: { open: '10:00', close: '16:00' },
      }),
    ).toBe(
      'Monday to Thursday 8:30 AM to 7 PM, Friday 8:30 AM to 9 PM and Saturday 10 AM to 4 PM; closed Sunday',
    );
  });
});
