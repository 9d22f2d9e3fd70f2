import type { Conversation } from '@lead-manager/contracts/conversations';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageList } from './message-list';

/** An inbox's open thread: fills the height it is given and scrolls, newest at the bottom. */
export function MessageThread({
  messages,
  scrollRef,
}: {
  messages: Conversation['messages'];
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <div
      ref={scrollRef}
      className="min-h-64 flex-1 space-y-2 overflow-y-auto px-4 pb-4"
      aria-live="polite"
      data-testid="thread"
    >
      {messages.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {t('conversations.messageThread.noMessagesYetStartThe')}
        </p>
      ) : (
        <MessageList messages={messages} />
      )}
    </div>
  );
}
