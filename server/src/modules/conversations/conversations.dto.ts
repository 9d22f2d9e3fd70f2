import type { Conversation, Message, Sender } from '@lead-manager/contracts/conversations';
import type { LeadRow } from '../leads/leads.queries';
import { toLeadDto } from '../leads/leads.service';
import type { conversations, messages } from './conversations.tables';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type { LeadRow };
/** A message as the lists read it: with the name of the person who wrote it, when one did. */
export type MessageWithAuthor = MessageRow & { authorName?: string | null };

const SENDERS: readonly string[] = ['ai', 'customer', 'agent'];

/** Any sender other than ai or customer is a person of the store, shown as agent. */
const senderOf = (value: string): Sender => (SENDERS.includes(value) ? (value as Sender) : 'agent');

export function toMessageDto(row: MessageWithAuthor): Message {
  return {
    id: row.id,
    sender: senderOf(row.sender),
    ...(row.authorName ? { authorName: row.authorName } : {}),
    // The web colours a person by their id, the same in a thread as on Team and in the owner pickers.
    ...(row.authorName && row.authorUserId ? { authorUserId: row.authorUserId } : {}),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.subject ? { subject: row.subject } : {}),
    channel: row.channel === 'email' ? 'email' : 'sms',
    status: row.status as Message['status'],
    ...(row.status === 'failed' && row.error ? { failureReason: row.error } : {}),
    ...(row.status === 'queued' && row.scheduledAt
      ? {
          scheduledAt: row.scheduledAt.toISOString(),
          ...(row.scheduledTimeZone ? { scheduledTimeZone: row.scheduledTimeZone } : {}),
        }
      : {}),
  };
}

/** `messages` oldest first; `messageCount` when they are not all of them (a list showing the newest only). */
export function toConversationDto(
  row: ConversationRow,
  messageRows: MessageWithAuthor[],
  lead?: LeadRow,
  messageCount = messageRows.length,
): Conversation {
  return {
    id: row.id,
    leadId: row.leadId,
    dealershipId: row.dealershipId,
    channel: row.channel === 'email' ? 'email' : 'sms',
    messages: messageRows.map(toMessageDto),
    messageCount,
    isActive: row.isActive,
    aiPaused: row.aiPaused,
    lastActivity: row.lastActivity.toISOString(),
    createdAt: row.createdAt.toISOString(),
    ...(lead ? { lead: toLeadDto(lead) } : {}),
  };
}
