import type { Message } from '@lead-manager/contracts/conversations';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { conversationJson, HYUNDAI, leadJson } from '@/test/api-fixtures';
import { ConversationDialog } from './conversation-dialog';

// The dialog's texts load with the screens' catalogue a moment after the first render: wait for them.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: number, channel: Message['channel'], timestamp: string, content: string): Message => ({
  id,
  sender: 'customer',
  content,
  timestamp,
  channel,
  status: 'received',
});

describe('ConversationDialog', { timeout: 20_000 }, () => {
  it('opens on the channel of the lead’s latest message, here Email', async () => {
    const lead = leadJson();
    const conversations = [
      conversationJson(lead, {
        channel: 'sms',
        messages: [message(1, 'sms', '2026-11-20T10:00:00.000Z', 'Old text')],
      }),
      conversationJson(lead, {
        channel: 'email',
        messages: [message(2, 'email', '2026-11-24T15:00:00.000Z', 'Is the Tucson still available?')],
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/dealerships')) return Response.json([HYUNDAI]);
        if (url.startsWith('/api/conversations?'))
          return Response.json(conversations, { headers: { 'X-Total-Count': '2' } });
        return new Response('{"message":"not found"}', { status: 404 });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <ConversationDialog lead={lead} open onOpenChange={() => {}} />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Is the Tucson still available?', undefined, slow)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.queryByText('Old text')).toBeNull();
  });
});
