import type { InventoryFeed } from '@lead-manager/contracts/inventory';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';

/** When the feed last ran, what it did, and the lines it could not read. */
export function FeedStatus({ feed }: { feed: InventoryFeed }) {
  const { t } = useTranslation();
  const run = feed.lastRun;
  if (!run) return <p className="text-sm text-muted-foreground">{t('inventory.feed.never')}</p>;
  return (
    <div className="space-y-2 text-sm" aria-live="polite">
      <p>
        {t(`inventory.feed.source.${run.source}`, { when: formatDateTime(run.at) })}{' '}
        {run.failure ? (
          <span className="text-destructive">{t('inventory.feed.failed', { reason: run.failure })}</span>
        ) : (
          t('inventory.feed.result', { inStock: run.inStock, sold: run.sold, returned: run.returned })
        )}
      </p>
      {run.errors.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">
            {t('inventory.feed.skipped', { count: run.errors.length })}
          </summary>
          <ul className="mt-1 list-inside list-disc text-xs text-muted-foreground">
            {run.errors.map((e) => (
              <li key={e.line}>{t('inventory.feed.line', { line: e.line, message: e.message })}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
