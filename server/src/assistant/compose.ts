import { renderTemplate } from '@lead-manager/contracts/ai-defaults';
import type { Channel } from '@lead-manager/contracts/conversations';
import { fitToLength } from './guardrails';

/** Below this many characters for the message itself, the SMS template is dropped rather than the message cut. */
const MIN_SMS_BODY = 40;

export interface ComposeInput {
  channel: Channel;
  /** The assistant's words; `{message}` of the template. */
  text: string;
  /** Wrap SMS in the dealership's template (first contact, follow-ups); emails are always wrapped. */
  wrapSms: boolean;
  lead: { name: string; vehicleInterest: string | null };
  dealership: { name: string; phone: string | null; email: string | null };
  settings: { smsTemplate: string; emailTemplate: string; emailSignature: string; smsCharacterLimit: number };
  subject?: string;
}

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** The message as the customer receives it: in the dealership's template and, for SMS, within its length limit. */
export function composeMessage(input: ComposeInput): { content: string; subject?: string } {
  const vars = {
    customerName: firstNameOf(input.lead.name),
    vehicleInterest: input.lead.vehicleInterest?.trim() || 'vehicle',
    dealershipName: input.dealership.name,
    dealershipPhone: input.dealership.phone ?? '',
    dealershipEmail: input.dealership.email ?? '',
  };
  if (input.channel === 'sms') {
    const limit = input.settings.smsCharacterLimit;
    const template = input.settings.smsTemplate;
    if (!input.wrapSms || !template.includes('{message}')) return { content: fitToLength(input.text, limit) };
    const overhead = renderTemplate(template, { ...vars, message: '' }).length;
    if (limit - overhead < MIN_SMS_BODY) return { content: fitToLength(input.text, limit) };
    const content = renderTemplate(template, { ...vars, message: fitToLength(input.text, limit - overhead) });
    return { content: fitToLength(content, limit) };
  }
  const template = input.settings.emailTemplate.includes('{message}')
    ? input.settings.emailTemplate
    : '{message}';
  const body = renderTemplate(template, { ...vars, message: input.text }).trim();
  const signature = renderTemplate(input.settings.emailSignature, { ...vars, message: '' }).trim();
  return {
    content: signature ? `${body}\n\n${signature}` : body,
    subject: input.subject ?? `Your ${vars.vehicleInterest} at ${input.dealership.name}`,
  };
}
