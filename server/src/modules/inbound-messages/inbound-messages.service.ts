import type { Channel } from '@lead-manager/contracts/conversations';
import type { LeadLanguage } from '@lead-manager/contracts/leads';
import { answerLanguage, languageAfterMessage } from '../../lib/language';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { ConversationsService, ProviderStatusReport } from '../conversations/conversations.service';
import { getDealershipById } from '../dealerships/dealerships.queries';
import type { DealershipRow } from '../dealerships/dealerships.service';
import { processWebhookEventJob } from '../lead-sources/lead-sources.jobs';
import { type LeadSourcesService, UnusableEventError } from '../lead-sources/lead-sources.service';
import { getLeadById, type LeadRow } from '../leads/leads.queries';
import type { LeadsService } from '../leads/leads.service';
import type { StaffAlerts } from '../notifications/notifications.service';
import {
  complianceSubject,
  helpText,
  isOptOutKeyword,
  type OptOutsService,
  optInConfirmation,
  optOutConfirmation,
  readCompliance,
  wrongNumberApology,
} from '../opt-outs/opt-outs.service';
import { createInboundLeadFinder } from './inbound-lead';
import type { InboundMessage } from './inbound-message';
import { assistantReplyJob, processInboundMessageJob } from './inbound-messages.jobs';
import { boughtThanks, ENDINGS, type Ending, readBoughtElsewhere } from './lead-endings';
import {
  ADF_EMAIL_EVENT_SOURCE,
  EMAIL_EVENT_SOURCE,
  eventIdOf,
  readStoredAdfMail,
  readStoredInbound,
  SMS_EVENT_SOURCE,
  type WebhookForm,
} from './raw-inbound';

export type InboundOutcome =
  | 'duplicate'
  | 'stored'
  | 'opted_out'
  | 'opted_in'
  | 'help'
  | 'bought_elsewhere'
  | 'no_dealership';

export function createInboundMessagesService(
  deps: ServiceDeps,
  others: {
    conversations: ConversationsService;
    leads: LeadsService;
    optOuts: OptOutsService;
    leadSources: LeadSourcesService;
    /** Tells the lead's owner (or the managers) that the customer ended it. */
    staffAlerts?: Pick<StaffAlerts, 'leadEnded'>;
  },
) {
  const { db, jobs, logger } = deps;
  const { conversations, leads, optOuts, leadSources, staffAlerts } = others;

  const findOrCreateLead = createInboundLeadFinder(deps, { conversations, leads });

  /** The lead wrote in a language we can tell (lib/language.ts decides): its answers are in it from now on. */
  async function noteLanguage(lead: LeadRow, words: string, setPhrase: boolean): Promise<LeadRow> {
    const language = languageAfterMessage(lead, words, { setPhrase });
    if (!language) return lead;
    return (await leads.noteWrittenLanguage(lead, language)) ?? lead;
  }

  /** The customer ended it: closed with a note, follow-ups stopped, the owner told; false if it was closed already. */
  async function closeFor(lead: LeadRow, ending: Ending, words: string) {
    const closed = await leads.closeOnCustomerWord(lead.id, ENDINGS[ending].note, ending);
    if (!closed) return false;
    await staffAlerts?.leadEnded(lead, words, ending);
    logger.info({ leadId: lead.id, ending }, "lead closed on the customer's word");
    return true;
  }

  async function answerCompliance(
    lead: LeadRow,
    channel: Channel,
    content: string,
    store: DealershipRow,
    language: LeadLanguage,
  ) {
    await conversations.sendToLead(
      ALL_DEALERSHIPS,
      lead.id,
      {
        channel,
        content,
        sender: 'ai',
        subject: channel === 'email' ? complianceSubject[language](store.name) : undefined,
      },
      { compliance: true },
    );
  }

  /**
   * Stores a customer's SMS or email in its conversation (once per provider id) and answers it: the opt-out,
   * opt-in and HELP keywords by the rules, everything else by the assistant's reply job.
   */
  async function receive(inbound: InboundMessage) {
    const concerned: { leadId?: number; dealershipId?: number } = {};
    const outcome = await handle(inbound, concerned);
    return { outcome, ...concerned };
  }

  async function handle(
    inbound: InboundMessage,
    concerned: { leadId?: number; dealershipId?: number },
  ): Promise<InboundOutcome> {
    const found = await findOrCreateLead(inbound);
    const store = found ? await getDealershipById(db, ALL_DEALERSHIPS, found.lead.dealershipId) : undefined;
    if (!found || !store) return 'no_dealership';
    concerned.leadId = found.lead.id;
    concerned.dealershipId = store.id;
    // The opt-out belongs to the sender that received it (shared by every store on it), as carriers keep it.
    const key = optOuts.keyOf(found.receivedBy ?? store, inbound.channel, inbound.from);
    const reading =
      readCompliance(inbound.channel === 'email' ? (inbound.subject ?? '') : inbound.content) ??
      readCompliance(inbound.content);
    const bought = reading ? undefined : readBoughtElsewhere(inbound.content);
    // Before the message is stored: the reply job it starts must find the language already on the lead.
    const lead = await noteLanguage(found.lead, inbound.content, Boolean(reading || bought));
    let intent = reading?.intent;
    const language = answerLanguage(lead, reading?.language ?? bought?.language);
    // YES is a normal answer unless the number is opted out.
    if (intent === 'opt_in' && !(await optOuts.isOptedOut(key))) intent = undefined;
    const stored = await conversations.receive(
      {
        lead,
        channel: inbound.channel,
        content: inbound.content,
        subject: inbound.subject,
        providerMessageId: inbound.providerMessageId,
      },
      intent || bought
        ? undefined
        : async (tx, { conversation, message }) => {
            await jobs.send(
              assistantReplyJob,
              { conversationId: conversation.id, messageId: message.id },
              { tx },
            );
          },
    );
    if (!stored) return 'duplicate';
    const words =
      inbound.channel === 'email' ? `${inbound.subject ?? ''} ${inbound.content}` : inbound.content;
    switch (intent) {
      case 'opt_out': {
        const how = {
          method:
            isOptOutKeyword(inbound.subject ?? '') || isOptOutKeyword(inbound.content)
              ? ('keyword' as const)
              : ('free_text' as const),
          reason: words.trim(),
          dealershipId: store.id,
          leadId: lead.id,
        };
        // One confirmation: a second STOP finds the opt-out already there and gets nothing. It goes from the
        // lead's store, so only when that is the sender opted out of (not a number the lead's store never uses).
        const confirmFromSameSender =
          key.sender === optOuts.keyOf(store, inbound.channel, inbound.from).sender;
        const confirmation = reading?.wrongNumber ? wrongNumberApology : optOutConfirmation;
        if ((await optOuts.optOut(key, how)) && confirmFromSameSender)
          await answerCompliance(
            lead,
            inbound.channel,
            confirmation(store, inbound.channel, language),
            store,
            language,
          );
        await conversations.cancelFollowUps(ALL_DEALERSHIPS, lead.id);
        if (reading?.wrongNumber) await closeFor(lead, 'wrong_number', words);
        logger.info({ leadId: lead.id, channel: inbound.channel }, 'lead opted out');
        return 'opted_out';
      }
      case 'opt_in':
        await optOuts.optIn(key, undefined, lead.id);
        await answerCompliance(lead, inbound.channel, optInConfirmation(store, language), store, language);
        return 'opted_in';
      case 'help':
        await answerCompliance(lead, inbound.channel, helpText(store, language), store, language);
        return 'help';
      default:
        if (!bought) return 'stored';
        // Thanked once: a second "already bought" finds the lead closed.
        if (await closeFor(lead, 'bought_elsewhere', words))
          await conversations.sendToLead(ALL_DEALERSHIPS, lead.id, {
            channel: inbound.channel,
            content: boughtThanks[language](store.name),
            sender: 'ai',
            subject:
              inbound.channel === 'email'
                ? `Re: ${inbound.subject?.replace(/^re:\s*/i, '') || store.name}`
                : undefined,
          });
        return 'bought_elsewhere';
    }
  }

  // The job of each stored SMS or e-mail (the lead sources' webhook events: the same retries, list and replay).
  for (const source of [SMS_EVENT_SOURCE, EMAIL_EVENT_SOURCE]) {
    leadSources.registerProcessor(source, async (event) => {
      const inbound = readStoredInbound(event.source, event.body);
      if (!inbound) throw new UnusableEventError('The stored body is not a readable message');
      const { outcome, ...concerned } = await receive(inbound);
      logger.info({ eventId: event.id, source, outcome }, 'inbound message processed');
      return concerned;
    });
  }

  // An e-mail to a store's lead address: its ADF documents become leads in the lead sources' way.
  leadSources.registerProcessor(ADF_EMAIL_EVENT_SOURCE, async (event) => {
    const mail = readStoredAdfMail(event.body);
    if (!mail) throw new UnusableEventError('The stored body is not a readable e-mail');
    return leadSources.receiveAdfMail(mail, event.headers);
  });

  return {
    /**
     * House rule 7: the raw post is stored (once per MessageSid / Message-Id) with its processing job before the
     * provider gets its answer; false for a redelivery stored before.
     */
    storeRaw(
      source: typeof SMS_EVENT_SOURCE | typeof EMAIL_EVENT_SOURCE | typeof ADF_EMAIL_EVENT_SOURCE,
      inbound: Pick<InboundMessage, 'providerMessageId'>,
      form: WebhookForm,
      headers: Record<string, string>,
    ): Promise<boolean> {
      const body = JSON.stringify(form);
      // Customers' messages one at a time, in order (a STOP then a START); lead e-mails on the lead sources' job,
      // several at once, as fast as the HTTP endpoint's leads.
      const job = source === ADF_EMAIL_EVENT_SOURCE ? processWebhookEventJob : processInboundMessageJob;
      return leadSources.storeEvent({ source, externalId: eventIdOf(inbound, body), body, headers }, job);
    },

    /** A Twilio status callback: the status onto the message; 21610 means the number opted out at the carrier. */
    async applySmsStatus(report: ProviderStatusReport) {
      const { providerMessageId: messageSid, errorCode } = report;
      await conversations.applyProviderStatus(report);
      if (errorCode !== '21610') return;
      const conversation = await conversations.conversationOfProviderId(messageSid);
      const lead = conversation ? await getLeadById(db, ALL_DEALERSHIPS, conversation.leadId) : undefined;
      const store = lead ? await getDealershipById(db, ALL_DEALERSHIPS, lead.dealershipId) : undefined;
      if (!lead?.phone || !store) return;
      await optOuts.optOut(optOuts.keyOf(store, 'sms', lead.phone), {
        method: 'carrier',
        reason: 'Twilio 21610',
        dealershipId: store.id,
        leadId: lead.id,
      });
      await conversations.cancelFollowUps(ALL_DEALERSHIPS, lead.id);
    },
  };
}

export type InboundMessagesService = ReturnType<typeof createInboundMessagesService>;
