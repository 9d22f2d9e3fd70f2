import type { Report } from '@lead-manager/contracts/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutcomesSection } from './outcomes-section';

/** A month of a store: 14 sold, 9 lost (5 bought elsewhere, 3 unreachable, 1 wrong number). */
const outcomes: Report['outcomes'] = {
  sold: 14,
  lost: 9,
  lostReasons: [
    { reason: 'bought_elsewhere', count: 5 },
    { reason: 'not_interested', count: 0 },
    { reason: 'unreachable', count: 3 },
    { reason: 'wrong_number', count: 1 },
    { reason: 'duplicate', count: 0 },
    { reason: 'other', count: 0 },
  ],
};

describe('Sold and lost on Reports', () => {
  afterEach(cleanup);

  it('shows lost beside sold with what each counts, and the lost leads by reason in words', () => {
    render(<OutcomesSection outcomes={outcomes} />);
    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement as HTMLElement;
    expect(figure('Sold')).toHaveTextContent("14The range's leads closed as sold.");
    expect(figure('Lost')).toHaveTextContent("9The range's leads closed as lost, whatever the reason.");
    const rows = within(screen.getByRole('table', { name: 'Lost leads by reason' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ReasonLost',
      'bought elsewhere5',
      'not interested0',
      'unreachable3',
      'wrong number1',
      'duplicate0',
      'other0',
    ]);
  });
});
