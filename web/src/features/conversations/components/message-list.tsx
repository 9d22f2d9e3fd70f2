import type { Message } from '@lead-manager/contracts/conversations';
import { BotIcon, HeadsetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '@/components/initials-avatar';
import { formatThreadDay, formatTime, groupByDay } from '@/lib/format-time';
import { cn } from '@/lib/utils';
import { messageSpeaker } from './conversation-utils';
import { DeliveryStatus } from './delivery-status';

/**
 * A conversation's messages under a header per day, each with its time: the customer on the left, the store on the
 * right with who wrote it (the inboxes and the conversation dialog show them the same way).
 */
export function MessageList({
  messages,
  now,
  showChannel = false,
}: {
  messages: readonly Message[];
  now?: Date;
  /** A lead's whole conversation (SMS and e-mail in one thread): each message says which it came by. */
  showChannel?: boolean;
}) {
  return (
    <>
      {groupByDay(messages, (m) => m.timestamp).map((group) => (
        <section key={group.day} aria-label={formatThreadDay(group.first, now)} className="space-y-3">
          {/* The day stays in view on an opaque band as wide as the bubbles, so a message scrolling under it is
              hidden rather than overlapped (the thread's scroller has no top padding for bubbles to show through). */}
          <div className="sticky top-0 z-10 flex justify-center bg-card py-2" data-testid="thread-day-band">
            <h3
              className="rounded-full border bg-card px-3 py-0.5 text-xs font-medium text-muted-foreground"
              data-testid="thread-day"
            >
              {formatThreadDay(group.first, now)}
            </h3>
          </div>
          {group.items.map((m) => (
            <MessageBubble key={m.id} message={m} showChannel={showChannel} />
          ))}
        </section>
      ))}
    </>
  );
}

function MessageBubble({ message: m, showChannel }: { message: Message; showChannel: boolean }) {
  const { t } = useTranslation();
  const speaker = messageSpeaker(m);
  return (
    <div
      className={cn('flex items-end gap-2', speaker.row)}
      data-side={speaker.side}
      data-kind={speaker.kind}
    >
      <div className={cn('max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-xs', speaker.bubble)}>
        {speaker.side === 'store' ? (
          <p className="mb-0.5 text-xs font-semibold" data-testid="message-author">
            {speaker.label}
          </p>
        ) : null}
        {m.subject ? (
          <p className="mb-1 font-semibold">
            {t('conversations.messageList.subject', { subject: m.subject })}
          </p>
        ) : null}
        <p className="break-words whitespace-pre-wrap">{m.content}</p>
        <p className={cn('mt-1 flex flex-wrap items-center gap-x-1 text-[11px]', speaker.meta)}>
          <time dateTime={m.timestamp}>{formatTime(m.timestamp)}</time>
          {showChannel ? (
            <span data-testid="message-channel">
              · {m.channel === 'email' ? t('conversations.conversationDialog.email') : 'SMS'}
            </span>
          ) : null}
          {speaker.side === 'store' ? <span aria-hidden>·</span> : null}
          <DeliveryStatus message={m} />
        </p>
      </div>
      {speaker.kind === 'ai' ? (
        <span
          aria-hidden
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-700 text-white"
        >
          <BotIcon className="size-4" />
        </span>
      ) : speaker.kind === 'agent' && m.authorName ? (
        <InitialsAvatar id={m.authorUserId} name={m.authorName} className="size-7 text-[11px]" />
      ) : speaker.kind === 'agent' ? (
        <span
          aria-hidden
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-900"
        >
          <HeadsetIcon className="size-4" />
        </span>
      ) : null}
    </div>
  );
}
