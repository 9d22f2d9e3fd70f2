import type { Report } from '@lead-manager/contracts/reports';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeedToLeadSection } from './speed-to-lead-section';

const unanswered = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `Lead ${i + 1}`,
  source: 'website',
  dealershipId: 1,
  createdAt: '2026-10-01T14:00:00.000Z',
}));

/** A group-sized month: 1.2 million leads, 48,210 of them still waiting; the server sends the 50 oldest. */
const speed: Report['speedToLead'] = {
  leads: 1_204_518,
  answered: 1_156_308,
  medianSeconds: 42,
  p90Seconds: 600,
  within5MinPct: 81.4,
  within1HourPct: 93.2,
  firstHumanMedianSeconds: 7_200,
  firstHumanP90Seconds: 86_400,
  assistantMedianSeconds: 30,
  notYetAnsweredPct: 4,
  distribution: [{ bucket: '1m', count: 903_112 }],
  unansweredCount: 48_210,
  unanswered,
};

describe('Speed to lead at dealer-group scale', () => {
  afterEach(cleanup);

  it('shows big counts with thousands separators and says the unanswered list is the first 50 of all', () => {
    render(<SpeedToLeadSection speed={speed} storeName={() => 'Chevrolet'} onOpenLead={() => {}} />);
    expect(screen.getByText('Not yet answered').parentElement).toHaveTextContent(
      '48,210 open leads of 1,204,518 nobody has written to yet.',
    );
    expect(screen.getAllByText('of 1,204,518 leads')).toHaveLength(2);
    expect(
      screen.getByText('The 50 longest waiting of 48,210; the rest are on the Leads screen.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unanswered leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
  });

  it('says nothing about a cap when every unanswered lead is listed', () => {
    render(
      <SpeedToLeadSection
        speed={{ ...speed, unansweredCount: 3, unanswered: unanswered.slice(0, 3) }}
        storeName={() => 'Ford'}
        onOpenLead={() => {}}
      />,
    );
    expect(screen.queryByText(/longest waiting of/)).toBeNull();
  });

  it('opens an unanswered lead from its name', () => {
    const onOpenLead = vi.fn();
    render(<SpeedToLeadSection speed={speed} storeName={() => 'Chevrolet'} onOpenLead={onOpenLead} />);
    const table = screen.getByRole('table', { name: 'Unanswered leads' });
    fireEvent.click(within(table).getByRole('button', { name: 'Lead 7' }));
    expect(onOpenLead).toHaveBeenCalledWith(7);
  });
});
