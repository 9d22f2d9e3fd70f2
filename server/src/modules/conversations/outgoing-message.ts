import type { Channel } from '@lead-manager/contracts/conversations';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import type { DealershipRow } from '../dealerships/dealerships.service';
import type { DeliveryOptions } from './conversations.delivery';
import type { LeadRow } from './conversations.dto';

// What a message to a lead is made of and how it is queued: shared by the service's ways of writing to a lead.

export interface OutgoingMessage {
  channel: Channel;
  content: string;
  subject?: string;
  sender: 'ai' | 'agent';
  /** The signed-in person writing a staff message (their name is shown on it). */
  authorUserId?: number;
}

/** The address a channel needs, or a 400 naming `channel` when the lead has none. */
export function addressFor(lead: LeadRow, channel: Channel): string {
  const address = channel === 'sms' ? lead.phone : lead.email;
  if (!address) {
    const message =
      channel === 'sms' ? 'The lead has no phone number for sms' : 'The lead has no email address';
    throw badRequest(message, [{ path: 'channel', message }]);
  }
  return address;
}

/** A blank email subject becomes 'Follow-up from {dealership name}' (never an e-mail without one). */
export function subjectFor(
  channel: Channel,
  subject: string | undefined,
  dealershipName: string | undefined,
) {
  if (channel !== 'email') return undefined;
  return subject?.trim() || `Follow-up from ${dealershipName?.trim() || 'Dealership'}`;
}

/** How a message is queued: the delivery's own options (compliance, a taken slot, the last attempt), and: */
export interface QueueOptions extends Omit<DeliveryOptions, 'inline'> {
  /**
   * Send in the caller's turn right after the commit, without a delivery job (the first contact of speed to lead:
   * no queue to wait in, two round trips fewer). The caller must be a job that, when run again, calls
   * `requeueUndelivered` for what a stopped process left queued. Held texts still wait in a job.
   */
  deliverNow?: boolean;
  /** More writes that commit or roll back with the message (the first contact's follow-up steps). */
  inTransaction?: (tx: Db) => Promise<unknown>;
}

/** A message for a lead, with the lead and its store as the caller read them. */
export interface Addressed {
  lead: LeadRow;
  dealership: DealershipRow;
  outgoing: OutgoingMessage;
}
