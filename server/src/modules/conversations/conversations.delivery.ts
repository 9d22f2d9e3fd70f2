import type { Channel } from '@lead-manager/contracts/conversations';
import { messageIdDomain } from '../../integrations/email/smtp-sender';
import {
  type EmailThreading,
  type MessageSender,
  type OutboundMessage,
  PermanentDeliveryError,
  type SendResult,
} from '../../integrations/messaging/message-sender';
import { nextAllowedSmsTime, recipientTimeZone } from '../../integrations/sms/quiet-hours';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../service-deps';
import type { DealershipRow, DealershipsService } from '../dealerships/dealerships.service';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import type { ConversationRow, MessageRow } from './conversations.dto';
import { deliverMessageJob } from './conversations.jobs';
import {
  findThreadIds,
  getMessageForDelivery,
  holdForQuietHours,
  markSendStarted,
  recordDelivery,
  recordDeliveryError,
} from './delivery.repo';
import { takeSmsSendSlots } from './sms-send-slots';

/** Only a queued outbound message may reach the sender; anything else was delivered, failed or is inbound. */
const isAwaitingDelivery = (message: MessageRow) =>
  message.direction === 'outbound' && message.status === 'queued';

/** Our Message-ID for an email: stable per message, so a retry carries the same id. */
const emailMessageId = (message: MessageRow, domain: string) =>
  `<lm-${message.id}.${message.createdAt.getTime().toString(36)}@${domain}>`;

/** A queued SMS held until the recipient's quiet hours end. */
export interface SmsHold {
  at: Date;
  timeZone: string;
}

/** A message sent in its writer's turn that the provider refused for now: its delivery job retries it this soon. */
const RETRY_IN_JOB_AFTER_MS = 2_000;

/** What a delivery needs: the message, its conversation, the lead's addresses and the store. */
export type DeliveryTarget = NonNullable<Awaited<ReturnType<typeof getMessageForDelivery>>>;

export interface DeliveryOptions {
  /** The one opt-out confirmation or HELP answer: sent at once, past opt-outs and quiet hours. */
  compliance?: boolean;
  /** The message already holds a send slot of its rate-limited sender. */
  slotTaken?: boolean;
  /** The queue will not retry after this attempt: a provider error now marks the message failed. */
  finalAttempt?: boolean;
  /** Sent in its writer's turn, without a job: a provider error hands it to a delivery job instead of a throw. */
  inline?: boolean;
}

/** A quiet-hours delay shorter than this is not worth a new job. */
const MIN_DELAY_MS = 30_000;
/** A send slot this close is taken at once (a new job would not run sooner). */
const SLOT_SLACK_MS = 50;

export interface DeliveryHooks {
  /** Called after delivery outcomes were recorded (realtime push); `sent`, by index: the message its provider took. */
  changed(conversations: ConversationRow[], sent?: MessageRow[]): Promise<void>;
  /** Called when the provider says the recipient has opted out (Twilio 21610). */
  providerOptOut(
    conversation: ConversationRow,
    store: DealershipRow,
    channel: Channel,
    address: string,
  ): Promise<void>;
}

export function createDelivery(
  deps: ServiceDeps,
  sender: MessageSender,
  hooks: DeliveryHooks,
  others: { dealerships: DealershipsService; optOuts: OptOutsService },
) {
  const { dealerships, optOuts } = others;
  const { db, jobs, logger, config } = deps;
  const domain = messageIdDomain(config.SMTP_FROM ?? config.SMTP_USER);

  /** Marks the message failed; true when that was news (and announced). */
  async function fail(messageId: number, conversation: ConversationRow, error: string) {
    logger.warn({ messageId, error }, 'message not delivered');
    if (!(await recordDelivery(db, ALL_DEALERSHIPS, { messageId, status: 'failed', error }))) return false;
    productMetrics.deliveries.inc({ channel: conversation.channel, status: 'failed' });
    await hooks.changed([conversation]);
    return true;
  }

  async function threadingFor(message: MessageRow): Promise<EmailThreading> {
    const earlier = await findThreadIds(db, ALL_DEALERSHIPS, message.conversationId, message.id);
    const lastInbound = earlier.filter((m) => m.direction === 'inbound').at(-1) ?? earlier.at(-1);
    return {
      messageId: emailMessageId(message, domain),
      ...(lastInbound ? { inReplyTo: lastInbound.id } : {}),
      ...(earlier.length ? { references: earlier.map((m) => m.id).slice(-20) } : {}),
    };
  }

  /** A message sent inline that the provider refused for now: the error is shown and its delivery job retries it. */
  async function retryInJob(messageId: number, error: string) {
    await db.transaction(async (tx) => {
      await recordDeliveryError(tx, ALL_DEALERSHIPS, messageId, error);
      await jobs.send(
        deliverMessageJob,
        { messageId },
        { tx, startAfter: new Date(Date.now() + RETRY_IN_JOB_AFTER_MS) },
      );
    });
  }

  /** The store's own sending identity, when it has one (the senders fall back to the group's). */
  function fromOf(store: DealershipRow, channel: Channel) {
    if (channel === 'sms') {
      const smsFrom = store.smsSender ? dealerships.smsSenderOf(store) : undefined;
      return smsFrom ? { smsFrom } : {};
    }
    const emailFrom = dealerships.emailFromOf(store);
    return emailFrom ? { emailFrom } : {};
  }

  /** Where a message goes: its channel, the lead's address on it (if any) and the store it is sent from. */
  const routeOf = (found: DeliveryTarget) => {
    const channel: Channel = found.message.channel === 'email' ? 'email' : 'sms';
    return { channel, to: channel === 'sms' ? found.phone : found.email, store: found.dealership };
  };

  /**
   * When an SMS to this phone may go out: undefined for now, else the end of the recipient's quiet hours and the
   * zone they were judged in (the thread shows "Sends at 8:00 AM" in it).
   */
  function smsHold(
    phone: string | null,
    dealershipZone: string | null,
    now = new Date(),
  ): SmsHold | undefined {
    const timeZone = recipientTimeZone(phone, dealershipZone, config.GROUP_TIMEZONE);
    const at = nextAllowedSmsTime(now, timeZone);
    return at.getTime() - now.getTime() > MIN_DELAY_MS ? { at, timeZone } : undefined;
  }

  /**
   * The send slots of the texts whose sender has a throughput limit (by index), taken in the batch's order, one
   * statement per sender: a burst is spread in the order its leads came. Texts that will not go now (opted out,
   * held for quiet hours, already holding a slot) take none.
   */
  async function sendSlotsOf(targets: DeliveryTarget[], optedOut: boolean[], options: DeliveryOptions) {
    const waiting = new Map<string, { index: number; perSecond: number }[]>();
    targets.forEach((target, index) => {
      const { channel, to, store } = routeOf(target);
      const sender = dealerships.smsSenderOf(store)?.value;
      if (channel !== 'sms' || !to || !sender || !store.smsMessagesPerSecond || options.slotTaken) return;
      if (optedOut[index] || !isAwaitingDelivery(target.message)) return;
      if (!options.compliance && smsHold(to, target.timezone)) return;
      waiting.set(sender, [...(waiting.get(sender) ?? []), { index, perSecond: store.smsMessagesPerSecond }]);
    });
    const slots = new Map<number, number>();
    for (const [sender, texts] of waiting) {
      const taken = await takeSmsSendSlots(db, sender, texts[0]?.perSecond ?? 1, texts.length);
      for (const [k, { index }] of texts.entries()) slots.set(index, taken[k] ?? Date.now());
    }
    return slots;
  }

  /**
   * One message's way to the sender: the sender's outcome, recorded as it came, or whether it changed and that was
   * announced when it ended before (failed, held for the morning, waiting for a send slot, handed to a job).
   */
  async function attempt(
    found: DeliveryTarget,
    options: DeliveryOptions,
    optedOut: boolean,
    slot: number | undefined,
  ): Promise<boolean | SendResult> {
    if (!isAwaitingDelivery(found.message)) return false;
    const { message, conversation } = found;
    const messageId = message.id;
    const { channel, to, store } = routeOf(found);
    if (!to) return fail(messageId, conversation, `The lead has no ${channel === 'sms' ? 'phone' : 'email'}`);
    if (optedOut) return fail(messageId, conversation, 'The recipient opted out of this channel');
    if (channel === 'sms' && !options.compliance) {
      // A retry or a late job may land in quiet hours: wait for the morning instead of texting at night.
      const hold = smsHold(to, found.timezone);
      if (hold) {
        await holdForQuietHours(db, ALL_DEALERSHIPS, messageId, hold);
        await jobs.send(deliverMessageJob, { messageId }, { startAfter: hold.at });
        await hooks.changed([conversation]);
        return true;
      }
    }
    if (slot !== undefined) {
      // A sender with a throughput limit: wait for this text's turn in a job of its own (no worker is held).
      if (slot > Date.now() + SLOT_SLACK_MS) {
        const data = { messageId, slotTaken: true, ...(options.compliance ? { compliance: true } : {}) };
        await jobs.send(deliverMessageJob, data, { startAfter: new Date(slot) });
        return false;
      }
    }
    try {
      const outbound: OutboundMessage = {
        channel,
        to,
        content: message.content,
        idempotencyKey: `message-${message.id}`,
        ...(message.subject ? { subject: message.subject } : {}),
        ...(channel === 'email' ? { threading: await threadingFor(message) } : {}),
        ...fromOf(store, channel),
      };
      const started = await markSendStarted(db, ALL_DEALERSHIPS, messageId);
      if (!started) return false;
      // An earlier hand-over whose answer was lost (a crash, a timeout) may have arrived: ask before sending again.
      const arrived = started.earlier ? await sender.findSent?.(outbound, started.earlier) : undefined;
      const outcome = arrived ?? (await sender.send(outbound));
      // Recorded the moment the provider answers, so a crash right after cannot make it look unsent.
      return (await recordDelivery(db, ALL_DEALERSHIPS, { messageId, ...outcome })) ? outcome : false;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentDeliveryError) {
        if (err.code === '21610') await hooks.providerOptOut(conversation, store, channel, to);
        return fail(messageId, conversation, error);
      }
      // Out of retries: say so on the message instead of leaving it queued forever.
      if (options.finalAttempt) return fail(messageId, conversation, `${error} (gave up after retrying)`);
      if (options.inline) {
        await retryInJob(messageId, error);
        return false;
      }
      await recordDeliveryError(db, ALL_DEALERSHIPS, messageId, error);
      throw err;
    }
  }

  return {
    smsHold,

    /** The delivery job: reads the message, then `deliver`s it. */
    async deliverMessage(messageId: number, options: DeliveryOptions = {}): Promise<void> {
      const found = await getMessageForDelivery(db, ALL_DEALERSHIPS, messageId);
      if (found) await this.deliver(found, options);
    },

    /**
     * Sends these messages side by side (a batch of first contacts), each outcome recorded as its provider answers,
     * then announces them together. Idempotent: only a queued outbound message reaches the sender, and the
     * provider's id is stored with the outcome. A sender error is rethrown, after the others were recorded, so the
     * queue retries (inline: handed to a delivery job instead); a permanent one, or one on the last attempt, marks
     * the message failed. Answers, by index, whether the message changed and that was announced (one that only
     * waits for a job was not).
     */
    async deliverMany(targets: DeliveryTarget[], options: DeliveryOptions = {}): Promise<boolean[]> {
      // (A lead without the address has no opt-out to find: its key's empty address matches none.)
      const keys = targets
        .map(routeOf)
        .map(({ store, channel, to }) => optOuts.keyOf(store, channel, to ?? ''));
      // The compliance answer itself (the one STOP confirmation) goes to a number that has just opted out.
      const optedOut = options.compliance ? keys.map(() => false) : await optOuts.areOptedOut(keys);
      const slots = await sendSlotsOf(targets, optedOut, options);
      const settled = await Promise.allSettled(
        targets.map((target, index) => attempt(target, options, optedOut[index] ?? false, slots.get(index))),
      );
      const sent = settled.flatMap((result, index) => {
        const target = targets[index];
        return result.status === 'fulfilled' && typeof result.value === 'object' && target
          ? [{ target, outcome: result.value }]
          : [];
      });
      for (const { target, outcome } of sent)
        productMetrics.deliveries.inc({ channel: routeOf(target).channel, status: outcome.status });
      if (sent.length)
        await hooks.changed(
          sent.map(({ target }) => target.conversation),
          sent.map(({ target }) => target.message),
        );
      const failure = settled.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      return settled.map((result) => result.status === 'fulfilled' && result.value !== false);
    },

    /** `deliverMany` of one message. */
    async deliver(found: DeliveryTarget, options: DeliveryOptions = {}): Promise<boolean> {
      const [announced] = await this.deliverMany([found], options);
      return announced ?? false;
    },
  };
}
