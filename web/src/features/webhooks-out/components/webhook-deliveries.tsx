import { useTranslation } from 'react-i18next';
import { QueryPanel } from '@/components/query-panel';
import { formatDateTime } from '@/lib/format';
import { useWebhookDeliveries } from '../api/webhook-endpoints';

/** An endpoint's delivery log: each attempt's event, number, answer, error, duration and time, newest first. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(endpointId, true);
  return (
    <QueryPanel query={deliveries}>
      {(list) =>
        list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('webhooksOut.log.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border text-xs" aria-label={t('webhooksOut.log.title')}>
            {list.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-1.5">
                <span
                  className={
                    d.ok
                      ? 'font-medium text-emerald-700 dark:text-emerald-400'
                      : 'font-medium text-destructive'
                  }
                >
                  {d.responseStatus ?? t('webhooksOut.log.noAnswer')}
                </span>
                <code>{d.eventType}</code>
                <span>{t('webhooksOut.log.attempt', { n: d.attempt })}</span>
                <span className="text-muted-foreground">
                  {t('webhooksOut.log.duration', { ms: d.durationMs })}
                </span>
                <span className="text-muted-foreground">{formatDateTime(d.createdAt)}</span>
                {d.error ? <span className="w-full break-words text-destructive">{d.error}</span> : null}
              </li>
            ))}
          </ul>
        )
      }
    </QueryPanel>
  );
}
