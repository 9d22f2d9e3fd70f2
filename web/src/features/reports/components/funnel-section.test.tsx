import { parseCsv } from '@lead-manager/contracts/csv';
import type { Report } from '@lead-manager/contracts/reports';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '@/i18n/i18n';
import { funnelSteps } from '../funnel-steps';
import { FunnelSection, funnelBarLabel } from './funnel-section';

/** A funnel row's stage counts. */
const row = (leads: number, contacted: number, appointments: number, shown: number, sold: number) => ({
  leads,
  contacted,
  appointments,
  shown,
  sold,
});

// The known week of server/src/modules/reports/reports.test.ts, as the API answers it.
const report = {
  funnel: [
    { stage: 'leads', count: 3, fromPrevious: null },
    { stage: 'contacted', count: 2, fromPrevious: 2 },
    { stage: 'appointment_set', count: 2, fromPrevious: 2 },
    { stage: 'appointment_shown', count: 1, fromPrevious: 1 },
    { stage: 'sold', count: 1, fromPrevious: 1 },
  ],
  bySource: [
    { source: 'facebook', ...row(2, 1, 1, 1, 1), contactedAndSet: 1, shownAndSold: 1 },
    { source: 'instagram', ...row(1, 1, 1, 0, 0), contactedAndSet: 1, shownAndSold: 0 },
  ],
  byStore: [
    { dealershipId: 4, ...row(3, 2, 2, 1, 1), contactedAndSet: 2, shownAndSold: 1, medianSeconds: 3602.5 },
  ],
} as Report;

/** The CSV the browser is handed when the download button of `table` is pressed. */
async function downloaded(table: string): Promise<string[][]> {
  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:report';
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`CSV\\s*of ${table}`) }));
  click.mockRestore();
  if (!blob) throw new Error('nothing downloaded');
  return parseCsv(await blob.text());
}

describe('Funnel', () => {
  afterEach(async () => {
    cleanup();
    await applyLanguage('en');
  });

  it('shows each source step with its share of the leads and its conversion from the step before', () => {
    render(<FunnelSection report={report} storeName={() => 'Coastal'} />);
    const table = screen.getByRole('table', { name: 'Funnel by source' });
    const facebook = within(table).getAllByRole('row')[1] as HTMLElement;
    // Each cell: the count, then its rates on a line of their own.
    const cells = within(facebook)
      .getAllByRole('cell')
      .map((c) => Array.from(c.childNodes, (n) => n.textContent).join(' | '));
    expect(cells).toEqual([
      'Facebook',
      '2',
      '1 | 50% of leads',
      '1 | 50% of leads · 100% of those contacted booked',
      '1 | 50% of leads · 100% of those booked showed',
      '1 | 50% of leads · 100% of those who showed bought',
    ]);
  });

  it('puts the shares and conversions in the CSV as figures of their own', async () => {
    render(<FunnelSection report={report} storeName={() => 'Coastal'} />);
    const [header, row] = await downloaded('Funnel by store');
    expect(header).toEqual([
      'Store',
      'Leads',
      'Contacted',
      'Contacted % of leads',
      'Appointment set',
      'Appointment set % of leads',
      'Appointment set % of Contacted',
      'Showed',
      'Showed % of leads',
      'Showed % of Appointment set',
      'Sold',
      'Sold % of leads',
      'Sold % of Showed',
      'Median first response',
    ]);
    expect(row).toEqual([
      'Coastal',
      '3',
      '2',
      '66.7',
      '2',
      '66.7',
      '100',
      '1',
      '33.3',
      '50',
      '1',
      '33.3',
      '100',
      '3602.5',
    ]);
  });

  it('says what share of those who showed bought, never 300%, when more were sold than showed', () => {
    // The server test's hand-computed week: 3 sold, 1 of whom showed; 1 showed.
    const stages = [4, 3, 2, 1, 3];
    const fromPrevious = [null, 3, 1, 1, 1];
    const soldMore = {
      ...report,
      funnel: report.funnel.map((s, i) => ({
        ...s,
        count: stages[i] ?? 0,
        fromPrevious: fromPrevious[i] ?? null,
      })),
      bySource: [],
      byStore: [
        { dealershipId: 4, ...row(4, 3, 2, 1, 3), contactedAndSet: 1, shownAndSold: 1, medianSeconds: 5 },
      ],
    } as Report;
    render(<FunnelSection report={soldMore} storeName={() => 'Coastal'} />);
    const store = within(screen.getByRole('table', { name: 'Funnel by store' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    const sold = within(store).getAllByRole('cell')[5];
    expect(sold).toHaveTextContent('3');
    expect(sold).toHaveTextContent('75% of leads · 100% of those who showed bought');
    expect(within(store).getAllByRole('cell')[3]).toHaveTextContent('33% of those contacted booked');
    expect(document.body).not.toHaveTextContent('300%');
  });

  it('words the rates in the reader’s language', async () => {
    await applyLanguage('fr');
    render(<FunnelSection report={report} storeName={() => 'Coastal'} />);
    const table = screen.getByRole('table', { name: 'Entonnoir par source' });
    expect(table).toHaveTextContent(/50\s%\sdes prospects · 100\s%\sdes rendez-vous fixés ont été honorés/);
  });
});

describe('funnelBarLabel', () => {
  it('labels each bar with its count, its share of the leads and its conversion from the step before', () => {
    const counts = [1_204_518, 903_112, 301_200, 180_720, 60_240];
    const labels = funnelSteps(counts.map((count, i) => ({ count, fromPrevious: i > 0 ? count : null }))).map(
      (s) => funnelBarLabel(i18n.t, s),
    );
    expect(labels).toEqual([
      '1,204,518',
      '903,112 · 75% of leads',
      '301,200 · 25% of leads · 33% of those contacted booked',
      '180,720 · 15% of leads · 60% of those booked showed',
      '60,240 · 5% of leads · 33% of those who showed bought',
    ]);
  });
});
