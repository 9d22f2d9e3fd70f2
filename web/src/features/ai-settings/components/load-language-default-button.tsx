import {
  DEFAULT_LANGUAGE_TEMPLATES,
  type LanguageTemplates,
  type TemplateLanguage,
} from '@lead-manager/contracts/ai-language-defaults';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { alignedToSteps, type FormValues } from './ai-settings-form-model';
import { LoadDefaultButton } from './load-default-button';

/** A language's texts as compared for "edited": trimmed, trailing blank follow-up texts dropped. */
function comparable(texts: LanguageTemplates): string {
  const followUps = texts.followUpMessages.map((m) => m.trim());
  while (followUps.at(-1) === '') followUps.pop();
  return JSON.stringify([
    texts.smsTemplate.trim(),
    texts.emailTemplate.trim(),
    texts.emailSignature.trim(),
    followUps,
  ]);
}

/**
 * 'Load Spanish Default': the built-in Spanish (or French) SMS and e-mail templates, signature and follow-up texts,
 * loaded into the form at once over texts nobody edited, after a question over edited ones. Saved with the form.
 */
export function LoadLanguageDefaultButton({
  language,
  form,
  saved,
}: {
  language: TemplateLanguage;
  form: UseFormReturn<FormValues>;
  saved: LanguageTemplates;
}) {
  const { t } = useTranslation();
  const name = t(`aiSettings.languageName.${language}`);
  const fallback = DEFAULT_LANGUAGE_TEMPLATES[language];
  const untouched = () => {
    const current = comparable(form.getValues(`languageTemplates.${language}`));
    return current === comparable(saved) || current === comparable(fallback);
  };
  const load = () => {
    const steps = form.getValues('followUpSchedule').length;
    form.setValue(
      `languageTemplates.${language}`,
      { ...fallback, followUpMessages: alignedToSteps(fallback.followUpMessages, steps) },
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };
  return (
    <LoadDefaultButton
      texts={{
        button: t('aiSettings.languageDefault.button', { language: name }),
        title: t('aiSettings.languageDefault.title', { language: name }),
        description: t('aiSettings.languageDefault.description', { language: name }),
        keep: t('aiSettings.languageDefault.keep'),
        replace: t('aiSettings.languageDefault.replace', { language: name }),
      }}
      untouched={untouched}
      onLoad={load}
    />
  );
}
