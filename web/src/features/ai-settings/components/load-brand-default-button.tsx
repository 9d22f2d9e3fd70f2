import { useTranslation } from 'react-i18next';
import { BRAND_PROMPTS } from './brand-prompts';
import { LoadDefaultButton } from './load-default-button';

type Brand = keyof typeof BRAND_PROMPTS;

/** 'Load {BRAND} Default' for the system prompt; asks before replacing a prompt someone has edited. */
export function LoadBrandDefaultButton({
  brand,
  currentPrompt,
  savedPrompt,
  onLoad,
}: {
  brand: Brand;
  currentPrompt: () => string;
  savedPrompt: string;
  onLoad: (prompt: string) => void;
}) {
  const { t } = useTranslation();
  const label = brand.toUpperCase();
  const untouched = () => {
    const current = currentPrompt().trim();
    return (
      current === '' ||
      current === savedPrompt.trim() ||
      Object.values(BRAND_PROMPTS).some((p) => p.trim() === current)
    );
  };
  return (
    <LoadDefaultButton
      texts={{
        button: t('aiSettings.loadBrandDefaultButton.loadDefault', { label }),
        title: t('aiSettings.loadDefault.title'),
        description: t('aiSettings.loadDefault.description', { brand: label }),
        keep: t('aiSettings.loadDefault.keep'),
        replace: t('aiSettings.loadDefault.replace', { brand: label }),
      }}
      untouched={untouched}
      onLoad={() => onLoad(BRAND_PROMPTS[brand])}
    />
  );
}
