import type { Conversation, Message } from '@lead-manager/contracts/conversations';
import { i18n } from '@/i18n/i18n';
import { avatarColor } from '@/lib/format';
import { cn } from '@/lib/utils';

export function lastMessage(conversation: Pick<Conversation, 'messages'>): Message | undefined {
  return conversation.messages[conversation.messages.length - 1];
}

/** ai → ai, customer → customer, anything else → agent (a person of the store), as the server does. */
function senderKind(sender: string | undefined): 'ai' | 'customer' | 'agent' | 'none' {
  if (sender === undefined) return 'none';
  if (sender === 'ai' || sender === 'customer') return sender;
  return 'agent';
}

/** Each chip's label is read when shown, in the person's language at that moment. */
export const STATUS_CHIP = {
  ai: {
    get label() {
      return i18n.t('conversations.statusChip.ai');
    },
    className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  customer: {
    get label() {
      return i18n.t('conversations.statusChip.customer');
    },
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  },
  agent: {
    get label() {
      return i18n.t('conversations.statusChip.agent');
    },
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  },
  none: {
    get label() {
      return i18n.t('conversations.statusChip.none');
    },
    className: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  },
} as const;

/**
 * Who answers the conversation now, the one definition every screen shows ("AI active" / "Agent active"): the
 * assistant, unless a person took it over or the assistant handed it over (it is paused then).
 */
export function handlerLabel(conversation: Pick<Conversation, 'aiPaused'>) {
  return i18n.t(conversation.aiPaused ? 'conversations.handler.agent' : 'conversations.handler.ai');
}

/** An open conversation whose last message is the customer's: it waits for our reply (the inboxes' marker). */
export function isAwaitingReply(conversation: Pick<Conversation, 'messages' | 'isActive'>) {
  return conversation.isActive && senderKind(lastMessage(conversation)?.sender) === 'customer';
}

export function conversationStatus(conversation: Pick<Conversation, 'messages'>) {
  return STATUS_CHIP[senderKind(lastMessage(conversation)?.sender)];
}

/** 'Customer: …', 'AI assistant: …' or 'Dana Reyes: …' (who wrote it, as the threads name them), or 'No messages yet'. */
export function lastMessagePreview(conversation: Pick<Conversation, 'messages'>) {
  const last = lastMessage(conversation);
  if (!last) return i18n.t('conversations.speaker.noMessagesYet');
  return `${messageSpeaker(last).label}: ${last.content}`;
}

export function blankSubjectFallback(dealershipName: string | undefined) {
  return i18n.t('conversations.speaker.followUpFrom', {
    name: dealershipName || i18n.t('conversations.speaker.dealership'),
  });
}

export type Speaker = {
  kind: 'customer' | 'ai' | 'agent';
  side: 'customer' | 'store';
  /** 'Customer', 'AI assistant', the person's name, or 'Agent' when the writer is not known. */
  label: string;
  row: string;
  bubble: string;
  meta: string;
};

/**
 * Who said what, the same on every screen: the customer on the left, the store on the right; the assistant in
 * violet, each person in their own avatar colour with their name (the colour their initials have everywhere).
 */
export function messageSpeaker(
  message: Pick<Message, 'sender' | 'authorName' | 'authorUserId'> | undefined,
): Speaker {
  const kind = senderKind(message?.sender);
  if (kind === 'customer' || kind === 'none') {
    return {
      kind: 'customer',
      side: 'customer',
      label: i18n.t('conversations.speaker.customer'),
      row: 'justify-start',
      bubble: 'rounded-bl-sm bg-muted text-foreground',
      meta: 'text-muted-foreground',
    };
  }
  if (kind === 'ai') {
    return {
      kind: 'ai',
      side: 'store',
      label: i18n.t('conversations.speaker.ai'),
      row: 'justify-end',
      bubble: 'rounded-br-sm bg-violet-700 text-white',
      meta: 'text-violet-100',
    };
  }
  const name = message?.authorName;
  return {
    kind: 'agent',
    side: 'store',
    label: name || i18n.t('conversations.speaker.agent'),
    row: 'justify-end',
    bubble: cn(
      'rounded-br-sm',
      name ? avatarColor(message?.authorUserId, name) : 'bg-slate-200 text-slate-900',
    ),
    meta: '',
  };
}
