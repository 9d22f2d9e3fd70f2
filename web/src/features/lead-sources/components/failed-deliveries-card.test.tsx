import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedDeliveriesCard } from './failed-deliveries-card';

// Radix components render slowly in jsdom on a busy machine: wait longer than the defaults.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const failedEvent = {
  id: 7,
  source: 'facebook',
  externalId: '1234567890123456789',
  dealershipId: null,
  status: 'failed',
  error: 'Graph API answered 500',
  attempts: 3,
  leadId: null,
  isTest: false,
  headers: {},
  body: '{}',
  createdAt: '2026-11-20T14:30:00.000Z',
  processedAt: null,
};

function renderCard(answers: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answers(url, init));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FailedDeliveriesCard />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('FailedDeliveriesCard', { timeout: 20_000 }, () => {
  it('says when nothing failed', async () => {
    const fetch = renderCard(() => Response.json({ events: [], total: 0 }));
    expect(await screen.findByText('No failed deliveries', undefined, slow)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/webhooks/events?status=failed&limit=50');
  });

  it('lists failed deliveries and replays one, then asks for the list again', async () => {
    let replayed = false;
    const fetch = renderCard((_url, init) => {
      if (init?.method === 'POST') {
        replayed = true;
        return Response.json({ ...failedEvent, status: 'pending' });
      }
      return Response.json(replayed ? { events: [], total: 0 } : { events: [failedEvent], total: 1 });
    });
    expect(await screen.findByText('Graph API answered 500', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('Facebook')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Replay/ }));
    expect(await screen.findByText('No failed deliveries', undefined, slow)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/webhooks/events/7/replay',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
