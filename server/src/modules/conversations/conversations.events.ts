import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { ServiceDeps } from '../../service-deps';
import type { ConversationRow } from './conversations.dto';

/**
 * CONVERSATION_UPDATED for a row: every write to a conversation or its messages announces one after commit —
 * screens refresh on it and the list's cached counts (conversations.list.ts) are dropped by it. `message`: the
 * message received, or sent to its provider, that caused it (outbound webhooks announce it).
 */
export const conversationEvent = (
  row: ConversationRow,
  from?: 'ai' | 'agent' | 'customer',
  message?: { id: number },
): RealtimeEvent => ({
  type: 'CONVERSATION_UPDATED',
  data: {
    conversationId: row.id,
    leadId: row.leadId,
    dealershipId: row.dealershipId,
    channel: row.channel === 'email' ? 'email' : 'sms',
    ...(from ? { sender: from } : {}),
    ...(message ? { messageId: message.id } : {}),
  },
});

/** Realtime is best effort: the write has committed, so a failed push must not fail the call. */
export function createPublisher({ events, logger }: Pick<ServiceDeps, 'events' | 'logger'>) {
  return async (event: RealtimeEvent | RealtimeEvent[]) => {
    const all = Array.isArray(event) ? event : [event];
    if (all.length === 0) return;
    await (all.length === 1 && all[0] ? events.publish(all[0]) : events.publishAll(all)).catch((err) =>
      logger.warn({ err, types: all.map((e) => e.type) }, 'event publish failed'),
    );
  };
}
