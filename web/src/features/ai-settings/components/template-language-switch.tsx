import { LanguagesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { SHOWN_LANGUAGES, type ShownLanguage } from './ai-settings-form-model';

/** English / Español / Français above the templates: which language's texts the fields below edit. */
export function TemplateLanguageSwitch({
  value,
  onChange,
}: {
  value: ShownLanguage;
  onChange: (language: ShownLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-label={t('aiSettings.templateLanguage.label')}
      className="m-0 inline-flex min-w-0 items-center gap-1 rounded-lg border bg-muted p-1"
    >
      <LanguagesIcon className="mx-1 size-4 text-muted-foreground" aria-hidden />
      {SHOWN_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={value === language}
          onClick={() => onChange(language)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === language
              ? 'bg-card text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`aiSettings.templateLanguage.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
