import { createHash } from 'node:crypto';
import { toE164 } from '../../lib/phone';
import { toInboundEmail } from './email-payload';
import type { InboundMessage } from './inbound-message';

/** The sources of customers' replies in the stored webhook events (the lead sources' table). */
export const SMS_EVENT_SOURCE = 'twilio-sms';
export const EMAIL_EVENT_SOURCE = 'email';

/** A form-encoded or multipart webhook body, as the routes parse it. */
export type WebhookForm = Record<string, string | string[]>;

export const formField = (form: WebhookForm, name: string) => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** A Twilio inbound SMS as one message; the name of the missing field when it cannot be one. */
export function toInboundSms(form: WebhookForm): InboundMessage | { missing: 'From' | 'MessageSid' } {
  const from = toE164(formField(form, 'From') ?? '');
  const messageSid = formField(form, 'MessageSid') ?? formField(form, 'SmsSid');
  if (!from) return { missing: 'From' };
  if (!messageSid) return { missing: 'MessageSid' };
  const media = Number(formField(form, 'NumMedia') ?? 0);
  const body = formField(form, 'Body') ?? (media > 0 ? `(${media} attachment${media > 1 ? 's' : ''})` : '');
  return {
    channel: 'sms',
    from,
    to: [toE164(formField(form, 'To') ?? '') ?? ''],
    messagingServiceSid: formField(form, 'MessagingServiceSid'),
    content: body || '(empty message)',
    providerMessageId: messageSid,
  };
}

/** The id a redelivery repeats: the provider's message id, else the digest of the body. */
export const eventIdOf = (inbound: InboundMessage, body: string) =>
  inbound.providerMessageId ?? `sha256:${createHash('sha256').update(body).digest('hex')}`;

/** A stored event read back into the message it carried; undefined when it no longer reads as one. */
export function readStoredInbound(source: string, body: string): InboundMessage | undefined {
  let form: WebhookForm;
  try {
    form = JSON.parse(body) as WebhookForm;
  } catch {
    return undefined;
  }
  if (source === SMS_EVENT_SOURCE) {
    const sms = toInboundSms(form);
    return 'missing' in sms ? undefined : sms;
  }
  return source === EMAIL_EVENT_SOURCE ? toInboundEmail(form) : undefined;
}
