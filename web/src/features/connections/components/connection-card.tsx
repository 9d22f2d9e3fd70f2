import type { Connection, ConnectionTestResult } from '@lead-manager/contracts/connections';
import { FlaskConicalIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { useTestConnection } from '../api/connections';
import { ConnectionUrlRow } from './connection-url-row';
import { CredentialField } from './credential-field';
import { LastEvent } from './last-event';
import { STEP_COUNT, stateText } from './sources';
import { WebsiteSnippetCard } from './website-snippet-card';

const RESULT_VARIANT = {
  created: 'success',
  accepted: 'success',
  closed: 'warning',
  refused: 'danger',
} as const;

/** What the last Test said, exactly as the endpoint answered it. */
function TestOutcome({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm" role="status" data-testid="test-result">
      <Badge variant={RESULT_VARIANT[result.result]}>{t(`connections.test.${result.result}`)}</Badge>{' '}
      <span className="text-muted-foreground">{result.message}</span>
    </p>
  );
}

/** One source of one store: open or closed and why, the address to paste, the steps, the credentials and a Test. */
export function ConnectionCard({
  dealershipId,
  connection,
  canEdit,
}: {
  dealershipId: number;
  connection: Connection;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const test = useTestConnection(dealershipId);
  const { source } = connection;
  const name = t(`connections.names.${source}`);
  const open = connection.state === 'open';
  const steps = Array.from({ length: STEP_COUNT[source] }, (_, i) =>
    t(`connections.steps.${source}.${i + 1}`),
  );

  return (
    <Card data-testid={`connection-${source}`}>
      <CardHeader className="space-y-1">
        <CardTitle className="flex flex-wrap items-center gap-2">
          {name}
          <Badge variant={open ? 'success' : 'warning'} data-testid="connection-state">
            {open ? t('connections.state.open') : t('connections.state.closed')}
          </Badge>
        </CardTitle>
        <CardDescription>{stateText(t, connection)}</CardDescription>
        {connection.groupOnly ? (
          <p className="text-xs text-muted-foreground">{t('connections.state.groupOnly')}</p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {connection.urls.map((url) => (
          <ConnectionUrlRow key={url.name} url={url} />
        ))}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('connections.steps.title')}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {connection.credentials.map((state) => (
            <CredentialField
              key={state.field}
              dealershipId={dealershipId}
              source={source}
              state={state}
              groupOnly={connection.groupOnly}
              canEdit={canEdit}
            />
          ))}
        </div>
        {source === 'website' && connection.urls[0] ? (
          <WebsiteSnippetCard
            captureUrl={connection.urls[0].url}
            hasOrigins={(connection.credentials[0]?.values?.length ?? 0) > 0}
          />
        ) : null}
        <LastEvent connection={connection} />
        {canEdit ? (
          <div className="space-y-2">
            <Button
              type="button"
              onClick={() => test.mutate(source)}
              disabled={test.isPending}
              aria-label={t('connections.test.label', { name })}
            >
              {test.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden />
              ) : (
                <FlaskConicalIcon aria-hidden />
              )}
              {test.isPending ? t('connections.test.running') : t('connections.test.run')}
            </Button>
            {test.data ? <TestOutcome result={test.data} /> : null}
            {test.error ? <p className="text-sm text-destructive">{errorText(test.error)}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
