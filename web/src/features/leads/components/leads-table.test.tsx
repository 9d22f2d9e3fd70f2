import type { LeadSort, SortOrder } from '@lead-manager/contracts/leads';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QK } from '@/lib/query-client';
import { HYUNDAI, leadJson } from '@/test/api-fixtures';
import { LeadsTable } from './leads-table';

afterEach(cleanup);

const ana = leadJson({
  id: 1,
  name: 'Ana Lopez',
  vehicleInterest: 'Hyundai Santa Fe Calligraphy 2.5T AWD with the Premium package',
  assignedUserName: 'Dana Reyes-Whitfield',
});
const ben = leadJson({ id: 2, name: 'Ben Ortiz', email: 'ben@example.com', phone: '+15125550102' });
const webhookTest = leadJson({ id: 3, name: 'Webhook Test Lead', email: null, isTest: true });

/** The table as the Leads screen holds it: the sort and the selection are the screen's, reported back. */
function renderTable({ selected = [] as number[] } = {}) {
  const onSort = vi.fn();
  const onSelectedChange = vi.fn();
  function Screen() {
    const [sort, setSort] = useState<{ sort: LeadSort; order: SortOrder }>({
      sort: 'createdAt',
      order: 'desc',
    });
    const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set(selected));
    return (
      <LeadsTable
        leads={[ana, ben, webhookTest]}
        sort={sort.sort}
        order={sort.order}
        onSort={(next, order) => {
          onSort(next, order);
          setSort({ sort: next, order });
        }}
        selected={chosen}
        onSelectedChange={(ids) => {
          onSelectedChange(ids);
          setChosen(ids);
        }}
        onView={() => {}}
        onChat={() => {}}
        onSchedule={() => {}}
      />
    );
  }
  const client = createQueryClient();
  client.setQueryData([QK.dealerships], [HYUNDAI]);
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return { onSort, onSelectedChange };
}

const header = (name: string) => screen.getByRole('columnheader', { name });
/** The ids of the selection last reported to the screen, in order. */
const lastIds = (fn: ReturnType<typeof vi.fn>) => {
  const ids = fn.mock.lastCall?.[0] as Set<number> | undefined;
  return [...(ids ?? [])].sort((a, b) => a - b);
};

describe('LeadsTable sorting', () => {
  it('reports the column and order the person chose, and marks that header with aria-sort', async () => {
    const user = userEvent.setup();
    const { onSort } = renderTable();
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');

    // Text starts A→Z; a second click turns it round.
    await user.click(within(header('Name')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Created')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Name')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    // Numbers start highest first.
    await user.click(within(header('Score')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('score', 'desc');
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('LeadsTable selection', () => {
  it('selects single rows, and the header box selects and clears the whole page', async () => {
    const user = userEvent.setup();
    const { onSelectedChange } = renderTable();
    const all = screen.getByRole('checkbox', { name: 'Select every lead on this page' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Ortiz' }));
    expect(lastIds(onSelectedChange)).toEqual([ben.id]);
    expect(screen.getByRole('checkbox', { name: 'Select Ben Ortiz' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Ben Ortiz' }).closest('tr')).toHaveAttribute(
      'data-state',
      'selected',
    );
    expect(all).not.toBeChecked();

    await user.click(all);
    expect(lastIds(onSelectedChange)).toEqual([ana.id, ben.id, webhookTest.id]);
    expect(all).toBeChecked();
    for (const name of ['Ana Lopez', 'Ben Ortiz', 'Webhook Test Lead'])
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();

    await user.click(all);
    expect(lastIds(onSelectedChange)).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Select Ana Lopez' })).not.toBeChecked();
  });

  it('keeps leads chosen on another page when the page is selected and cleared', async () => {
    const user = userEvent.setup();
    const { onSelectedChange } = renderTable({ selected: [77] });
    const all = screen.getByRole('checkbox', { name: 'Select every lead on this page' });
    await user.click(all);
    expect(lastIds(onSelectedChange)).toEqual([ana.id, ben.id, webhookTest.id, 77]);
    await user.click(all);
    expect(lastIds(onSelectedChange)).toEqual([77]);
  });
});

describe('LeadsTable cells', () => {
  it('gives text cut to its column its whole value on hover', () => {
    renderTable();
    const row = within(screen.getByRole('button', { name: 'View Ana Lopez' }).closest('tr') as HTMLElement);
    expect(screen.getByRole('button', { name: 'View Ana Lopez' })).toHaveAttribute('title', 'Ana Lopez');
    expect(row.getByText(ana.vehicleInterest as string)).toHaveAttribute('title', ana.vehicleInterest);
    expect(row.getByText('ana@example.com')).toHaveAttribute('title', 'ana@example.com');
    // The phone is never cut (it stays whole beside the e-mail) and is a number to call, with one to text beside it.
    expect(row.getByRole('link', { name: '(512) 555-0101' })).toHaveAttribute('href', 'tel:+15125550101');
    expect(row.getByRole('link', { name: 'Text (512) 555-0101' })).toHaveAttribute(
      'href',
      'sms:+15125550101',
    );
    expect(row.getByText('Dana Reyes-Whitfield')).toHaveAttribute('title', 'Dana Reyes-Whitfield');
  });

  it('marks a lead made by a webhook test with a Test badge, and no other', () => {
    renderTable();
    const badge = within(screen.getByRole('button', { name: 'View Webhook Test Lead' })).getByText('Test');
    expect(badge).toHaveAttribute('title', 'Made by a webhook test: left out of the dashboard and reports');
    expect(within(screen.getByRole('button', { name: 'View Ana Lopez' })).queryByText('Test')).toBeNull();
    expect(within(screen.getByRole('button', { name: 'View Ben Ortiz' })).queryByText('Test')).toBeNull();
  });
});
