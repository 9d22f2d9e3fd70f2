import type { Connection } from '@lead-manager/contracts/connections';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';

/** The last delivery (or refusal) this source saw, and the last error, refreshed with the list. */
export function LastEvent({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md bg-muted/40 p-3 text-sm" data-testid="last-event">
      <p className="font-medium">{t('connections.last.title')}</p>
      <p className="text-muted-foreground">
        {connection.lastEventAt && connection.lastResult
          ? t('connections.last.at', {
              when: formatDateTime(connection.lastEventAt),
              result: t(`connections.last.results.${connection.lastResult}`),
            })
          : t('connections.last.none')}
      </p>
      {connection.lastError && connection.lastErrorAt ? (
        <p className="text-destructive break-words">
          {t('connections.last.error', {
            when: formatDateTime(connection.lastErrorAt),
            error: connection.lastError,
          })}
        </p>
      ) : null}
    </div>
  );
}
