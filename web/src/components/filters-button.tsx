import { SlidersHorizontalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/**
 * On a phone a list's filter menus fold behind this button, so the first records show without scrolling past them;
 * a dot says when a filter is on. Wider screens show the menus and not the button.
 */
export function FiltersButton({
  open,
  onToggle,
  active,
  controls,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  active: boolean;
  /** The id of the element holding the menus. */
  controls: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      className={cn('md:hidden', className)}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SlidersHorizontalIcon aria-hidden /> {t('common.filtersButton.filters')}
      {active ? (
        <>
          <span className="size-2 rounded-full bg-primary" aria-hidden />
          <span className="sr-only">{t('common.filtersButton.on')}</span>
        </>
      ) : null}
    </Button>
  );
}
