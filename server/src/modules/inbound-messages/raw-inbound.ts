import { createHash } from 'node:crypto';
import { toE164 } from '../../lib/phone';
import { ADF_EMAIL_SOURCE, type AdfMail } from '../lead-sources/lead-sources.service';
import { toAdfMail, toInboundEmail } from './email-payload';
import type { InboundMessage } from './inbound-message';

/** The sources of customers' replies in the stored webhook events (the lead sources' table). */
export const SMS_EVENT_SOURCE = 'twilio-sms';
export const EMAIL_EVENT_SOURCE = 'email';
/** Mail for a store's ADF lead address (or carrying an ADF document): leads, not a reply. */
export const ADF_EMAIL_EVENT_SOURCE = ADF_EMAIL_SOURCE;

/** A form-encoded or multipart webhook body, as the routes parse it. */
export type WebhookForm = Record<string, string | string[]>;

export const formField = (form: WebhookForm, name: string) => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** A Twilio inbound SMS as one message; the name of the missing field when it cannot be one. */
export function toInboundSms(
  form: WebhookForm,
): InboundMessage | { missing: 'From' | 'MessageSid'; problem: string } {
  const given = formField(form, 'From');
  const from = toE164(given ?? '');
  const messageSid = formField(form, 'MessageSid') ?? formField(form, 'SmsSid');
  if (!from) return { missing: 'From', problem: given ? 'From is not a phone number' : 'From is required' };
  if (!messageSid) return { missing: 'MessageSid', problem: 'MessageSid is required' };
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
export const eventIdOf = (inbound: Pick<InboundMessage, 'providerMessageId'>, body: string) =>
  inbound.providerMessageId ?? `sha256:${createHash('sha256').update(body).digest('hex')}`;

const readForm = (body: string): WebhookForm | undefined => {
  try {
    const form: unknown = JSON.parse(body);
    return typeof form === 'object' && form !== null && !Array.isArray(form)
      ? (form as WebhookForm)
      : undefined;
  } catch {
    return undefined;
  }
};

/** A stored ADF e-mail read back into what the ADF path reads; undefined when it no longer reads as a post. */
export function readStoredAdfMail(body: string): AdfMail | undefined {
  const form = readForm(body);
  return form ? toAdfMail(form) : undefined;
}

/** A stored event read back into the message it carried; undefined when it no longer reads as one. */
export function readStoredInbound(source: string, body: string): InboundMessage | undefined {
  const form = readForm(body);
  if (!form) return undefined;
  if (source === SMS_EVENT_SOURCE) {
    const sms = toInboundSms(form);
    return 'missing' in sms ? undefined : sms;
  }
  return source === EMAIL_EVENT_SOURCE ? toInboundEmail(form) : undefined;
}
