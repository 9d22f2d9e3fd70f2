import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * A filter, search or page changed while offline: the list on screen is still the previous one (kept as placeholder
 * until the new one arrives), so say so rather than let it pass for the new filter's results.
 */
export function PausedListNotice({
  query,
  className,
}: {
  query: Pick<UseQueryResult, 'isPlaceholderData' | 'fetchStatus'>;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!query.isPlaceholderData || query.fetchStatus !== 'paused') return null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <CloudOffIcon className="size-4 shrink-0" aria-hidden />
      {t('common.pausedList.previousResults')}
    </p>
  );
}
