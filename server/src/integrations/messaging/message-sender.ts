import type { Channel } from '@lead-manager/contracts/conversations';

/** Email headers that keep a conversation in one thread in the customer's mail program. */
export interface EmailThreading {
  /** Our Message-ID for this email, `<...@domain>`; stored as the provider id so replies find it. */
  messageId: string;
  inReplyTo?: string;
  references?: string[];
}

/** One outbound message, already addressed and rendered. */
export interface OutboundMessage {
  channel: Channel;
  /** E.164 phone number (sms) or email address (email). */
  to: string;
  subject?: string;
  content: string;
  /** Stable per message: a provider that supports it de-duplicates retries with it. */
  idempotencyKey: string;
  /** Email only. */
  threading?: EmailThreading;
  /** SMS: the store's own sender (a number goes as From, a Messaging Service as MessagingServiceSid); else the group's. */
  smsFrom?: { kind: 'number' | 'messaging_service'; value: string };
  /** Email: the store's own From; else the group's SMTP_FROM. */
  emailFrom?: { name?: string; address: string };
}

export interface SendResult {
  /** `sent`: handed to a real provider; `logged`: no provider configured, written to the log only. */
  status: 'sent' | 'logged';
  providerMessageId?: string;
}

/** Sends SMS and email. Throwing makes the delivery job retry; throw `PermanentDeliveryError` to give up at once. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<SendResult>;
  /**
   * Whether the provider already holds this message from a hand-over begun at or after `since` whose answer was
   * lost (a crash, a timeout): its outcome, so that a retry does not send it twice. Absent where the provider
   * cannot be asked (SMTP).
   */
  findSent?(message: OutboundMessage, since: Date): Promise<SendResult | undefined>;
}

/** A failure that retrying cannot fix (invalid number, rejected address): the message is marked failed. */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
  /** The provider's error code, e.g. Twilio 21610 (the recipient opted out). */
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
}
