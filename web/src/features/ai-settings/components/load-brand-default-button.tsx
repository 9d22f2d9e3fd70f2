import { WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { BRAND_PROMPTS } from './brand-prompts';

type Brand = keyof typeof BRAND_PROMPTS;

/**
 * 'Load {BRAND} Default': fills the prompt at once when it is empty, the saved one or a brand default; over a
 * prompt someone has edited, it asks first, so a click does not throw their work away.
 */
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
  const [asking, setAsking] = useState(false);
  const label = brand.toUpperCase();
  const load = () => {
    const current = currentPrompt().trim();
    const untouched =
      current === '' ||
      current === savedPrompt.trim() ||
      Object.values(BRAND_PROMPTS).some((p) => p.trim() === current);
    if (untouched) onLoad(BRAND_PROMPTS[brand]);
    else setAsking(true);
  };
  return (
    <>
      <Button variant="outline" onClick={load}>
        <WandSparklesIcon aria-hidden /> {t('aiSettings.loadBrandDefaultButton.loadDefault', { label })}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('aiSettings.loadDefault.title')}</DialogTitle>
            <DialogDescription>{t('aiSettings.loadDefault.description', { brand: label })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('aiSettings.loadDefault.keep')}
            </Button>
            <Button
              onClick={() => {
                onLoad(BRAND_PROMPTS[brand]);
                setAsking(false);
              }}
            >
              {t('aiSettings.loadDefault.replace', { brand: label })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
