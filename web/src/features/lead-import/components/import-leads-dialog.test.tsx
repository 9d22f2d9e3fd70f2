import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ImportLeadsDialog from './import-leads-dialog';

// Radix dialogs and selects render slowly in jsdom on a busy machine: wait longer than the defaults.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ImportLeadsDialog open onOpenChange={() => {}} dealershipFilter={1} dealerships={[]} />
    </QueryClientProvider>,
  );
}

const csvFile = (text: string) => new File([text], 'leads.csv', { type: 'text/csv' });

describe('ImportLeadsDialog', { timeout: 20_000 }, () => {
  it('reads the header row and pre-fills the mapping from the header names', async () => {
    renderDialog();
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      csvFile(
        '\uFEFFFirst Name,Surname,E-mail,Mobile,Vehicle\r\nAna,Lopez,ana@example.com,555-0101,Tahoe\r\n',
      ),
    );
    expect(await screen.findByRole('button', { name: /Import 1 row$/ }, slow)).toBeEnabled();
    const selected = (label: string) => screen.getByRole('combobox', { name: label });
    expect(selected('First name')).toHaveTextContent('First Name');
    expect(selected('Last name')).toHaveTextContent('Surname');
    expect(selected('Email')).toHaveTextContent('E-mail');
    expect(selected('Phone')).toHaveTextContent('Mobile');
    expect(selected('Vehicle interest')).toHaveTextContent('Vehicle');
    expect(selected('Full name')).toHaveTextContent("Don't import");
  });

  it('uploads the whole file, follows the progress and shows the summary with the rows that failed', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/api/leads/import')
        ? Response.json({ id: 7, state: 'queued' }, { status: 202 })
        : Response.json({
            id: 7,
            dealershipId: 1,
            state: 'done',
            dryRun: false,
            total: 2,
            processed: 2,
            created: 1,
            merged: 0,
            failed: 1,
            errors: [{ row: 3, message: 'A lead needs a phone number or an email address' }],
            failure: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            finishedAt: '2026-01-01T00:00:01.000Z',
          }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    const text = 'Name,Email\nAna,ana@example.com\nNobody,\n';
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile(text));
    await userEvent.click(await screen.findByRole('button', { name: /Import 2 rows/ }, slow));
    expect(await screen.findByTestId('import-created', undefined, slow)).toHaveTextContent('1');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('1');
    const errors = screen.getByRole('table', { name: 'Rows not imported' });
    expect(within(errors).getByText('A lead needs a phone number or an email address')).toBeInTheDocument();
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ dealershipId: 1, csv: text, mapping: { name: 'Name', email: 'Email' } });
    expect(String(fetch.mock.calls[1]?.[0])).toMatch(/\/api\/leads\/imports\/7$/);
  });

  it('says so when the file has no data rows', async () => {
    renderDialog();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('Name,Email\r\n'));
    expect(
      await screen.findByText('The file has a header row but no leads.', undefined, slow),
    ).toBeInTheDocument();
  });
});
