import type { MessageSender, OutboundMessage, SendResult } from '../messaging/message-sender';
import { PermanentDeliveryError } from '../messaging/message-sender';

export interface TwilioSenderOptions {
  accountSid: string;
  authToken: string;
  /** The group's number (TWILIO_PHONE_NUMBER): used when the message carries no store sender. */
  from?: string;
  /** Overrides https://api.twilio.com (tests point it at a local double). */
  apiUrl?: string;
  /** Where Twilio posts delivery status, when the app has a public URL. */
  statusCallback?: string;
  timeoutMs?: number;
}

/** A message as Twilio's Messages list returns it (the fields this sender reads). */
interface TwilioMessage {
  sid: string;
  body: string;
  direction: string;
  date_created: string;
}

interface TwilioError {
  code?: number;
  message?: string;
}

/** Sends SMS through Twilio's REST API (the same call the official SDK makes), form-encoded with Basic auth. */
export function createTwilioSender(options: TwilioSenderOptions): MessageSender {
  const base = (options.apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  const senderOf = (message: OutboundMessage) =>
    message.smsFrom ?? (options.from ? { kind: 'number' as const, value: options.from } : undefined);

  return {
    async send(message: OutboundMessage): Promise<SendResult> {
      if (message.channel !== 'sms') throw new PermanentDeliveryError('Twilio sends sms only');
      const sender = senderOf(message);
      if (!sender)
        throw new PermanentDeliveryError("No SMS sender: set the store's SMS sender or TWILIO_PHONE_NUMBER");
      const form = new URLSearchParams({ To: message.to, Body: message.content });
      form.set(sender.kind === 'messaging_service' ? 'MessagingServiceSid' : 'From', sender.value);
      if (options.statusCallback) form.set('StatusCallback', options.statusCallback);
      // A network error or a timeout throws a plain Error: the delivery job retries.
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string } & TwilioError;
      if (res.ok && body.sid) return { status: 'sent', providerMessageId: body.sid };
      const detail = `Twilio ${res.status}${body.code ? ` (${body.code})` : ''}: ${body.message ?? res.statusText}`;
      // 4xx is a rejected message (bad number, opted out, unverified); 429 and 5xx are worth retrying, and so are
      // 401/403: rejected credentials are the account's problem, not the message's, and once an admin fixes them the
      // retries go out (the job's last attempt still marks the message failed).
      if (res.status >= 400 && res.status < 500 && ![401, 403, 429].includes(res.status))
        throw new PermanentDeliveryError(detail, body.code ? String(body.code) : undefined);
      throw new Error(detail);
    },

    /** The newest messages to this number (from this number, unless a Messaging Service picks it), by body and age. */
    async findSent(message: OutboundMessage, since: Date): Promise<SendResult | undefined> {
      const sender = senderOf(message);
      const query = new URLSearchParams({ To: message.to, PageSize: '20' });
      if (sender?.kind === 'number') query.set('From', sender.value);
      const res = await fetch(`${url}?${query}`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      // Unanswered, the question is asked again by the job's retry; never guess that it was sent.
      if (!res.ok) throw new Error(`Twilio ${res.status}: could not list earlier messages`);
      const { messages = [] } = (await res.json()) as { messages?: TwilioMessage[] };
      // Twilio's clock and ours may differ by a little: a minute of slack.
      const earliest = since.getTime() - 60_000;
      const found = messages.find(
        (m) =>
          m.direction.startsWith('outbound') &&
          m.body === message.content &&
          Date.parse(m.date_created) >= earliest,
      );
      return found ? { status: 'sent', providerMessageId: found.sid } : undefined;
    },
  };
}
