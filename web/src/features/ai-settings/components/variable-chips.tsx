import { useTranslation } from 'react-i18next';

/** The `{variable}` chips under a template: a click adds the variable at the end of the text. */
export function VariableChips({ vars, onInsert }: { vars: string[]; onInsert: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs text-muted-foreground">{t('aiSettings.aiSettingsForm.insertVariable')}</span>
      {vars.map((v) => (
        <button
          key={v}
          type="button"
          onClick={() => onInsert(`{${v}}`)}
          className="rounded-md border bg-muted/60 px-1.5 py-0.5 font-mono text-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          {`{${v}}`}
        </button>
      ))}
    </div>
  );
}
