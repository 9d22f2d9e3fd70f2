import type { TFunction } from 'i18next';
import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** 'Updated 12 s ago', in the reader's language: how old the figures are, from the API's generatedAt. */
function updatedAgo(t: TFunction, at: Date, now: Date) {
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 5) return t('reports.freshness.justNow');
  if (seconds < 60) return t('reports.freshness.secondsAgo', { count: seconds });
  if (seconds < 3600) return t('reports.freshness.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('reports.freshness.hoursAgo', { count: Math.floor(seconds / 3600) });
  return t('reports.freshness.at', { time: formatDateTime(at) });
}

/**
 * How fresh the figures on screen are, counting live, with a button that asks for figures as of now. The server
 * keeps a report for a few seconds (decision 027), so without this a reader cannot tell a report's age.
 */
export function ReportFreshness({
  generatedAt,
  refreshing,
  onRefresh,
  error,
}: {
  generatedAt: string;
  refreshing: boolean;
  onRefresh: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const at = new Date(generatedAt);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <time dateTime={generatedAt} title={formatDateTime(at)} className="tabular-nums">
        {updatedAgo(t, at, now)}
      </time>
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RotateCwIcon className={cn(refreshing && 'animate-spin')} aria-hidden />
        {t('reports.freshness.refresh')}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-destructive">
          {t('reports.freshness.couldNotRefresh', { error })}
        </p>
      ) : null}
    </div>
  );
}
