import type { Conversation } from '@lead-manager/contracts/conversations';
import type { RefObject } from 'react';
import { formatMessageTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { messageSpeaker } from './conversation-utils';

/** A conversation's messages: the customer on the left, the store (AI, agent) on the right, newest at the bottom. */
export function MessageThread({
  messages,
  scrollRef,
}: {
  messages: Conversation['messages'];
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={scrollRef}
      className="max-h-64 flex-1 space-y-3 overflow-y-auto p-4"
      aria-live="polite"
      data-testid="thread"
    >
      {messages.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          No messages yet. Start the conversation!
        </p>
      ) : (
        messages.map((m) => {
          const speaker = messageSpeaker(m.sender);
          return (
            <div key={m.id} className={cn('flex', speaker.row)} data-side={speaker.side}>
              <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2 text-sm', speaker.bubble)}>
                {m.subject ? <p className="mb-1 font-semibold">Subject: {m.subject}</p> : null}
                <p className="break-words whitespace-pre-wrap">{m.content}</p>
                <p className={cn('mt-1 text-[11px]', speaker.meta)}>
                  {speaker.side === 'store' ? `${speaker.label} · ` : ''}
                  {formatMessageTime(m.timestamp)}
                </p>
              </div>
            </div>
          );
        })
      )}
    </div>
  );
}
