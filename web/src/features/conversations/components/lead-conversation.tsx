import type { Channel } from '@lead-manager/contracts/conversations';
import type { Lead } from '@lead-manager/contracts/leads';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useDealership } from '@/hooks/use-dealerships';
import { useNow } from '@/hooks/use-now';
import { formatDateTime } from '@/lib/format-time';
import { useConversations } from '../api/get-conversations';
import { AgentToggleButton } from './agent-toggle-button';
import { ChannelSwitch } from './channel-switch';
import { latestChannel } from './latest-channel';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';

/** The customer's first words, from the form that brought the lead (shown before any message). */
export type OpeningMessage = { text: string; at: string; source: string };

/**
 * A lead's whole conversation on its page: SMS and e-mail in one thread, oldest first after the form's message, and
 * the reply box with the channel it answers on.
 */
export function LeadConversation({
  lead,
  opening,
  focusReply,
}: {
  lead: Lead;
  opening: OpeningMessage | undefined;
  /** A notice's key (`?reply=`): see ReplyForm's `focusKey`. */
  focusReply?: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const dealership = useDealership(lead.dealershipId);
  const conversations = useConversations({ leadId: lead.id, limit: 20 });
  const items = conversations.data?.items ?? [];
  // Opens on the channel of the latest message (SMS when there is none) until the person picks one.
  const [picked, setChannel] = useState<Channel>();
  const channel = picked ?? latestChannel(items) ?? 'sms';
  const messages = useMemo(
    () =>
      (conversations.data?.items ?? [])
        .flatMap((c) => c.messages)
        .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)),
    [conversations.data],
  );
  const onChannel = items.filter((c) => c.channel === channel);
  const conversation = onChannel.find((c) => c.isActive) ?? onChannel[0];
  const threadRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest message stays in view as messages arrive
  useEffect(() => {
    const el = threadRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const texts =
    channel === 'sms'
      ? {
          placeholder: t('conversations.channelInbox.smsPlaceholder'),
          send: t('conversations.channelInbox.smsSend'),
        }
      : {
          placeholder: t('conversations.channelInbox.emailPlaceholder'),
          send: t('conversations.channelInbox.emailSend'),
        };

  return (
    <Card
      role="region"
      className="flex min-w-0 flex-col gap-0 overflow-hidden p-0 lg:sticky lg:top-20"
      aria-labelledby="lead-conversation"
    >
      <div className="flex flex-wrap items-end justify-between gap-2 border-b px-4 pt-1 pb-3">
        <div>
          <h2 id="lead-conversation" className="mt-3 font-semibold">
            {t('leadPage.conversation.title')}
          </h2>
          <ChannelSwitch channel={channel} onChange={setChannel} />
        </div>
        {conversation ? <AgentToggleButton conversation={conversation} leadName={lead.name} /> : null}
      </div>
      <div
        ref={threadRef}
        className="max-h-[30vh] min-h-32 space-y-2 overflow-y-auto px-4 pb-3 sm:max-h-[45vh] lg:max-h-[60vh]"
        aria-live="polite"
        data-testid="lead-thread"
      >
        {opening ? (
          <figure className="mt-3 rounded-lg border bg-muted/50 p-3 text-sm" data-testid="form-message">
            <figcaption className="mb-1 text-xs text-muted-foreground">
              {t('leadPage.conversation.formMessage', { source: opening.source })} ·{' '}
              <time dateTime={opening.at}>{formatDateTime(opening.at)}</time>
            </figcaption>
            <p className="break-words whitespace-pre-wrap">{opening.text}</p>
          </figure>
        ) : null}
        {conversations.isPending ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('conversations.conversationDialog.loadingMessages')}
          </p>
        ) : messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('conversations.conversationDialog.noMessagesYetStartThe')}
          </p>
        ) : (
          <MessageList messages={messages} now={now} showChannel />
        )}
      </div>
      <ReplyForm
        key={channel}
        leadId={lead.id}
        lead={items[0]?.lead ?? lead}
        conversationId={conversation?.id}
        channel={channel}
        dealershipName={dealership?.name}
        placeholder={texts.placeholder}
        sendLabel={texts.send}
        focusKey={focusReply}
      />
    </Card>
  );
}
