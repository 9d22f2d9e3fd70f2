import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/i18n';
import { TrendSection } from './trend-section';

const series = {
  interval: 'week' as const,
  points: [
    { date: '2026-09-07', leads: 24_310, appointments: 1_902 },
    { date: '2026-09-14', leads: 23_877, appointments: 1_844 },
  ],
};

describe('Trend', () => {
  afterEach(async () => {
    cleanup();
    await applyLanguage('en');
  });

  it('names its interval in the reader’s language and keeps thousands separators in the table', async () => {
    await applyLanguage('fr');
    render(<TrendSection series={series} />);
    expect(screen.getByText('Chiffres par semaine (à partir du lundi)')).toBeInTheDocument();
    expect(screen.getByRole('table', { hidden: true })).toHaveTextContent(/24\s310/);
  });

  it('reads per day in English on a short range', () => {
    render(<TrendSection series={{ ...series, interval: 'day' }} />);
    expect(screen.getByText('Figures per day')).toBeInTheDocument();
  });
});
