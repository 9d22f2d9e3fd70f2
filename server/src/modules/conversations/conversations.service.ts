import type {
  Conversation,
  Message,
  SendConversationMessageSchema,
} from '@lead-manager/contracts/conversations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { MessageSender } from '../../integrations/messaging/message-sender';
import { createMessageSender } from '../../integrations/messaging/provider-sender';
import { badRequest, notFound } from '../../lib/http-errors';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { DealershipRow } from '../dealerships/dealerships.service';
import { createDealershipsService, type DealershipsService } from '../dealerships/dealerships.service';
import { getLeadWithDealership } from '../leads/leads.queries';
import { createOptOutsService, type OptOutsService } from '../opt-outs/opt-outs.service';
import { createDelivery } from './conversations.delivery';
import { type ConversationRow, type LeadRow, toConversationDto, toMessageDto } from './conversations.dto';
import { conversationEvent, createPublisher } from './conversations.events';
import { createFollowUpSchedule } from './conversations.follow-ups';
import { createInbound } from './conversations.inbound';
import { deliverMessageJob } from './conversations.jobs';
import { createConversationLists } from './conversations.list';
import { findLeadsWithMessages } from './conversations.queries';
import {
  findMessagesOfConversations,
  getConversationForJob,
  getConversationWithLead,
  getMessageWithLead,
  insertHandover,
  updateConversation,
} from './conversations.repo';
import { findQueuedAssistantMessages } from './delivery.repo';

export type { FollowUpCancelReason } from './conversations.follow-ups';
export type { ProviderStatusReport } from './conversations.inbound';

export type { Addressed, OutgoingMessage, QueueOptions } from './outgoing-message';

import { createMessageQueue } from './message-queue';
import type { Addressed, OutgoingMessage, QueueOptions } from './outgoing-message';

export interface ConversationsServiceOptions {
  /** A person's reply stops the lead's response window (services.ts wires the leads service). */
  leads?: { markActed(tx: Db, leadId: number): Promise<void> };
  /** Wired by services.ts (tests that build this service alone get their own). */
  dealerships?: DealershipsService;
  optOuts?: OptOutsService;
  /** Where outbound messages go; the logging sender when no provider is configured (and in tests). */
  sender?: MessageSender;
}

export function createConversationsService(
  deps: ServiceDeps,
  serviceOptions: ConversationsServiceOptions = {},
) {
  const { db, jobs, logger } = deps;
  const sender = serviceOptions.sender ?? createMessageSender(deps.config, logger);
  const publish = createPublisher(deps);
  const followUps = createFollowUpSchedule(db, logger);
  const dealerships = serviceOptions.dealerships ?? createDealershipsService(deps);
  const optOuts = serviceOptions.optOuts ?? createOptOutsService(deps, { dealerships });

  const delivery = createDelivery(
    deps,
    sender,
    {
      changed: (rows, sent) =>
        publish(rows.map((row, index) => conversationEvent(row, undefined, sent?.[index]))),
      async providerOptOut(conversation, store, channel, address) {
        await optOuts.optOut(optOuts.keyOf(store, channel, address), {
          method: 'carrier',
          reason: 'Twilio 21610',
          leadId: conversation.leadId,
        });
        await followUps.cancelFollowUps(ALL_DEALERSHIPS, conversation.leadId, 'opted_out');
      },
    },
    { dealerships, optOuts },
  );

  const { queueMessages, queueMessage } = createMessageQueue(deps, {
    delivery,
    optOuts,
    followUps,
    publish,
    leads: serviceOptions.leads,
  });

  return {
    ...createConversationLists(deps, optOuts),

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
      // A person took over: the automated follow-ups stop.
      if (patch.aiPaused) await followUps.cancelFollowUps(scope, row.leadId, 'staff_took_over');
      const messageRows = await findMessagesOfConversations(db, scope, [id]);
      if (hasChanges) await publish(conversationEvent(row));
      return toConversationDto(row, messageRows, found.lead);
    },

    /** Writes to a lead on a channel, opening the conversation on first use. Used by routes and other modules. */
    async sendToLead(
      scope: Scope,
      leadId: number,
      outgoing: OutgoingMessage,
      options: QueueOptions = {},
    ): Promise<Message> {
      const found = await getLeadWithDealership(db, scope, leadId);
      if (!found) throw notFound('Lead');
      return queueMessage(found.lead, found.dealership, outgoing, options);
    },

    /**
     * The assistant's messages: the lead and its store as the caller has just read them (not scoped; one read less
     * per message, which counts when a burst of new leads is greeted).
     */
    sendToLeadRow: (
      lead: LeadRow,
      dealership: DealershipRow,
      outgoing: OutgoingMessage,
      options: QueueOptions = {},
    ): Promise<Message> => queueMessage(lead, dealership, outgoing, options),

    /** `sendToLeadRow` for a batch (the greetings of a burst of new leads): one transaction, one per lead. */
    sendToLeadRows: (batch: Addressed[], options: QueueOptions = {}): Promise<Message[]> =>
      queueMessages(batch, options),

    /** Staff write into a known conversation; `type` must be that conversation's channel. */
    async sendToConversation(
      scope: Scope,
      input: z.output<typeof SendConversationMessageSchema>,
      authorUserId?: number,
    ): Promise<Message> {
      const found = await getConversationWithLead(db, scope, input.conversationId);
      if (!found) throw notFound('Conversation');
      if (found.conversation.channel !== input.type) {
        const message = `type must be ${found.conversation.channel}, the channel of this conversation`;
        throw badRequest(message, [{ path: 'type', message }]);
      }
      const withStore = await getLeadWithDealership(db, scope, found.lead.id);
      if (!withStore) throw notFound('Conversation');
      return queueMessage(withStore.lead, withStore.dealership, {
        channel: input.type,
        content: input.message,
        subject: input.subject,
        sender: 'agent',
        ...(authorUserId ? { authorUserId } : {}),
      });
    },

    /** Which of these leads have any message (a batch of first contacts; not scoped). */
    leadsWithMessages: (leadIds: number[]) => findLeadsWithMessages(db, ALL_DEALERSHIPS, leadIds),

    /**
     * For a job run again after its process stopped: the assistant's messages to the lead that `deliverNow` left
     * queued get delivery jobs (rarely one that still has its own: the later job finds it sent).
     */
    async requeueUndelivered(leadId: number) {
      const ids = await findQueuedAssistantMessages(db, ALL_DEALERSHIPS, leadId);
      await jobs.sendMany(
        deliverMessageJob,
        ids.map((messageId) => ({ messageId })),
      );
      if (ids.length) deps.logger.warn({ leadId, messages: ids.length }, 'undelivered messages requeued');
    },

    /** The delivery job (see conversations.delivery.ts). */
    deliverMessage: (messageId: number, options: QueueOptions = {}) =>
      delivery.deliverMessage(messageId, options),

    ...createInbound(db, publish),

    /** One message as the API shows it, with its conversation and lead (outbound webhooks); undefined if gone. */
    async message(scope: Scope, messageId: number) {
      const found = await getMessageWithLead(db, scope, messageId);
      if (!found) return undefined;
      const { message, conversation, lead } = found;
      return { message: toMessageDto(message), direction: message.direction, conversation, lead };
    },

    /** The conversation with lead and dealership plus its messages, for jobs (not scoped). */
    async getForAssistant(conversationId: number) {
      const found = await getConversationForJob(db, ALL_DEALERSHIPS, conversationId);
      if (!found) return undefined;
      return { ...found, messages: await findMessagesOfConversations(db, ALL_DEALERSHIPS, [conversationId]) };
    },

    /** Hands a conversation to staff (or back), as Transfer to Agent does. Not scoped (the assistant). */
    async setAiPaused(conversation: ConversationRow, aiPaused: boolean) {
      const row = await updateConversation(db, { all: true }, conversation.id, { aiPaused });
      if (aiPaused) await followUps.cancelFollowUps(ALL_DEALERSHIPS, conversation.leadId, 'staff_took_over');
      if (row) await publish(conversationEvent(row));
      return row;
    },

    /** The assistant hands a conversation to staff: paused, follow-ups stopped, and the reason kept for reports. */
    async handOver(conversation: ConversationRow, reason: { kind: string; detail: string }) {
      await insertHandover(db, {
        conversationId: conversation.id,
        reason: reason.kind,
        detail: reason.detail.slice(0, 500),
      });
      const row = await updateConversation(db, { all: true }, conversation.id, { aiPaused: true });
      await followUps.cancelFollowUps(ALL_DEALERSHIPS, conversation.leadId, 'staff_took_over');
      if (row) await publish(conversationEvent(row));
      return row;
    },

    ...followUps,
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
