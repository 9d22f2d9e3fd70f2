import type {
  Channel,
  Conversation,
  ConversationListQuerySchema,
  Message,
  SendConversationMessageSchema,
} from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import { createLoggingSender } from '../../integrations/messaging/logging-sender';
import { type MessageSender, PermanentDeliveryError } from '../../integrations/messaging/message-sender';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../services';
import {
  type ConversationRow,
  type LeadRow,
  type MessageRow,
  toConversationDto,
  toMessageDto,
} from './conversations.dto';
import { deliverMessageJob } from './conversations.jobs';
import {
  findConversationPage,
  findMessagesOfConversations,
  getConversationWithLead,
  getLeadWithDealership,
  getMessageForDelivery,
  insertOutboundMessage,
  isOptedOut,
  recordDelivery,
  recordDeliveryError,
  updateConversation,
  upsertConversation,
} from './conversations.repo';

export const DEFAULT_PAGE_SIZE = 100;

export interface OutgoingMessage {
  channel: Channel;
  content: string;
  subject?: string;
  sender: 'ai' | 'agent';
}

export interface ConversationsServiceOptions {
  /** Wired by services.ts; lead rows are read with a join here so lists embed them without extra queries. */
  leads?: unknown;
  /** Where outbound messages go; the logging sender when no provider is configured (and in tests). */
  sender?: MessageSender;
}

/** The address a channel needs, or a 400 naming `channel` when the lead has none. */
function addressFor(lead: LeadRow, channel: Channel): string {
  const address = channel === 'sms' ? lead.phone : lead.email;
  if (!address) {
    const message =
      channel === 'sms' ? 'The lead has no phone number for sms' : 'The lead has no email address';
    throw badRequest(message, [{ path: 'channel', message }]);
  }
  return address;
}

/** Spec §5: a blank email subject becomes 'Follow-up from {dealership name}'; sms has no subject. */
function subjectFor(channel: Channel, subject: string | undefined, dealershipName: string | undefined) {
  if (channel !== 'email') return undefined;
  return subject?.trim() || `Follow-up from ${dealershipName?.trim() || 'Dealership'}`;
}

/** Only a queued outbound message may reach the sender; anything else was delivered, failed or is inbound. */
const isAwaitingDelivery = (message: MessageRow) =>
  message.direction === 'outbound' && message.status === 'queued';

function groupByConversation(rows: MessageRow[]): Map<number, MessageRow[]> {
  const groups = new Map<number, MessageRow[]>();
  for (const row of rows) {
    const group = groups.get(row.conversationId);
    if (group) group.push(row);
    else groups.set(row.conversationId, [row]);
  }
  return groups;
}

export function createConversationsService(deps: ServiceDeps, options: ConversationsServiceOptions = {}) {
  const { db, jobs, logger } = deps;
  const sender = options.sender ?? createLoggingSender(logger);

  /** Realtime is best effort: the write has committed, so a failed push must not fail the call. */
  async function publish(event: RealtimeEvent) {
    await deps.events
      .publish(event)
      .catch((err) => logger.warn({ err, type: event.type }, 'event publish failed'));
  }

  const conversationEvent = (row: ConversationRow, from?: 'ai' | 'agent' | 'customer'): RealtimeEvent => ({
    type: 'CONVERSATION_UPDATED',
    data: {
      conversationId: row.id,
      leadId: row.leadId,
      dealershipId: row.dealershipId,
      channel: row.channel === 'email' ? 'email' : 'sms',
      ...(from ? { sender: from } : {}),
    },
  });

  /** Stores a queued outbound message and its delivery job in one transaction, then announces it. */
  async function queueMessage(
    lead: LeadRow,
    dealershipName: string,
    outgoing: OutgoingMessage,
  ): Promise<Message> {
    addressFor(lead, outgoing.channel);
    const content = outgoing.content.trim();
    if (!content)
      throw badRequest('message is required', [{ path: 'message', message: 'message is required' }]);
    const subject = subjectFor(outgoing.channel, outgoing.subject, dealershipName);
    const { conversation, message } = await db.transaction(async (tx) => {
      const conversation = await upsertConversation(tx, lead, outgoing.channel);
      const message = await insertOutboundMessage(tx, {
        conversationId: conversation.id,
        channel: outgoing.channel,
        sender: outgoing.sender,
        content,
        subject,
      });
      await jobs.send(deliverMessageJob, { messageId: message.id }, { tx });
      return { conversation, message };
    });
    await publish(conversationEvent(conversation, outgoing.sender));
    return toMessageDto(message);
  }

  async function failDelivery(messageId: number, conversation: ConversationRow, error: string) {
    logger.warn({ messageId, error }, 'message not delivered');
    if (await recordDelivery(db, messageId, { status: 'failed', error }))
      await publish(conversationEvent(conversation));
  }

  return {
    async list(scope: Scope, query: z.output<typeof ConversationListQuerySchema>) {
      const { total, rows } = await findConversationPage(db, scope, {
        channel: query.type,
        leadId: query.leadId,
        search: query.search || undefined,
        limit: query.limit ?? DEFAULT_PAGE_SIZE,
        offset: query.offset ?? 0,
      });
      const messageRows = await findMessagesOfConversations(
        db,
        rows.map((r) => r.conversation.id),
      );
      const byConversation = groupByConversation(messageRows);
      const items = rows.map(({ conversation, lead }) =>
        toConversationDto(conversation, byConversation.get(conversation.id) ?? [], lead),
      );
      return { total, items };
    },

    async update(
      scope: Scope,
      id: number,
      patch: { isActive?: boolean; aiPaused?: boolean },
    ): Promise<Conversation> {
      const found = await getConversationWithLead(db, scope, id);
      if (!found) throw notFound('Conversation');
      const hasChanges = patch.isActive !== undefined || patch.aiPaused !== undefined;
      const row = hasChanges ? await updateConversation(db, scope, id, patch) : found.conversation;
      if (!row) throw notFound('Conversation');
      const messageRows = await findMessagesOfConversations(db, [id]);
      if (hasChanges) await publish(conversationEvent(row));
      return toConversationDto(row, messageRows, found.lead);
    },

    /** Writes to a lead on a channel, opening the conversation on first use. Used by routes and other modules. */
    async sendToLead(scope: Scope, leadId: number, outgoing: OutgoingMessage): Promise<Message> {
      const found = await getLeadWithDealership(db, scope, leadId);
      if (!found) throw notFound('Lead');
      return queueMessage(found.lead, found.dealershipName, outgoing);
    },

    /** Staff write into a known conversation; `type` must be that conversation's channel. */
    async sendToConversation(
      scope: Scope,
      input: z.output<typeof SendConversationMessageSchema>,
    ): Promise<Message> {
      const found = await getConversationWithLead(db, scope, input.conversationId);
      if (!found) throw notFound('Conversation');
      if (found.conversation.channel !== input.type) {
        const message = `type must be ${found.conversation.channel}, the channel of this conversation`;
        throw badRequest(message, [{ path: 'type', message }]);
      }
      return queueMessage(found.lead, found.dealershipName, {
        channel: input.type,
        content: input.message,
        subject: input.subject,
        sender: 'agent',
      });
    },

    /**
     * The delivery job. Idempotent: only a queued outbound message reaches the sender. A sender error is
     * rethrown so the queue retries; a permanent one marks the message failed.
     */
    async deliverMessage(messageId: number): Promise<void> {
      const found = await getMessageForDelivery(db, messageId);
      if (!found || !isAwaitingDelivery(found.message)) return;
      const { message, conversation } = found;
      const channel: Channel = message.channel === 'email' ? 'email' : 'sms';
      const to = channel === 'sms' ? found.phone : found.email;
      if (!to)
        return failDelivery(
          messageId,
          conversation,
          `The lead has no ${channel === 'sms' ? 'phone' : 'email'}`,
        );
      if (await isOptedOut(db, conversation.dealershipId, channel, to)) {
        return failDelivery(messageId, conversation, 'The recipient opted out of this channel');
      }
      let result: Awaited<ReturnType<MessageSender['send']>>;
      try {
        result = await sender.send({
          channel,
          to,
          content: message.content,
          idempotencyKey: `message-${message.id}`,
          ...(message.subject ? { subject: message.subject } : {}),
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (err instanceof PermanentDeliveryError) return failDelivery(messageId, conversation, error);
        await recordDeliveryError(db, messageId, error);
        throw err;
      }
      if (await recordDelivery(db, messageId, result)) await publish(conversationEvent(conversation));
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
