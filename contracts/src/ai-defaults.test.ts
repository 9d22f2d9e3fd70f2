import { describe, expect, it } from 'vitest';
import {
  BRAND_DEFAULT_PROMPTS,
  DEFAULT_EMAIL_SIGNATURE,
  DEFAULT_EMAIL_TEMPLATE,
  DEFAULT_FOLLOW_UP_SCHEDULE,
  DEFAULT_SMS_TEMPLATE,
  defaultAiSettings,
  renderTemplate,
} from './ai-defaults';
import { FollowUpStepInputSchema, UpdateAiSettingsSchema } from './ai-settings';
import { TEMPLATE_VARIABLES, unknownFollowUpVariables, variablesIn } from './template-variables';

const typicalSms = {
  customerName: 'Maria Garcia',
  vehicleInterest: '2025 Hyundai Tucson SEL',
  message: 'Thanks for asking about the Tucson SEL! Want to come in for a test drive this week?',
  dealershipName: 'Lakeside Auto Group Hyundai',
  dealershipPhone: '+18635550102',
};

describe('renderTemplate', () => {
  it('replaces every occurrence of each variable', () => {
    expect(
      renderTemplate('Hi {customerName}! {customerName}, the {vehicleInterest} is here.', typicalSms),
    ).toBe('Hi Maria Garcia! Maria Garcia, the 2025 Hyundai Tucson SEL is here.');
  });

  it('renders unknown, missing and null variables as empty strings', () => {
    expect(renderTemplate('a{nope}b{customerName}c{message}d', { customerName: null })).toBe('abcd');
    expect(renderTemplate('{toString}{constructor}', {})).toBe('');
  });

  it('inserts values literally, without re-rendering them', () => {
    expect(renderTemplate('{message}', { message: '$& {customerName} $1', customerName: 'X' })).toBe(
      '$& {customerName} $1',
    );
  });

  it('leaves text without variables alone', () => {
    expect(renderTemplate('No {braces here} or {} {1x}', {})).toBe('No {braces here} or {} {1x}');
  });
});

describe('default templates', () => {
  it('keeps the SMS template within one 160-character segment for a typical lead', () => {
    const text = renderTemplate(DEFAULT_SMS_TEMPLATE, typicalSms);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('Reply STOP to opt out.')).toBe(true);
    expect(text).toContain('Maria Garcia');
    expect(text).toMatch(/^[A-Za-z0-9 .,!?'"+\-:;()/&%@#]*$/); // GSM-7 basic characters only
  });

  it('uses only the documented variables, and dealershipEmail in email only', () => {
    const known = TEMPLATE_VARIABLES.map((v) => v.name as string);
    const smsKnown = TEMPLATE_VARIABLES.filter((v) => (v.channels as readonly string[]).includes('sms')).map(
      (v) => v.name as string,
    );
    for (const name of variablesIn(DEFAULT_EMAIL_TEMPLATE + DEFAULT_EMAIL_SIGNATURE))
      expect(known).toContain(name);
    for (const name of variablesIn(DEFAULT_SMS_TEMPLATE)) expect(smsKnown).toContain(name);
    expect(variablesIn(DEFAULT_EMAIL_TEMPLATE)).toContain('message');
    expect(variablesIn(DEFAULT_EMAIL_SIGNATURE)).toContain('dealershipEmail');
  });

  it('has a valid follow-up schedule in increasing order', () => {
    for (const step of DEFAULT_FOLLOW_UP_SCHEDULE)
      expect(FollowUpStepInputSchema.safeParse(step).success).toBe(true);
    const delays = DEFAULT_FOLLOW_UP_SCHEDULE.map((s) => s.delay);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(new Set(DEFAULT_FOLLOW_UP_SCHEDULE.map((s) => s.channel))).toEqual(new Set(['sms', 'email']));
  });
});

describe('defaultAiSettings', () => {
  const lineUps = {
    chevrolet: [
      'Silverado',
      'Equinox',
      'Traverse',
      'Tahoe',
      'Malibu',
      'Trax',
      'Blazer EV',
      'Corvette',
      'Colorado',
    ],
    hyundai: [
      'Tucson',
      'Santa Fe',
      'Palisade',
      'Elantra',
      'Sonata',
      'Kona',
      'Ioniq 5',
      'Ioniq 6',
      'Santa Cruz',
    ],
    ford: [
      'F-150',
      'F-150 Lightning',
      'Bronco',
      'Bronco Sport',
      'Explorer',
      'Escape',
      'Maverick',
      'Mustang Mach-E',
    ],
  };

  it.each(Object.entries(lineUps))(
    'gives %s its own prompt with its line-up and the house rules',
    (brand, models) => {
      const settings = defaultAiSettings(brand);
      expect(settings.systemPrompt).toBe(BRAND_DEFAULT_PROMPTS[brand as keyof typeof BRAND_DEFAULT_PROMPTS]);
      for (const model of models) expect(settings.systemPrompt).toContain(model);
      expect(settings.systemPrompt).toMatch(/never state.*price/i);
      expect(settings.systemPrompt).toContain('STOP');
      const words = settings.systemPrompt.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(270);
      expect(UpdateAiSettingsSchema.safeParse(settings).success).toBe(true);
    },
  );

  it("mentions Hyundai's 10-year/100,000-mile powertrain warranty", () => {
    expect(defaultAiSettings('Hyundai').systemPrompt).toContain('10-year/100,000-mile powertrain');
  });

  it('gives an unknown brand a neutral prompt and the same defaults', () => {
    const settings = defaultAiSettings('kia');
    expect(settings.systemPrompt).not.toMatch(/Chevrolet|Hyundai|Ford/);
    expect(settings.systemPrompt).toContain('test drive');
    expect(settings).toMatchObject({ emailEnabled: true, smsEnabled: true, smsCharacterLimit: 160 });
    expect(settings.followUpSchedule).toEqual(DEFAULT_FOLLOW_UP_SCHEDULE);
  });

  it('returns a fresh schedule each time', () => {
    const settings = defaultAiSettings('ford');
    settings.followUpSchedule[0] = { delay: 1, channel: 'email', message: 'changed' };
    expect(defaultAiSettings('ford').followUpSchedule).toEqual(DEFAULT_FOLLOW_UP_SCHEDULE);
  });
});

describe('follow-up steps as saved', () => {
  it('knows the variables the AI Settings screen lists, except {message}', () => {
    expect(unknownFollowUpVariables('Hi {customerName}, the {vehicleInterest} at {dealershipName}')).toEqual(
      [],
    );
    expect(unknownFollowUpVariables('{dealershipPhone} {dealershipEmail}')).toEqual([]);
    expect(unknownFollowUpVariables('Hi {customerNmae} {message}')).toEqual(['customerNmae', 'message']);
  });

  it('refuses a blank message or an unknown variable, naming the step', () => {
    const result = UpdateAiSettingsSchema.safeParse({
      followUpSchedule: [
        { delay: 24, channel: 'sms', message: 'Hi {customerName}' },
        { delay: 48, channel: 'email', message: '   ' },
        { delay: 72, channel: 'sms', message: 'About the {car}' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(issues).toEqual([
      { path: 'followUpSchedule.1.message', message: expect.stringContaining('Message is required') },
      { path: 'followUpSchedule.2.message', message: expect.stringContaining('unknown variable {car}') },
    ]);
  });
});
