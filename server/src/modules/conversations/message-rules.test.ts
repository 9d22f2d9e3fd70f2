import { describe, expect, it } from 'vitest';
import { conversationNotes, firstResponses, type MessageFacts, responseOf } from './message-rules';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 15, minute));
let nextId = 0;
const message = (facts: Partial<MessageFacts>): MessageFacts => ({
  id: ++nextId,
  conversationId: 1,
  sender: 'ai',
  status: 'delivered',
  createdAt: at(0),
  sentAt: null,
  ...facts,
});

describe('a message answering the lead', () => {
  it('counts once it went out, at its sent time, and says whether a person wrote it', () => {
    expect(responseOf(message({ status: 'sent', sentAt: at(9) }))).toEqual({ at: at(9), human: false });
    expect(responseOf(message({ sender: 'agent', status: 'logged' }))).toEqual({ at: at(0), human: true });
  });

  it('does not count while queued or after failing, nor when the customer wrote it', () => {
    expect(responseOf(message({ status: 'queued' }))).toBeUndefined();
    expect(responseOf(message({ status: 'failed' }))).toBeUndefined();
    expect(responseOf(message({ sender: 'customer', status: 'received' }))).toBeUndefined();
  });

  it('per lead, the earliest answer and the earliest by a person', () => {
    const changed = [
      { ...message({ sentAt: at(5) }), leadId: 7 },
      { ...message({ sender: 'agent', sentAt: at(8) }), leadId: 7 },
      { ...message({ sender: 'agent', sentAt: at(6) }), leadId: 7 },
      { ...message({ status: 'queued' }), leadId: 8 },
      { ...message({ sentAt: at(2) }), leadId: 9 },
    ];
    expect(firstResponses(changed)).toEqual([
      { leadId: 7, at: at(5), humanAt: at(6) },
      { leadId: 9, at: at(2), humanAt: null },
    ]);
  });
});

describe('what a conversation remembers of new messages', () => {
  it('the newest message gives the last sender (the later id on the same instant), and who wrote at all', () => {
    const first = message({ conversationId: 3, sender: 'customer', createdAt: at(1) });
    const second = message({ conversationId: 3, sender: 'agent', createdAt: at(1) });
    const other = message({ conversationId: 4, sender: 'ai', createdAt: at(9) });
    expect(conversationNotes([second, first, other])).toEqual([
      { newest: second, ai: false, agent: true },
      { newest: other, ai: true, agent: false },
    ]);
  });
});
