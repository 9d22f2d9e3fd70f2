import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { conversationJson, customerMessageJson, leadJson, stubConversationsApi } from '@/test/api-fixtures';
import ConversationDialog from './conversation-dialog';

// The dialog's texts load with the screens' catalogue a moment after the first render: wait for them.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConversationDialog', { timeout: 20_000 }, () => {
  it('opens on the channel of the lead’s latest message, here Email', async () => {
    const lead = leadJson();
    const conversations = [
      conversationJson(lead, {
        channel: 'sms',
        messages: [customerMessageJson(1, 'sms', '2026-11-20T10:00:00.000Z', 'Old text')],
      }),
      conversationJson(lead, {
        channel: 'email',
        messages: [
          customerMessageJson(2, 'email', '2026-11-24T15:00:00.000Z', 'Is the Tucson still available?'),
        ],
      }),
    ];
    stubConversationsApi(conversations);
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
