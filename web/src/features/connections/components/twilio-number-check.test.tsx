import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConnection } from './test-connection';
import { TwilioNumberCheck } from './twilio-number-check';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCheck(state: 'open' | 'closed') {
  const twilio = testConnection({ source: 'twilio', state, groupOnly: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ dealershipId: 3, connections: [twilio] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TwilioNumberCheck dealershipId={3} />
    </QueryClientProvider>,
  );
}

describe('TwilioNumberCheck', () => {
  it('links a closed number to Webhook Setup with this store picked', async () => {
    renderCheck('closed');
    expect(await screen.findByText('Inbound texts closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set the Twilio auth token on Webhook Setup' })).toHaveAttribute(
      'href',
      '/webhook-setup?store=3',
    );
  });

  it('offers no link once texts come in', async () => {
    renderCheck('open');
    expect(await screen.findByText('Inbound texts open')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
