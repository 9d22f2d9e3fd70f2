import type { Message } from '@lead-manager/contracts/conversations';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { DealershipRow } from '../dealerships/dealerships.service';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import type { createDelivery } from './conversations.delivery';
import { type LeadRow, toMessageDto } from './conversations.dto';
import { conversationEvent, type createPublisher } from './conversations.events';
import type { createFollowUpSchedule } from './conversations.follow-ups';
import { deliverMessageJob } from './conversations.jobs';
import { conversationKey, insertOutboundMessages, upsertConversations } from './conversations.repo';
import {
  type Addressed,
  addressFor,
  type OutgoingMessage,
  type QueueOptions,
  subjectFor,
} from './outgoing-message';

/** How messages to leads are written, queued and (in the writer's turn, when asked) sent: the service's one way. */
export function createMessageQueue(
  { db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>,
  {
    delivery,
    optOuts,
    followUps,
    publish,
    leads,
  }: {
    delivery: ReturnType<typeof createDelivery>;
    optOuts: OptOutsService;
    followUps: ReturnType<typeof createFollowUpSchedule>;
    publish: ReturnType<typeof createPublisher>;
    leads?: { markActed(tx: Db, leadId: number): Promise<void> };
  },
) {
  /**
   * Stores queued outbound messages and their delivery jobs in one transaction (a batch of first contacts writes
   * all its greetings at once), then announces them. An SMS due in the recipient's quiet hours gets a job that
   * starts at 8:00 their time. A person writing stops the follow-ups. One message per lead and channel.
   */
  async function queueMessages(batch: Addressed[], options: QueueOptions = {}): Promise<Message[]> {
    const planned = batch.map(({ lead, dealership, outgoing }) => {
      const address = addressFor(lead, outgoing.channel);
      const content = outgoing.content.trim();
      if (!content)
        throw badRequest('Message is required', [{ path: 'message', message: 'Message is required' }]);
      const hold =
        outgoing.channel === 'sms' && !options.compliance
          ? delivery.smsHold(lead.phone, dealership.timezone)
          : undefined;
      const subject = subjectFor(outgoing.channel, outgoing.subject, dealership.name);
      return { lead, dealership, outgoing, address, content, subject, hold };
    });
    // Staff hear it at once (409) instead of seeing the message fail later; the assistant's are stopped at delivery.
    for (const { dealership, outgoing, address } of planned)
      if (outgoing.sender === 'agent' && !options.compliance)
        await optOuts.assertMayWrite(dealership, outgoing.channel, address);
    const written = await db.transaction(async (tx) => {
      // First: the follow-ups take their leads' locks, which a customer's reply takes before its conversation row.
      await options.inTransaction?.(tx);
      // The leads were read in the caller's scope (or are the assistant's, which serves every store).
      const opened = await upsertConversations(
        tx,
        ALL_DEALERSHIPS,
        planned.map(({ lead, outgoing }) => ({ lead, channel: outgoing.channel })),
        { reopen: true },
      );
      const withConversations = planned.map((plan) => {
        const conversation = opened.get(conversationKey(plan.lead.id, plan.outgoing.channel));
        if (!conversation) throw new Error('conversation upsert returned no row');
        return { ...plan, conversation };
      });
      const messageRows = await insertOutboundMessages(
        tx,
        withConversations.map(({ conversation, outgoing, content, subject, hold }) => ({
          conversationId: conversation.id,
          channel: outgoing.channel,
          sender: outgoing.sender,
          content,
          subject,
          ...(outgoing.sender === 'agent' && outgoing.authorUserId
            ? { authorUserId: outgoing.authorUserId }
            : {}),
          ...(hold ? { scheduledAt: hold.at, scheduledTimeZone: hold.timeZone } : {}),
        })),
      );
      const rows = withConversations.map((plan) => {
        const message = messageRows.find((m) => m.conversationId === plan.conversation.id);
        if (!message) throw new Error('message insert returned no row');
        return { ...plan, message, inline: options.deliverNow === true && !plan.hold };
      });
      const queued = rows.filter((row) => !row.inline);
      await jobs.sendMany(
        deliverMessageJob,
        queued.map(({ message }) => ({
          messageId: message.id,
          ...(options.compliance ? { compliance: true } : {}),
        })),
        { tx, startAfter: queued.map(({ hold }) => hold?.at) },
      );
      for (const { lead, outgoing } of rows)
        if (outgoing.sender === 'agent') {
          await followUps.cancelFollowUps(ALL_DEALERSHIPS, lead.id, 'staff_took_over', { tx });
          // A person answered: the lead's response window stops.
          await leads?.markActed(tx, lead.id);
        }
      return rows;
    });
    const inline = written.filter((row) => row.inline);
    // One announcement per message instead of two on a burst: the delivery's, or this one when it only left a job.
    const announced = inline.length
      ? await delivery.deliverMany(
          inline.map(({ message, conversation, lead, dealership }) => ({
            message,
            conversation,
            phone: lead.phone,
            email: lead.email,
            timezone: dealership.timezone,
            dealership,
          })),
          { inline: true, compliance: options.compliance },
        )
      : [];
    const announcedIds = new Set(inline.flatMap((row, index) => (announced[index] ? [row.message.id] : [])));
    await publish(
      written
        .filter(({ message }) => !announcedIds.has(message.id))
        .map(({ conversation, outgoing }) => conversationEvent(conversation, outgoing.sender)),
    );
    return written.map(({ message }) => toMessageDto(message));
  }

  async function queueMessage(
    lead: LeadRow,
    dealership: DealershipRow,
    outgoing: OutgoingMessage,
    options: QueueOptions = {},
  ): Promise<Message> {
    const [message] = await queueMessages([{ lead, dealership, outgoing }], options);
    if (!message) throw new Error('message was not queued');
    return message;
  }

  return { queueMessages, queueMessage };
}
