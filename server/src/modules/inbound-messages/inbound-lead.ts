import type { Channel } from '@lead-manager/contracts/conversations';
import { formatPhoneForDisplay } from '../../lib/phone';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { latestConversationLeadId } from '../conversations/conversations.queries';
import type { ConversationsService } from '../conversations/conversations.service';
import type { DealershipRow } from '../dealerships/dealerships.service';
import { findStoresMailedAt, findStoresTextingFrom } from '../dealerships/message-routing.queries';
import {
  findLeadBy,
  findLeadByAddress,
  getLeadById,
  type LeadRow,
  leadIdsWithAddress,
} from '../leads/leads.queries';
import type { LeadsService } from '../leads/leads.service';
import type { InboundMessage } from './inbound-message';

/** Which lead (and store) a customer's message belongs to; a sender nobody knows becomes a new lead. */
export function createInboundLeadFinder(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  { conversations, leads }: { conversations: ConversationsService; leads: LeadsService },
) {
  /** The lead of the conversation on this channel these stores last had with this phone or address. */
  const latestConversation = (scope: Scope, channel: Channel, address: string) =>
    latestConversationLeadId(db, scope, channel, leadIdsWithAddress(channel, address));

  /** The stores that write from the number or address the message was sent to. */
  function storesAddressed(inbound: InboundMessage) {
    if (inbound.channel === 'email') return findStoresMailedAt(db, inbound.to);
    const senders = [...inbound.to, inbound.messagingServiceSid].filter((s): s is string => Boolean(s));
    return findStoresTextingFrom(db, senders, config.TWILIO_PHONE_NUMBER);
  }

  /**
   * The lead the message belongs to: by the thread it answers; else the conversation that number (or address)
   * last had with the sender, in whichever store shares it; else a lead of those stores with that address.
   */
  async function findOrCreateLead(
    inbound: InboundMessage,
  ): Promise<{ lead: LeadRow; receivedBy?: DealershipRow } | undefined> {
    if (inbound.inReplyTo) {
      const conversation = await conversations.conversationOfProviderId(inbound.inReplyTo);
      const lead = conversation ? await getLeadById(db, ALL_DEALERSHIPS, conversation.leadId) : undefined;
      if (lead) return { lead };
    }
    const stores = await storesAddressed(inbound);
    const first = stores[0];
    if (!first) return undefined;
    const addressed: Scope = { all: false, dealershipIds: stores.map((s) => s.id) };
    // Known to another store only: still that person, not a new lead; the number written to keeps the opt-out.
    const known =
      (await findLeadBy(db, addressed, latestConversation(addressed, inbound.channel, inbound.from))) ??
      (await findLeadByAddress(db, addressed, inbound.channel, inbound.from)) ??
      (await findLeadByAddress(db, ALL_DEALERSHIPS, inbound.channel, inbound.from));
    if (known) return { lead: known, receivedBy: stores.find((s) => s.id === known.dealershipId) ?? first };
    // A truly unknown sender is a new lead of the (first) store it wrote to. It wrote first: the assistant
    // answers its message, and there is no greeting and no follow-up schedule (no first-contact job, which
    // could otherwise run before the message is stored and take the lead for a silent one).
    const created = await leads.createLead(
      ALL_DEALERSHIPS,
      {
        name:
          inbound.fromName?.trim() ||
          (inbound.channel === 'sms' ? formatPhoneForDisplay(inbound.from) : inbound.from),
        phone: inbound.channel === 'sms' ? inbound.from : null,
        email: inbound.channel === 'email' ? inbound.from : null,
        source: inbound.channel,
        vehicleInterest: null,
        dealershipId: first.id,
      },
      { firstContact: false },
    );
    const lead = await getLeadById(db, ALL_DEALERSHIPS, created.id);
    return lead ? { lead, receivedBy: first } : undefined;
  }

  return findOrCreateLead;
}
