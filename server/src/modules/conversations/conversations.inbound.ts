import type { Channel } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { Db } from '../../db/client';
import { twilioFailureReason } from '../../integrations/sms/twilio-errors';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ConversationRow, LeadRow, MessageRow } from './conversations.dto';
import { conversationEvent } from './conversations.events';
import { insertInboundMessage, upsertConversation } from './conversations.repo';
import { findMessageByProviderId, updateProviderStatus } from './delivery.repo';
import { cancelPendingFollowUps, lockFollowUpsOf } from './follow-ups.repo';

export interface IncomingMessage {
  lead: LeadRow;
  channel: Channel;
  content: string;
  subject?: string;
  providerMessageId?: string;
}

/** A delivery report as Twilio posts it (MessageSid, MessageStatus, ErrorCode, ErrorMessage). */
export interface ProviderStatusReport {
  providerMessageId: string;
  providerStatus: string;
  errorCode?: string;
  errorMessage?: string;
}

/** Twilio's status words mapped onto ours; the rest (queued, sending, accepted…) change nothing. */
const PROVIDER_STATUSES: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** Thrown inside the transaction to undo the conversation upsert of a message already stored. */
class AlreadyStored extends Error {}

/** What reaches us from outside: customers' messages and providers' delivery reports. */
export function createInbound(db: Db, publish: (event: RealtimeEvent) => Promise<void>) {
  return {
    /**
     * Stores a customer's message in the lead's conversation of that channel and stops the pending follow-ups
     * (the lead replied). Undefined when the provider id was seen before: a webhook delivered twice, which then
     * changes nothing (no new conversation, no newer activity) and announces nothing.
     */
    async receive(
      incoming: IncomingMessage,
      afterStore?: (tx: Db, stored: { conversation: ConversationRow; message: MessageRow }) => Promise<void>,
    ) {
      const stored = await db
        .transaction(async (tx) => {
          const conversation = await upsertConversation(tx, ALL_DEALERSHIPS, incoming.lead, incoming.channel);
          const message = await insertInboundMessage(tx, {
            conversationId: conversation.id,
            channel: incoming.channel,
            content: incoming.content,
            subject: incoming.subject,
            providerMessageId: incoming.providerMessageId,
          });
          if (!message) throw new AlreadyStored();
          await lockFollowUpsOf(tx, [incoming.lead.id]);
          await cancelPendingFollowUps(tx, ALL_DEALERSHIPS, incoming.lead.id);
          // The caller's follow-on job (the assistant's reply) commits with the message or not at all.
          await afterStore?.(tx, { conversation, message });
          return { conversation, message };
        })
        .catch((err) => {
          if (err instanceof AlreadyStored) return undefined;
          throw err;
        });
      if (stored) await publish(conversationEvent(stored.conversation, 'customer', stored.message));
      return stored;
    },

    /** A provider's delivery report (Twilio status callback) onto the message it names. */
    async applyProviderStatus(report: ProviderStatusReport) {
      const { providerMessageId, providerStatus } = report;
      const status = PROVIDER_STATUSES[providerStatus.toLowerCase()];
      if (!status) return false;
      const found = await findMessageByProviderId(db, ALL_DEALERSHIPS, providerMessageId);
      if (!found) return false;
      const error =
        status === 'failed'
          ? twilioFailureReason(providerStatus, report.errorCode, report.errorMessage)
          : null;
      const changed = await updateProviderStatus(db, ALL_DEALERSHIPS, providerMessageId, status, error);
      if (changed) {
        productMetrics.deliveries.inc({ channel: found.conversation.channel, status });
        await publish(conversationEvent(found.conversation));
      }
      return changed;
    },

    /** The conversation an email replies to, found by the Message-ID we gave an earlier email. */
    async conversationOfProviderId(providerMessageId: string) {
      return (await findMessageByProviderId(db, ALL_DEALERSHIPS, providerMessageId))?.conversation;
    },
  };
}
