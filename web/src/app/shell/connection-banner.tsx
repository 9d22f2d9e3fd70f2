import { CloudOffIcon, RadioTowerIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/hooks/use-online';

/**
 * Says when the app cannot be trusted to be current: no network at all, or the live connection lost (the app
 * reconnects on its own and refetches what is on screen when it is back).
 */
export function ConnectionBanner({ liveLost }: { liveLost: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online && !liveLost) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-6 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {online ? (
        <>
          <RadioTowerIcon className="size-4 shrink-0" aria-hidden />
          {t('shell.connectionBanner.liveUpdatesLostReconnectingThe')}
        </>
      ) : (
        <>
          <CloudOffIcon className="size-4 shrink-0" aria-hidden />
          {t('shell.connectionBanner.youAreOfflineWhatYou')}
        </>
      )}
    </div>
  );
}
