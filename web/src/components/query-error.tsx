import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/**
 * What a screen shows when its data could not be loaded: the reason and a retry, never an empty state or zeros
 * that would read as "nothing here".
 */
export function QueryError({
  title,
  error,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-8 text-center',
        className,
      )}
    >
      <AlertTriangleIcon className="size-6 text-destructive" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="max-w-md text-sm break-words text-muted-foreground">{errorText(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={cn(retrying && 'animate-spin')} aria-hidden />{' '}
        {t('common.queryError.tryAgain')}
      </Button>
    </div>
  );
}
