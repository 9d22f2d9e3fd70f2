import type { Channel, Conversation } from '@lead-manager/contracts/conversations';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationListItem } from './conversation-list-item';

/** Moves focus to the previous or next row with ↑/↓ (Enter then opens the focused one, as a button does). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-row]')];
  if (rows.length === 0) return;
  event.preventDefault();
  const at = rows.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    at === -1 ? 0 : event.key === 'ArrowDown' ? Math.min(at + 1, rows.length - 1) : Math.max(at - 1, 0);
  rows[next]?.focus();
}

/** The inbox's conversations, one row each, with keyboard movement between rows. */
export function InboxList({
  channel,
  items,
  selectedId,
  now,
  onSelect,
}: {
  channel: Channel;
  items: Conversation[];
  selectedId: number | null;
  now: Date;
  onSelect: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className="-mx-1 space-y-1"
      aria-label={t(channel === 'sms' ? 'conversations.inboxList.sms' : 'conversations.inboxList.email')}
      onKeyDown={moveFocus}
    >
      {items.map((c) => (
        <li key={c.id}>
          <ConversationListItem
            conversation={c}
            channel={channel}
            active={c.id === selectedId}
            now={now}
            onSelect={() => onSelect(c)}
          />
        </li>
      ))}
    </ul>
  );
}
