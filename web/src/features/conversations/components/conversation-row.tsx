import type { Conversation } from '@lead-manager/contracts/conversations';
import type { Lead } from '@lead-manager/contracts/leads';
import { BotIcon, CalendarPlusIcon, HeadsetIcon, MailIcon, MessageSquareIcon, StarIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LeadPageLink } from '@/components/lead-page-link';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { conversationStatus, handlerLabel, lastMessage } from './conversation-utils';

export type ConversationRowProps = {
  conversation: Conversation & { lead?: Lead };
  now: Date;
  onOpen: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
  onTransfer: (conversation: Conversation) => void;
  onPriority: (lead: Lead) => void;
  busy?: boolean;
};

/** One row of the AI Conversations screen. Clicking the row opens the lead's details. */
export function ConversationRow({
  conversation,
  now,
  onOpen,
  onSchedule,
  onTransfer,
  onPriority,
  busy,
}: ConversationRowProps) {
  const { t } = useTranslation();
  const lead = conversation.lead;
  const status = conversationStatus(conversation);
  const last = lastMessage(conversation);
  const name = lead?.name ?? t('conversations.conversationRow.unknownLead');
  const ChannelIcon = conversation.channel === 'sms' ? MessageSquareIcon : MailIcon;
  const stop = (fn: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    fn();
  };

  return (
    <li className="group relative rounded-xl border bg-card p-4 shadow-xs transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <InitialsAvatar id={conversation.leadId} name={name} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => lead && onOpen(lead)}
              className="truncate text-left font-semibold outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {name}
            </button>
            <ChannelIcon
              className="size-4 text-muted-foreground"
              aria-label={conversation.channel === 'sms' ? 'SMS' : t('conversations.conversationRow.email')}
            />
            <DealershipBadge dealershipId={conversation.dealershipId} />
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', status.className)}>
              {status.label}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-950 dark:text-violet-200">
              {conversation.aiPaused ? <HeadsetIcon className="size-3" aria-hidden /> : null}
              {handlerLabel(conversation)}
            </span>
            {lead?.priority ? (
              <StarIcon
                className="size-4 fill-amber-400 text-amber-500"
                aria-label={t('conversations.conversationRow.priorityLead')}
              />
            ) : null}
            <span className="ml-auto text-xs whitespace-nowrap text-muted-foreground">
              {formatRelativeTime(conversation.lastActivity, { now })}
            </span>
          </div>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span className="truncate">{lead?.email ?? t('conversations.conversationRow.noEmail')}</span>
            <span className="truncate">
              {lead?.vehicleInterest ?? t('conversations.conversationRow.noVehicleInterest')}
            </span>
          </p>
          <p className="line-clamp-2 text-sm">
            {last ? last.content : t('conversations.conversationRow.noMessagesYet')}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
            <span className="text-xs text-muted-foreground">
              {t('conversations.conversationRow.messageCount', { count: conversation.messageCount })} ·{' '}
              {conversation.channel.toUpperCase()}
            </span>
            <div className="relative z-10 ml-auto flex flex-wrap gap-2">
              <LeadPageLink leadId={conversation.leadId} />
              <Button
                variant="outline"
                size="sm"
                disabled={!lead}
                onClick={stop(() => lead && onSchedule(lead))}
              >
                <CalendarPlusIcon aria-hidden /> {t('conversations.conversationRow.schedule')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={stop(() => onTransfer(conversation))}
              >
                {conversation.aiPaused ? <BotIcon aria-hidden /> : <HeadsetIcon aria-hidden />}
                {conversation.aiPaused
                  ? t('conversations.conversationRow.resumeAi')
                  : t('conversations.conversationRow.transfer')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!lead || busy}
                aria-pressed={lead?.priority ?? false}
                onClick={stop(() => lead && onPriority(lead))}
              >
                <StarIcon
                  aria-hidden
                  className={lead?.priority ? 'fill-amber-400 text-amber-500' : undefined}
                />{' '}
                {t('conversations.conversationRow.priority')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </li>
  );
}
