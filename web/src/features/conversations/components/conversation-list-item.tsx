import type { Channel, Conversation } from '@lead-manager/contracts/conversations';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import { Badge } from '@/components/ui/badge';
import { formatPhone, formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isAwaitingReply, lastMessage, STATUS_CHIP } from './conversation-utils';

/** One row of an SMS or email inbox: who, how to reach them, when, and the last message. */
export function ConversationListItem({
  conversation: c,
  channel,
  active,
  now,
  onSelect,
}: {
  conversation: Conversation;
  channel: Channel;
  active: boolean;
  now: Date;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const last = lastMessage(c);
  const name = c.lead?.name ?? t('conversations.conversationListItem.unknownLead');
  const awaiting = isAwaitingReply(c);
  return (
    <button
      type="button"
      data-row
      data-awaiting={awaiting || undefined}
      aria-current={active ? 'true' : undefined}
      onClick={onSelect}
      className={cn(
        'flex w-full items-start gap-3 rounded-lg p-2.5 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-accent hover:bg-accent',
      )}
    >
      <InitialsAvatar id={c.leadId} name={name} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className={cn('truncate', awaiting ? 'font-semibold' : 'font-medium')}>{name}</span>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
            {formatRelativeTime(c.lastActivity, { now })}
          </span>
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {channel === 'sms'
            ? formatPhone(c.lead?.phone) || t('conversations.conversationListItem.noPhone')
            : (c.lead?.email ?? t('conversations.conversationListItem.noEmail'))}
        </span>
        <span className="mt-0.5 block truncate text-sm text-muted-foreground">
          {last ? last.content : t('conversations.conversationListItem.noMessagesYet')}
        </span>
        {awaiting ? (
          <Badge className={cn('mt-1 border-transparent', STATUS_CHIP.customer.className)}>
            {STATUS_CHIP.customer.label}
          </Badge>
        ) : null}
      </span>
      {!c.isActive ? (
        <Badge variant="muted">{t('conversations.conversationListItem.completed')}</Badge>
      ) : null}
    </button>
  );
}
