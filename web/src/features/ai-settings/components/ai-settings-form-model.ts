import type { TemplateLanguage } from '@lead-manager/contracts/ai-language-defaults';
import { type AiSettings, UpdateAiSettingsSchema } from '@lead-manager/contracts/ai-settings';
import type { z } from 'zod';

/** What the AI Settings form edits: every setting the screen shows, all present. */
export const FormSchema = UpdateAiSettingsSchema.required().pick({
  systemPrompt: true,
  emailEnabled: true,
  emailTemplate: true,
  emailSignature: true,
  smsEnabled: true,
  smsTemplate: true,
  smsCharacterLimit: true,
  followUpSchedule: true,
  languageTemplates: true,
});
export type FormValues = z.infer<typeof FormSchema>;

/** The language whose templates the form shows: the dealership's own English ones, or Spanish or French. */
export type ShownLanguage = 'en' | TemplateLanguage;
export const SHOWN_LANGUAGES: readonly ShownLanguage[] = ['en', 'es', 'fr'];

export type TemplateField = 'emailTemplate' | 'emailSignature' | 'smsTemplate';

/** Where a template of `language` lives in the form: English at the top, the others under languageTemplates. */
export const templatePath = (language: ShownLanguage, field: TemplateField) =>
  language === 'en' ? field : (`languageTemplates.${language}.${field}` as const);

/** The template variables each channel offers as chips. */
export const EMAIL_VARS = [
  'customerName',
  'vehicleInterest',
  'message',
  'dealershipName',
  'dealershipPhone',
  'dealershipEmail',
];
export const SMS_VARS = ['customerName', 'vehicleInterest', 'message', 'dealershipName', 'dealershipPhone'];

/** One text per follow-up step (blank: the step sends its English text), so the form's fields line up. */
export const alignedToSteps = (texts: readonly string[], steps: number) =>
  Array.from({ length: steps }, (_, index) => texts[index] ?? '');

export function toForm(s: AiSettings): FormValues {
  const steps = s.followUpSchedule.length;
  const aligned = (language: TemplateLanguage) => ({
    ...s.languageTemplates[language],
    followUpMessages: alignedToSteps(s.languageTemplates[language].followUpMessages, steps),
  });
  return {
    systemPrompt: s.systemPrompt,
    emailEnabled: s.emailEnabled,
    emailTemplate: s.emailTemplate,
    emailSignature: s.emailSignature,
    smsEnabled: s.smsEnabled,
    smsTemplate: s.smsTemplate,
    smsCharacterLimit: s.smsCharacterLimit,
    followUpSchedule: s.followUpSchedule,
    languageTemplates: { es: aligned('es'), fr: aligned('fr') },
  };
}
