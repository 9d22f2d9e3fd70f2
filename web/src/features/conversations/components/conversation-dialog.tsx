import type { Channel } from '@lead-manager/contracts/conversations';
import type { Lead } from '@lead-manager/contracts/leads';
import { CalendarPlusIcon, HeadsetIcon, SendIcon, StarIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LeadLanguageBadge } from '@/components/lead-language-badge';
import { LeadPageLink } from '@/components/lead-page-link';
import { PhoneNumber } from '@/components/phone-number';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { DisabledWithReason } from '@/components/ui/tooltip';
import { useDealership } from '@/hooks/use-dealerships';
import { useNow } from '@/hooks/use-now';
import { toast } from '@/lib/toast-store';
import { useConversations } from '../api/get-conversations';
import { useSendLeadMessage } from '../api/send-lead-message';
import { useReplyDraft } from '../hooks/use-reply-draft';
import { AgentToggleButton } from './agent-toggle-button';
import { ChannelSwitch } from './channel-switch';
import { blankSubjectFallback } from './conversation-utils';
import { latestChannel } from './latest-channel';
import { MessageList } from './message-list';
import { OptOutNotice, optOutOf } from './opt-out-notice';
import { TypingIndicator } from './typing-indicator';

type ConversationDialogProps = {
  lead: Lead;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialChannel?: Channel;
  onSchedule?: (lead: Lead) => void;
  onMarkPriority?: (lead: Lead) => void;
  priorityPending?: boolean;
};

function ConversationDialog({
  lead,
  open,
  onOpenChange,
  initialChannel,
  onSchedule,
  onMarkPriority,
  priorityPending,
}: ConversationDialogProps) {
  const { t } = useTranslation();
  const now = useNow();
  const dealership = useDealership(lead.dealershipId);
  const conversations = useConversations({ leadId: lead.id, limit: 20 }, { enabled: open });
  // Unless told, the dialog opens on the channel of the lead's latest message (SMS when there is none), chosen
  // once the thread has loaded so a message arriving later does not switch it.
  const [picked, setChannel] = useState<Channel | undefined>(initialChannel);
  const opening = conversations.data ? (latestChannel(conversations.data.items) ?? 'sms') : undefined;
  useEffect(() => {
    if (!picked && opening) setChannel(opening);
  }, [picked, opening]);
  const channel = picked ?? opening ?? 'sms';
  const {
    draft: { text },
    setText,
    clear,
  } = useReplyDraft(lead.id, channel);
  const send = useSendLeadMessage();
  const listRef = useRef<HTMLDivElement>(null);

  // The active conversation on the chosen channel (or the latest on it).
  const conversation = useMemo(() => {
    const onChannel = (conversations.data?.items ?? []).filter((c) => c.channel === channel);
    return onChannel.find((c) => c.isActive) ?? onChannel[0];
  }, [conversations.data, channel]);
  const messages = conversation?.messages ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list or the pending state changes
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, send.isPending, channel, open]);

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(
      {
        leadId: lead.id,
        message,
        channel,
        subject: channel === 'email' ? blankSubjectFallback(dealership?.name) : undefined,
      },
      { onSuccess: clear },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // Escape, the close button or a click outside: the typed reply stays, and the person is told so.
  const changeOpen = (next: boolean) => {
    if (!next && text.trim())
      toast({
        title: t('conversations.draft.kept'),
        description: t('conversations.draft.keptFor', { name: lead.name }),
      });
    onOpenChange(next);
  };

  const placeholder = t('conversations.conversationDialog.typeYourMessageFor', {
    channel: channel.toUpperCase(),
  });
  // The lead embedded in its conversations is the freshest (a STOP or a detected language updates it).
  const freshLead = conversations.data?.items[0]?.lead ?? lead;
  const optOut = optOutOf(freshLead, channel);
  const noticeId = `dialog-opt-out-${lead.id}`;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="flex max-h-[80vh] max-w-2xl flex-col gap-3 overflow-hidden p-0 sm:p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4">
          <div className="flex items-center gap-3">
            <InitialsAvatar id={lead.id} name={lead.name} />
            <div className="min-w-0">
              {/* Wraps rather than cuts: on a phone the customer's name is the part that would be lost. */}
              <DialogTitle className="pr-6 break-words">
                {t('conversations.conversationDialog.aiConversation', { name: lead.name })}
              </DialogTitle>
              <DialogDescription className="mt-1 flex flex-wrap items-center gap-2">
                <span>
                  {lead.vehicleInterest || t('conversations.conversationDialog.noVehicleInterestYet')}
                </span>
                <PhoneNumber phone={lead.phone} />
                <DealershipBadge dealershipId={lead.dealershipId} />
                <LeadLanguageBadge language={freshLead.language} />
                {lead.priority ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-300">
                    <StarIcon className="size-3 fill-current" aria-hidden />{' '}
                    {t('conversations.conversationDialog.priority')}
                  </span>
                ) : null}
              </DialogDescription>
            </div>
          </div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <ChannelSwitch channel={channel} onChange={setChannel} />
            {/* The draft is kept per lead and channel: the page's reply box shows it. */}
            <LeadPageLink leadId={lead.id} onNavigate={() => onOpenChange(false)} />
          </div>
        </DialogHeader>

        <div
          ref={listRef}
          className="min-h-40 flex-1 space-y-2 overflow-y-auto px-5 pb-3"
          aria-live="polite"
          data-testid="conversation-messages"
        >
          {conversations.isPending ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {t('conversations.conversationDialog.loadingMessages')}
            </p>
          ) : messages.length === 0 && !send.isPending ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {t('conversations.conversationDialog.noMessagesYetStartThe')}
            </p>
          ) : (
            <MessageList messages={messages} now={now} />
          )}
          {send.isPending ? <TypingIndicator /> : null}
        </div>

        <div className="space-y-3 border-t px-5 pt-3 pb-5">
          <div className="flex items-end gap-2">
            <label htmlFor={`dialog-message-${lead.id}`} className="sr-only">
              {t('conversations.conversationDialog.message')}
            </label>
            <Textarea
              id={`dialog-message-${lead.id}`}
              rows={1}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              className="max-h-32 min-h-10 resize-none"
              disabled={optOut !== undefined}
              aria-describedby={optOut ? noticeId : undefined}
            />
            <Button
              aria-label={t('conversations.conversationDialog.sendMessage')}
              size="icon"
              className="size-10"
              onClick={submit}
              disabled={!text.trim() || send.isPending || optOut !== undefined}
            >
              <SendIcon aria-hidden />
            </Button>
          </div>
          {optOut ? <OptOutNotice id={noticeId} optOut={optOut} channel={channel} /> : null}
          <div className="flex flex-wrap gap-2">
            {conversation ? (
              <AgentToggleButton conversation={conversation} leadName={lead.name} />
            ) : (
              <DisabledWithReason reason={t('conversations.conversationDialog.sendFirstToTransfer')}>
                <HeadsetIcon aria-hidden /> {t('conversations.conversationDialog.transferToAgent')}
              </DisabledWithReason>
            )}
            <Button variant="outline" size="sm" onClick={() => onSchedule?.(lead)} disabled={!onSchedule}>
              <CalendarPlusIcon aria-hidden /> {t('conversations.conversationDialog.scheduleAppointment')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onMarkPriority?.(lead)}
              disabled={!onMarkPriority || priorityPending}
              className={lead.priority ? 'border-amber-400 bg-amber-50 dark:bg-amber-950' : undefined}
            >
              <StarIcon aria-hidden className={lead.priority ? 'fill-amber-400 text-amber-500' : undefined} />
              {lead.priority
                ? t('conversations.conversationDialog.removePriority')
                : t('conversations.conversationDialog.markPriority')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default ConversationDialog;
