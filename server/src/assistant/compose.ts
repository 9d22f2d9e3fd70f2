import type { Channel } from '@lead-manager/contracts/conversations';
import { fitToLength } from './guardrails';
import { renderForLead, type TextDealership, type TextLead, vehicleOf } from './lead-text';

/** Below this many characters for the message itself, the SMS template is dropped rather than the message cut. */
const MIN_SMS_BODY = 40;

export interface ComposeInput {
  channel: Channel;
  /** The assistant's words; `{message}` of the template. */
  text: string;
  /** Wrap SMS in the dealership's template (first contact, follow-ups); emails are always wrapped. */
  wrapSms: boolean;
  lead: TextLead;
  dealership: TextDealership;
  settings: { smsTemplate: string; emailTemplate: string; emailSignature: string; smsCharacterLimit: number };
  subject?: string;
}

/** The message as the customer receives it: in the dealership's template and, for SMS, within its length limit. */
export function composeMessage(input: ComposeInput): { content: string; subject?: string } {
  const render = (template: string, message: string) =>
    renderForLead(template, input.lead, input.dealership, message);
  if (input.channel === 'sms') {
    const limit = input.settings.smsCharacterLimit;
    const template = input.settings.smsTemplate;
    if (!input.wrapSms || !template.includes('{message}')) return { content: fitToLength(input.text, limit) };
    const overhead = render(template, '').length;
    if (limit - overhead < MIN_SMS_BODY) return { content: fitToLength(input.text, limit) };
    const content = render(template, fitToLength(input.text, limit - overhead));
    return { content: fitToLength(content, limit) };
  }
  const template = input.settings.emailTemplate.includes('{message}')
    ? input.settings.emailTemplate
    : '{message}';
  const body = render(template, input.text).trim();
  const signature = render(input.settings.emailSignature, '').trim();
  const vehicle = vehicleOf(input.lead.vehicleInterest);
  return {
    content: signature ? `${body}\n\n${signature}` : body,
    subject:
      input.subject ??
      (vehicle ? `Your ${vehicle} at ${input.dealership.name}` : `Your inquiry at ${input.dealership.name}`),
  };
}
