import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { withScreenTexts } from '@/i18n/i18n';

// Loaded on first use: the finder is not part of the first paint.
const QuickFinder = lazy(withScreenTexts(() => import('../composed/quick-finder')));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search: opens the quick finder, as ⌘K (Ctrl+K elsewhere) does from anywhere. */
export function QuickFinderButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        variant="outline"
        className="ml-auto hidden w-full max-w-lg min-w-0 shrink justify-start font-normal text-muted-foreground sm:flex"
        onClick={show}
        aria-keyshortcuts="Meta+K Control+K"
      >
        <SearchIcon aria-hidden />
        {/* Wide enough for the hint in all three languages at 1440 px; on narrower screens it gives way before the
            shortcut does, and nothing spills onto the controls beside it. */}
        <span className="min-w-0 flex-1 truncate text-left">
          {t('shell.quickFinderButton.findLeadsConversationsAppointments')}
        </span>
        <kbd className="shrink-0 rounded border bg-muted px-1.5 text-xs">{shortcut}</kbd>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="ml-auto sm:hidden"
        aria-label={t('shell.quickFinderButton.find')}
        onClick={show}
      >
        <SearchIcon aria-hidden />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <QuickFinder open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
