import type { Channel } from '@lead-manager/contracts/conversations';

/** A customer's message as a provider posted it, read by the service and by the payload readers it imports. */
export interface InboundMessage {
  channel: Channel;
  /** E.164 phone or lower-cased email of the customer. */
  from: string;
  fromName?: string;
  /** Our number or the addresses it was sent to. */
  to: string[];
  /** SMS to a number of a Twilio Messaging Service: the service's SID (Twilio posts it with the message). */
  messagingServiceSid?: string;
  content: string;
  subject?: string;
  providerMessageId?: string;
  /** Email only: the Message-ID it answers, which finds the conversation directly. */
  inReplyTo?: string;
}
