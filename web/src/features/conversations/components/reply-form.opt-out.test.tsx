import type { Conversation } from '@lead-manager/contracts/conversations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversationJson, leadJson } from '@/test/api-fixtures';
import { ReplyForm } from './reply-form';

afterEach(cleanup);

/** A lead who replied STOP to our texts; e-mail is still open. */
const lead = leadJson({
  smsOptOut: { at: '2026-11-22T18:00:00.000Z', method: 'keyword', sender: '+15125550100' },
});

function renderForm(channel: Conversation['channel']) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReplyForm
        leadId={lead.id}
        lead={lead}
        conversationId={conversationJson(lead, { channel }).id}
        channel={channel}
        dealershipName="Lakeside Auto Group Hyundai"
        placeholder="Type your message"
        sendLabel="Send"
      />
    </QueryClientProvider>,
  );
}

describe('ReplyForm when the lead opted out', () => {
  it('disables the text box and Send, and says when and how the lead opted out of texts', () => {
    renderForm('sms');
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(
      'Opted out of texts on Nov 22, 2026 (replied STOP). No text can be sent until they reply START.',
    );
    // Screen readers hear why the box is disabled.
    expect(box).toHaveAccessibleDescription(notice.textContent ?? '');
  });

  it('keeps e-mail open to a lead who opted out of texts only', () => {
    renderForm('email');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
