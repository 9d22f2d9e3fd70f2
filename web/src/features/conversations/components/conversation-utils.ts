import type { Conversation, Message } from '@lead-manager/contracts/conversations';

export function lastMessage(conversation: Pick<Conversation, 'messages'>): Message | undefined {
  return conversation.messages[conversation.messages.length - 1];
}

/** ai → ai, customer → customer, anything else → agent (SPEC §3). */
export function senderKind(sender: string | undefined): 'ai' | 'customer' | 'agent' | 'none' {
  if (sender === undefined) return 'none';
  if (sender === 'ai' || sender === 'customer') return sender;
  return 'agent';
}

export const STATUS_CHIP = {
  ai: { label: 'AI responded', className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200' },
  customer: {
    label: 'Awaiting response',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  },
  agent: {
    label: 'Agent active',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  none: {
    label: 'No messages',
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  },
} as const;

export function conversationStatus(conversation: Pick<Conversation, 'messages'>) {
  return STATUS_CHIP[senderKind(lastMessage(conversation)?.sender)];
}

/** 'AI: …' or 'Customer: …' (agent messages read as AI side), or 'No messages yet'. */
export function lastMessagePreview(conversation: Pick<Conversation, 'messages'>) {
  const last = lastMessage(conversation);
  if (!last) return 'No messages yet';
  return `${senderKind(last.sender) === 'customer' ? 'Customer' : 'AI'}: ${last.content}`;
}

export function blankSubjectFallback(dealershipName: string | undefined) {
  return `Follow-up from ${dealershipName || 'Dealership'}`;
}

/**
 * Who said what, the same on every screen: the customer on the left, the store (assistant or a person) on the
 * right, each told apart by label and colour.
 */
export function messageSpeaker(sender: string | undefined) {
  const kind = senderKind(sender);
  if (kind === 'customer' || kind === 'none') {
    return {
      side: 'customer' as const,
      label: 'Customer',
      row: 'justify-start',
      bubble: 'rounded-bl-sm bg-muted text-foreground',
      meta: 'text-muted-foreground',
    };
  }
  if (kind === 'ai') {
    return {
      side: 'store' as const,
      label: 'AI assistant',
      row: 'justify-end',
      bubble: 'rounded-br-sm bg-violet-700 text-white',
      meta: 'text-violet-100',
    };
  }
  return {
    side: 'store' as const,
    label: 'Agent',
    row: 'justify-end',
    bubble: 'rounded-br-sm bg-primary text-primary-foreground',
    meta: 'text-blue-100',
  };
}
