import type { Channel } from '@lead-manager/contracts/conversations';
import { assistantReplyJob } from '../../assistant/assistant.jobs';
import {
  classifyCompliance,
  helpText,
  optInConfirmation,
  optOutConfirmation,
} from '../../assistant/compliance';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../services';
import type { ConversationsService } from '../conversations/conversations.service';
import type { LeadsService } from '../leads/leads.service';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import {
  findDealershipByInboundEmail,
  findDealershipBySmsNumber,
  findLeadByAddress,
  getDealershipRow,
  getLeadRow,
} from './inbound-messages.repo';

export interface InboundMessage {
  channel: Channel;
  /** E.164 phone or lower-cased email of the customer. */
  from: string;
  fromName?: string;
  /** Our number or the addresses it was sent to. */
  to: string[];
  content: string;
  subject?: string;
  providerMessageId?: string;
  /** Email only: the Message-ID it answers, which finds the conversation directly. */
  inReplyTo?: string;
}

export type InboundOutcome = 'duplicate' | 'stored' | 'opted_out' | 'opted_in' | 'help' | 'no_dealership';

type LeadRow = NonNullable<Awaited<ReturnType<typeof getLeadRow>>>;

const NEW_LEAD_INTEREST = 'Not specified yet';

export function createInboundMessagesService(
  deps: ServiceDeps,
  others: { conversations: ConversationsService; leads: LeadsService; optOuts: OptOutsService },
) {
  const { db, jobs, logger } = deps;
  const { conversations, leads, optOuts } = others;

  /** The lead the message belongs to: by the thread it answers, else by address in the owning dealership. */
  async function findOrCreateLead(inbound: InboundMessage): Promise<LeadRow | undefined> {
    if (inbound.inReplyTo) {
      const conversation = await conversations.conversationOfProviderId(inbound.inReplyTo);
      const lead = conversation ? await getLeadRow(db, conversation.leadId) : undefined;
      if (lead) return lead;
    }
    const dealership =
      inbound.channel === 'sms'
        ? await findDealershipBySmsNumber(db, inbound.to[0])
        : await findDealershipByInboundEmail(db, inbound.to);
    if (!dealership) return undefined;
    const known = await findLeadByAddress(db, dealership.id, inbound.channel, inbound.from);
    if (known) return known;
    // An unknown sender is a new lead of that dealership. It wrote first: the assistant answers its message, and
    // there is no greeting and no follow-up schedule (no first-contact job, which could otherwise run before the
    // message is stored and take the lead for a silent one).
    const created = await leads.createLead(
      ALL_DEALERSHIPS,
      {
        name: inbound.fromName?.trim() || (inbound.channel === 'sms' ? `SMS ${inbound.from}` : inbound.from),
        phone: inbound.channel === 'sms' ? inbound.from : null,
        email: inbound.channel === 'email' ? inbound.from : null,
        source: inbound.channel,
        vehicleInterest: NEW_LEAD_INTEREST,
        dealershipId: dealership.id,
      },
      { firstContact: false },
    );
    return getLeadRow(db, created.id);
  }

  async function answerCompliance(lead: LeadRow, channel: Channel, content: string) {
    const dealership = await getDealershipContact(lead);
    await conversations.sendToLead(
      ALL_DEALERSHIPS,
      lead.id,
      {
        channel,
        content,
        sender: 'ai',
        subject: channel === 'email' ? `${dealership.name}: subscription` : undefined,
      },
      { compliance: true },
    );
  }

  async function getDealershipContact(lead: LeadRow) {
    const dealership = await getDealershipRow(db, lead.dealershipId);
    return {
      name: dealership?.name ?? 'Dealership',
      phone: dealership?.phone ?? null,
      email: dealership?.email ?? null,
    };
  }

  return {
    /**
     * Stores a customer's SMS or email in its conversation (once per provider id) and answers it: the opt-out,
     * opt-in and HELP keywords by the rules, everything else by the assistant's reply job.
     */
    async receive(inbound: InboundMessage): Promise<InboundOutcome> {
      const lead = await findOrCreateLead(inbound);
      if (!lead) return 'no_dealership';
      const key = { dealershipId: lead.dealershipId, channel: inbound.channel, address: inbound.from };
      let intent = classifyCompliance(
        inbound.channel === 'email' ? (inbound.subject ?? '') : inbound.content,
      );
      intent ??= classifyCompliance(inbound.content);
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
        intent
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
      const dealership = await getDealershipContact(lead);
      switch (intent) {
        case 'opt_out':
          // One confirmation: a second STOP finds the opt-out already there and gets nothing.
          if (await optOuts.optOut(key, `${inbound.channel}: ${inbound.content.slice(0, 100)}`))
            await answerCompliance(lead, inbound.channel, optOutConfirmation(dealership, inbound.channel));
          await conversations.cancelFollowUps(lead.id);
          logger.info({ leadId: lead.id, channel: inbound.channel }, 'lead opted out');
          return 'opted_out';
        case 'opt_in':
          await optOuts.optIn(key);
          await answerCompliance(lead, inbound.channel, optInConfirmation(dealership));
          return 'opted_in';
        case 'help':
          await answerCompliance(lead, inbound.channel, helpText(dealership));
          return 'help';
        default:
          return 'stored';
      }
    },

    /** A Twilio status callback: the status onto the message; 21610 means the number opted out at the carrier. */
    async applySmsStatus(messageSid: string, status: string, errorCode?: string) {
      await conversations.applyProviderStatus(messageSid, status, errorCode);
      if (errorCode !== '21610') return;
      const conversation = await conversations.conversationOfProviderId(messageSid);
      const lead = conversation ? await getLeadRow(db, conversation.leadId) : undefined;
      if (!lead?.phone) return;
      await optOuts.optOut(
        { dealershipId: lead.dealershipId, channel: 'sms', address: lead.phone },
        'Twilio 21610',
      );
      await conversations.cancelFollowUps(lead.id);
    },
  };
}

export type InboundMessagesService = ReturnType<typeof createInboundMessagesService>;
