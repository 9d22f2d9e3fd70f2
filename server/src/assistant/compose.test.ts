import {
  DEFAULT_EMAIL_SIGNATURE,
  DEFAULT_EMAIL_TEMPLATE,
  DEFAULT_SMS_TEMPLATE,
} from '@lead-manager/contracts/ai-defaults';
import { describe, expect, it } from 'vitest';
import { helpText } from '../modules/opt-outs/compliance-texts';
import { classifyCompliance } from '../modules/opt-outs/compliance-words';
import { composeMessage } from './compose';
import { applyGuardrails, fitToLength } from './guardrails';

const settings = {
  smsTemplate: DEFAULT_SMS_TEMPLATE,
  emailTemplate: DEFAULT_EMAIL_TEMPLATE,
  emailSignature: DEFAULT_EMAIL_SIGNATURE,
  smsCharacterLimit: 160,
};
const base = {
  lead: { name: 'Jamie Rivera', vehicleInterest: 'Hyundai Tucson' },
  dealership: { name: 'Lakeside Auto Group Hyundai', phone: '+18635550102', email: 'sales@hyundai.example' },
  settings,
};

describe('composing a message', () => {
  it('wraps SMS in the dealership template and keeps it within the character limit', () => {
    const long = 'thanks for your interest in the Hyundai Tucson! '.repeat(6);
    const { content } = composeMessage({ ...base, channel: 'sms', text: long, wrapSms: true });
    expect(content.length).toBeLessThanOrEqual(160);
    expect(content).toMatch(/^Hi Jamie, /);
    expect(content).toMatch(/Lakeside Auto Group Hyundai\. Reply STOP to opt out\.$/);
    const short = composeMessage({
      ...base,
      channel: 'sms',
      text: 'See you soon.',
      wrapSms: false,
      settings: { ...settings, smsCharacterLimit: 70 },
    });
    expect(short.content).toBe('See you soon.');
  });

  it('writes email in the template with the signature and a subject', () => {
    const mail = composeMessage({ ...base, channel: 'email', text: 'We have it ready.', wrapSms: false });
    expect(mail.content).toContain('Hi Jamie,\n\nWe have it ready.');
    expect(mail.content).toContain('+18635550102 | sales@hyundai.example');
    expect(mail.subject).toBe('Your Hyundai Tucson at Lakeside Auto Group Hyundai');
  });
});

describe('guardrails', () => {
  it('drops sentences with a figure or a price commitment and keeps the rest', () => {
    const out = applyGuardrails(
      'Great choice! It is $32,999 today. We can do 2% off the price. Want to visit?',
      'fallback',
    );
    expect(out).toEqual({ text: 'Great choice! Want to visit?', changed: true });
    expect(applyGuardrails('We can offer you a great deal on payments.', 'fallback').text).toBe('fallback');
    expect(applyGuardrails("I can't quote prices by text.", 'fallback').changed).toBe(false);
    expect(fitToLength('One. Two is longer. Three.', 12)).toBe('One.');
    expect(fitToLength('Hello there. A long middle sentence. Come in?', 30)).toBe('Hello there. Come in?');
  });
});

describe('compliance keywords', () => {
  it.each([
    ['STOP', 'opt_out'],
    [' stopall ', 'opt_out'],
    ['End.', 'opt_out'],
    ['Revoke', 'opt_out'],
    ['OPTOUT', 'opt_out'],
    ['Cancel', 'opt_out'],
    ['please stop texting me', 'opt_out'],
    ['remove me from your list', 'opt_out'],
    ['START', 'opt_in'],
    ['unstop', 'opt_in'],
    ['Yes', 'opt_in'],
    ['HELP', 'help'],
    ['info', 'help'],
    ['stop by tomorrow?', undefined],
    ['Can I come in at 3?', undefined],
  ])('%s → %s', (text, intent) => expect(classifyCompliance(text)).toBe(intent));

  it('HELP names the business, a contact, the frequency, rates and how to stop', () => {
    const text = helpText({ name: 'Lakeside Ford', phone: '+15125550103', email: null });
    expect(text).toMatch(/Lakeside Ford.*\+15125550103.*Msg frequency.*Msg & data rates may apply.*STOP/);
  });
});
