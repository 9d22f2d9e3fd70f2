import type { Message } from '@lead-manager/contracts/conversations';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { conversationJson, HYUNDAI, leadJson } from '@/test/api-fixtures';
import { ChannelInbox } from './channel-inbox';

// The inbox's lists and Radix select render slowly in jsdom on a busy machine: wait longer than the defaults.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reply: Message = {
  id: 900,
  sender: 'customer',
  content: 'Can I come by at 5?',
  timestamp: '2026-11-24T15:00:00.000Z',
  channel: 'sms',
  status: 'received',
};
const conversation = conversationJson(leadJson(), { messages: [reply] });

/** Answers the inbox's requests as the API does: the store list, and one page of SMS conversations. */
function renderInbox() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/dealerships')) return Response.json([HYUNDAI]);
      if (url.startsWith('/api/conversations?'))
        return Response.json([conversation], { headers: { 'X-Total-Count': '1' } });
      return new Response('{"message":"not found"}', { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChannelInbox channel="sms" />
    </QueryClientProvider>,
  );
}

describe('ChannelInbox keyboard shortcut', { timeout: 20_000 }, () => {
  it('`r` focuses the reply box of the open conversation', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }, slow));
    const box = await screen.findByPlaceholderText('Type your SMS message...', undefined, slow);
    expect(box).not.toHaveFocus();
    await user.keyboard('r');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('types an `r` into the search box instead of jumping away from it', async () => {
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Ana Lopez/ }, slow));
    const search = screen.getByRole('searchbox', { name: 'Search by name or phone' });
    await user.click(search);
    await user.keyboard('r');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('r');
  });
});
