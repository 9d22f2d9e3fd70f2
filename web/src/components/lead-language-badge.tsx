import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * The language the assistant writes to the lead in, named in that language ("Español", "Français"), so staff know
 * which language to reply in. English leads show none: it is the default.
 */
export function LeadLanguageBadge({ language }: { language: string | undefined }) {
  const { t } = useTranslation();
  if (language !== 'es' && language !== 'fr') return null;
  const name = language === 'es' ? t('leadLanguage.names.es') : t('leadLanguage.names.fr');
  return (
    <Badge
      variant="outline"
      className="shrink-0 text-[10px]"
      lang={language}
      title={t('leadLanguage.badgeTitle', { language: name })}
      data-testid="lead-language"
    >
      {name}
    </Badge>
  );
}
