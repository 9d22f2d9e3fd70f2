import { describe, expect, it } from 'vitest';
import { scoreReasonsOf } from './score-reasons';

describe('scoreReasonsOf', () => {
  it('keeps facts and reads back the sentences stored before reasons were facts', () => {
    expect(
      scoreReasonsOf([
        { code: 'phone', points: 15 },
        'Email address (+10)',
        'Source: website form (+15)',
        'Model named: Tucson (+18)',
        'Replied 4 times (+15)',
        'Replied once (+10)',
        'Left a message or answered extra questions (+5)',
      ]),
    ).toEqual([
      { code: 'phone', points: 15 },
      { code: 'email', points: 10 },
      { code: 'source', points: 15, source: 'website' },
      { code: 'vehicle', points: 18, specificity: 'model', vehicle: 'Tucson' },
      { code: 'replies', points: 15, count: 4 },
      { code: 'replies', points: 10, count: 1 },
      { code: 'notes', points: 5 },
    ]);
  });

  it('leaves out what it cannot read instead of failing the lead', () => {
    expect(
      scoreReasonsOf([
        'Gave a phone number and an email',
        { code: 'mystery', points: 3 } as never,
        'Full name (+10)',
      ]),
    ).toEqual([{ code: 'full_name', points: 10 }]);
  });
});
