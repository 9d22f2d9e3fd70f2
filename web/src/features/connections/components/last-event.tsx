import type { Connection } from '@lead-manager/contracts/connections';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '@/lib/format-time';

/** Results that mean the source works: an error before one of them is history, not the current state. */
const SUCCESSES = ['processed', 'test-lead', 'accepted', 'verified'];

/** The Leads list with its Test filter on (the only view that shows test leads). */
const TEST_LEADS_HREF = '/leads?source=test';

/** The last error is older than a success that came after it. */
const errorIsEarlier = (c: Connection) =>
  c.lastErrorAt !== null &&
  c.lastEventAt !== null &&
  SUCCESSES.includes(c.lastResult ?? '') &&
  Date.parse(c.lastEventAt) > Date.parse(c.lastErrorAt);

/** The last delivery (or refusal) this source saw, and the last error, refreshed with the list. */
export function LastEvent({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  const { lastEventAt, lastResult, lastReason, lastError, lastErrorAt } = connection;
  const earlier = errorIsEarlier(connection);
  const result = lastResult ? t(`connections.last.results.${lastResult}`) : '';
  return (
    <div className="rounded-md bg-muted/40 p-3 text-sm" data-testid="last-event">
      <p className="font-medium">{t('connections.last.title')}</p>
      <p className="text-muted-foreground break-words" data-testid="last-event-result">
        {lastEventAt && lastResult
          ? lastReason
            ? t('connections.last.atWithReason', {
                when: formatDateTime(lastEventAt),
                result,
                reason: lastReason,
              })
            : t('connections.last.at', { when: formatDateTime(lastEventAt), result })
          : t('connections.last.none')}
      </p>
      {lastResult === 'test-lead' ? (
        <Link href={TEST_LEADS_HREF} className="text-primary underline underline-offset-2">
          {t('connections.last.showTestLeads')}
        </Link>
      ) : null}
      {lastError && lastErrorAt ? (
        // An error followed by a success is said to be earlier, so it is not read as the source being broken now.
        <p
          className={earlier ? 'text-muted-foreground break-words' : 'text-destructive break-words'}
          data-testid="last-error"
        >
          {t(earlier ? 'connections.last.earlierError' : 'connections.last.error', {
            when: formatDateTime(lastErrorAt),
            error: lastError,
          })}
        </p>
      ) : null}
    </div>
  );
}
