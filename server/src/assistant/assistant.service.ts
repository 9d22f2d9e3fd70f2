import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import type { Channel } from '@lead-manager/contracts/conversations';
import { languageModelFrom } from '../integrations/llm/language-model';
import { isValidTimeZone } from '../integrations/sms/quiet-hours';
import { HttpError } from '../lib/http-errors';
import { ALL_DEALERSHIPS } from '../lib/scope';
import type { AiSettingsService } from '../modules/ai-settings/ai-settings.service';
import { hasAppointmentAt } from '../modules/appointments/appointments.queries';
import type { AppointmentsService } from '../modules/appointments/appointments.service';
import type {
  ConversationsService,
  OutgoingMessage,
  QueueOptions,
} from '../modules/conversations/conversations.service';
import type { DealershipsService } from '../modules/dealerships/dealerships.service';
import type { LeadsService } from '../modules/leads/leads.service';
import type { StaffAlerts } from '../modules/notifications/notifications.service';
import type { OptOutsService } from '../modules/opt-outs/opt-outs.service';
import { productMetrics } from '../observability/metrics';
import type { ServiceDeps } from '../service-deps';
import type { AssistantAction, AssistantContext, AssistantEngine, HistoryEntry } from './assistant-engine';
import { wordsFor } from './assistant-words';
import { createBuiltinEngine, priceDeflection } from './builtin-engine';
import { composeMessage } from './compose';
import { applyGuardrails } from './guardrails';
import { settingsInLanguage } from './language-settings';
import { createLlmEngine } from './llm-engine';
import { stockLookupOf } from './stock-lookup';

export interface AssistantDependencies {
  conversations: ConversationsService;
  appointments: Pick<AppointmentsService, 'create' | 'update' | 'nextOpenOfLead'>;
  leads: Pick<LeadsService, 'getLead' | 'getLeadRows' | 'updateStatus'>;
  aiSettings: Pick<AiSettingsService, 'get' | 'ofStores'>;
  dealerships: Pick<DealershipsService, 'get' | 'listRows'>;
  optOuts: OptOutsService;
  /** Tells the lead's owner (or the managers) of hand-overs, bookings and replies while a person has it. */
  staffAlerts?: StaffAlerts;
  /** Tests inject an engine; otherwise the LLM when configured, else the built-in rules. */
  engine?: AssistantEngine;
}

export type DealershipRow = Awaited<ReturnType<DealershipsService['get']>>;
type LeadRow = Awaited<ReturnType<LeadsService['getLead']>>;

export const addressOf = (lead: { phone: string | null; email: string | null }, channel: Channel) =>
  channel === 'sms' ? lead.phone : lead.email;

export function createAssistantService(deps: ServiceDeps, others: AssistantDependencies) {
  const { logger, config } = deps;
  const { conversations, appointments, leads, aiSettings, dealerships, optOuts } = others;
  const builtin = createBuiltinEngine();
  const model = languageModelFrom(config);
  const engine = others.engine ?? (model ? createLlmEngine(model, builtin, logger) : builtin);

  const zoneOf = (d: DealershipRow) => (isValidTimeZone(d.timezone) ? d.timezone : config.GROUP_TIMEZONE);

  /** Whether the lead opted out of the store's sender on this channel (pass the store when it is at hand). */
  async function isOptedOut(lead: LeadRow, channel: Channel, dealership?: DealershipRow) {
    const address = addressOf(lead, channel);
    if (!address) return true;
    const store = dealership ?? (await dealerships.get(ALL_DEALERSHIPS, lead.dealershipId));
    return optOuts.isOptedOut(optOuts.keyOf(store, channel, address));
  }

  /** The assistant's words to a lead as a message: through the guardrails and the dealership's template. */
  function composeAsAssistant(
    lead: LeadRow,
    channel: Channel,
    text: string,
    options: { wrapSms: boolean; subject?: string; settings: AiSettings; dealership: DealershipRow },
  ): OutgoingMessage {
    const { dealership } = options;
    const guarded = applyGuardrails(text, priceDeflection(dealership.phone, lead.language));
    if (guarded.changed) logger.warn({ leadId: lead.id }, 'assistant text changed by the guardrails');
    const { content, subject } = composeMessage({
      channel,
      text: guarded.text,
      wrapSms: options.wrapSms,
      lead,
      dealership,
      settings: settingsInLanguage(options.settings, lead.language),
      subject: options.subject,
    });
    return { channel, content, subject, sender: 'ai' };
  }

  /** Sends the assistant's words to a lead as sender `ai`, through the guardrails and the dealership's template. */
  async function sendAsAssistant(
    lead: LeadRow,
    channel: Channel,
    text: string,
    options: {
      wrapSms: boolean;
      subject?: string;
      settings?: AiSettings;
      dealership?: DealershipRow;
      /** The opt-out confirmation: goes out even though the opt-out is recorded right after. */
      compliance?: boolean;
    },
  ) {
    const dealership = options.dealership ?? (await dealerships.get(ALL_DEALERSHIPS, lead.dealershipId));
    const settings = options.settings ?? (await aiSettings.get(ALL_DEALERSHIPS, lead.dealershipId));
    const outgoing = composeAsAssistant(lead, channel, text, { ...options, settings, dealership });
    productMetrics.assistantReplies.inc({ channel });
    return conversations.sendToLeadRow(lead, dealership, outgoing, { compliance: options.compliance });
  }

  /**
   * The assistant's words to many leads at once (the greetings of a batch of new leads), each composed for its
   * lead and store, sent in the caller's turn (`deliverNow`) with `inTransaction`'s writes committed alongside.
   */
  async function sendManyAsAssistant(
    batch: {
      lead: LeadRow;
      channel: Channel;
      text: string;
      subject?: string;
      settings: AiSettings;
      dealership: DealershipRow;
    }[],
    options: Pick<QueueOptions, 'deliverNow' | 'inTransaction'>,
  ) {
    const addressed = batch.map(({ lead, channel, text, subject, settings, dealership }) => {
      productMetrics.assistantReplies.inc({ channel });
      const outgoing = composeAsAssistant(lead, channel, text, {
        wrapSms: true,
        subject,
        settings,
        dealership,
      });
      return { lead, dealership, outgoing };
    });
    return conversations.sendToLeadRows(addressed, options);
  }

  /**
   * Books the time, or moves the lead's open appointment there (a customer who books again means to move it).
   * False when the booking rules refused it (a past time, an overlap): the reply must then not confirm anything.
   */
  async function book(lead: LeadRow, channel: Channel, action: Extract<AssistantAction, { type: 'book' }>) {
    // A retried reply job finds its booking stored.
    if (await hasAppointmentAt(deps.db, ALL_DEALERSHIPS, lead.id, action.at)) return true;
    const existing = await appointments.nextOpenOfLead(ALL_DEALERSHIPS, lead.id);
    try {
      // Moved, keeping its kind: "can we make it Saturday instead" does not turn a meeting into a test drive.
      if (existing) await appointments.update(ALL_DEALERSHIPS, existing.id, { scheduledAt: action.at });
      else
        await appointments.create(
          ALL_DEALERSHIPS,
          {
            leadId: lead.id,
            dealershipId: lead.dealershipId,
            scheduledAt: action.at,
            type: action.appointmentType,
            status: 'scheduled',
            notes: `Booked by the assistant from the ${channel} conversation`,
          },
          { bookedBy: 'assistant' },
        );
      await others.staffAlerts?.appointmentBooked(lead, {
        at: action.at,
        timeZone: zoneOf(await dealerships.get(ALL_DEALERSHIPS, lead.dealershipId)),
        type: action.appointmentType,
      });
      return true;
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      logger.info({ leadId: lead.id, status: err.statusCode }, 'assistant booking refused');
      return false;
    }
  }

  /** Carries out one action; false only for a booking that was not stored. */
  async function carryOut(
    action: AssistantAction,
    lead: LeadRow,
    channel: Channel,
    conversationId: number,
    customerWords = '',
  ): Promise<boolean> {
    switch (action.type) {
      case 'book':
        return book(lead, channel, action);
      case 'handoff': {
        const found = await conversations.getForAssistant(conversationId);
        if (found)
          await conversations.handOver(found.conversation, { kind: action.kind, detail: action.reason });
        productMetrics.assistantHandovers.inc();
        await others.staffAlerts?.handOver(lead, customerWords);
        logger.info({ leadId: lead.id, reason: action.reason }, 'conversation handed to staff');
        return true;
      }
      case 'opt_out': {
        const address = addressOf(lead, channel);
        if (address) {
          const store = await dealerships.get(ALL_DEALERSHIPS, lead.dealershipId);
          await optOuts.optOut(optOuts.keyOf(store, channel, address), {
            method: 'free_text',
            reason: 'asked the assistant',
            leadId: lead.id,
          });
        }
        await conversations.cancelFollowUps(ALL_DEALERSHIPS, lead.id, 'opted_out');
        return true;
      }
      case 'update_status':
        await leads.updateStatus(ALL_DEALERSHIPS, lead.id, action.status);
        return true;
    }
  }

  return {
    engine,
    sendAsAssistant,
    sendManyAsAssistant,
    isOptedOut,

    /**
     * The assistant.reply job: answers one customer message. Skips when a newer customer message exists (its
     * own job answers), when a person took over, when staff wrote after it, or when the lead opted out.
     */
    async replyTo(conversationId: number, messageId: number): Promise<void> {
      const found = await conversations.getForAssistant(conversationId);
      if (!found) return;
      const { conversation, lead, dealership } = found;
      const index = found.messages.findIndex((m) => m.id === messageId);
      const incoming = found.messages[index];
      if (conversation.aiPaused) {
        // A person has the conversation: they hear of the customer's message instead of the assistant answering.
        if (incoming?.sender === 'customer')
          await others.staffAlerts?.customerReply(
            lead,
            incoming.content,
            conversation.channel === 'email' ? 'email' : 'sms',
          );
        return;
      }
      if (incoming?.sender !== 'customer') return;
      const later = found.messages.slice(index + 1);
      if (later.some((m) => m.sender === 'customer' || m.sender === 'agent' || m.sender === 'ai')) return;
      const channel: Channel = conversation.channel === 'email' ? 'email' : 'sms';
      if (await isOptedOut(lead, channel)) return;
      const settings = await aiSettings.get(ALL_DEALERSHIPS, lead.dealershipId);
      if (channel === 'sms' ? !settings.smsEnabled : !settings.emailEnabled) return;
      const history: HistoryEntry[] = found.messages.slice(0, index + 1).map((m) => ({
        sender: m.sender === 'customer' || m.sender === 'ai' ? m.sender : 'agent',
        content: m.content,
        at: m.createdAt,
      }));
      const context: AssistantContext = {
        channel,
        message: incoming.content,
        history,
        lead: {
          id: lead.id,
          name: lead.name,
          vehicleInterest: lead.vehicleInterest,
          status: lead.status,
          language: lead.language,
        },
        dealership: { ...dealership, timeZone: zoneOf(dealership) },
        settings,
        now: new Date(),
        stock: await stockLookupOf(deps.db, lead.dealershipId),
      };
      const reply = await engine.reply(context);
      // Book, hand over and update first; an opt-out is recorded after its one confirmation is queued.
      let text = reply.text;
      for (const action of reply.actions.filter((a) => a.type !== 'opt_out'))
        if (!(await carryOut(action, lead, channel, conversationId, incoming.content)))
          text = wordsFor(lead.language).bookingNotStored;
      const subject = incoming.subject ? `Re: ${incoming.subject.replace(/^re:\s*/i, '')}` : undefined;
      const optingOut = reply.actions.some((a) => a.type === 'opt_out');
      if (text.trim())
        await sendAsAssistant(lead, channel, text, {
          wrapSms: false,
          subject,
          settings,
          dealership,
          compliance: optingOut,
        });
      if (optingOut) await carryOut({ type: 'opt_out' }, lead, channel, conversationId);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
