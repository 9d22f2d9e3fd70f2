import type { AiSettings } from '@lead-manager/contracts/ai-settings';

/**
 * The dealership's settings as they apply to a lead in `language`: Spanish and French leads get that language's
 * SMS and email templates, signature and follow-up texts (same delays and channels); English keeps them as they are.
 * A follow-up step with no text in the language keeps the English one rather than sending nothing.
 */
export function settingsInLanguage(settings: AiSettings, language: string | null | undefined): AiSettings {
  if (language !== 'es' && language !== 'fr') return settings;
  const own = settings.languageTemplates[language];
  return {
    ...settings,
    smsTemplate: own.smsTemplate,
    emailTemplate: own.emailTemplate,
    emailSignature: own.emailSignature,
    followUpSchedule: settings.followUpSchedule.map((step, index) => ({
      ...step,
      message: own.followUpMessages[index]?.trim() || step.message,
    })),
  };
}
