import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdfEmailAddress } from './adf-email-address';

const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLine(adfEmailAddress: string | null) {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({ id: 2, name: 'Lakeside Hyundai', adfEmailAddress }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdfEmailAddress dealershipId={2} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('AdfEmailAddress', { timeout: 20_000 }, () => {
  it("shows the store's ADF lead address and copies it", async () => {
    const address = 'leads-0123456789abcdef@inbound.example.com';
    const fetch = renderLine(address);
    expect(await screen.findByText(address, undefined, slow)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/dealerships/2');
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Copy the ADF lead e-mail address of Lakeside Hyundai' }),
    );
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('says how to get one when the store has none', async () => {
    renderLine(null);
    expect(
      await screen.findByText(/has no ADF lead e-mail address yet/, undefined, slow),
    ).toBeInTheDocument();
  });
});
