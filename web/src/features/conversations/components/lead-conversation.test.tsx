import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { conversationJson, customerMessageJson, leadJson, stubConversationsApi } from '@/test/api-fixtures';
import { LeadConversation } from './lead-conversation';

// The page's texts load with the screens' catalogue a moment after the first render: wait for them.
const slow = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeadConversation', { timeout: 20_000 }, () => {
  it('shows the form’s question, then SMS and e-mail in one thread by time, each saying its channel', async () => {
    const lead = leadJson();
    const conversations = [
      conversationJson(lead, {
        channel: 'sms',
        messages: [
          customerMessageJson(1, 'sms', '2026-11-20T10:00:00.000Z', 'First text'),
          customerMessageJson(3, 'sms', '2026-11-20T12:00:00.000Z', 'Third, a text again'),
        ],
      }),
      conversationJson(lead, {
        channel: 'email',
        messages: [customerMessageJson(2, 'email', '2026-11-20T11:00:00.000Z', 'Second, by e-mail')],
      }),
    ];
    stubConversationsApi(conversations);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LeadConversation
          lead={lead}
          opening={{
            text: 'Is the blue one still there?',
            at: '2026-11-20T09:00:00.000Z',
            source: 'Website',
          }}
          focusReply="1"
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Third, a text again', undefined, slow)).toBeVisible();
    const thread = screen.getByTestId('lead-thread');
    const order = ['Is the blue one still there?', 'First text', 'Second, by e-mail', 'Third, a text again'];
    const positions = order.map((text) => thread.textContent?.indexOf(text) ?? -1);
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? 0)))).toBe(true);
    expect(
      within(thread)
        .getAllByTestId('message-channel')
        .map((c) => c.textContent),
    ).toEqual(['· SMS', '· Email', '· SMS']);
    // It answers on the channel the lead last wrote on, the cursor already in the box.
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });
});
