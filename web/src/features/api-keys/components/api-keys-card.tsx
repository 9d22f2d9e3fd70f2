import type { ApiKey } from '@lead-manager/contracts/api-keys';
import type { Dealership } from '@lead-manager/contracts/dealerships';
import { useTranslation } from 'react-i18next';
import { QueryPanel } from '@/components/query-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { formatDateTime, stripDealershipPrefix } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Admins: the personal API keys the store's own systems use, with where they reach, their last use and revoke. */
export function ApiKeysCard({ dealerships }: { dealerships: Dealership[] }) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const storesOf = (key: ApiKey) =>
    key.dealershipIds === null
      ? t('apiKeys.list.allStores')
      : key.dealershipIds
          .map((id) => stripDealershipPrefix(dealerships.find((d) => d.id === id)?.name ?? String(id)))
          .join(', ');
  const onRevoke = (key: ApiKey) =>
    revoke.mutate(key.id, {
      onSuccess: () => toast({ title: t('apiKeys.list.revoked', { name: key.name }), variant: 'success' }),
      onError: (e) => toast({ title: errorText(e), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t('apiKeys.list.title')}</CardTitle>
          <CardDescription>
            {t('apiKeys.list.description')}{' '}
            <a className="underline" href="/api/docs/" target="_blank" rel="noreferrer">
              {t('apiKeys.list.reference')}
            </a>
          </CardDescription>
        </div>
        <CreateApiKeyDialog dealerships={dealerships} />
      </CardHeader>
      <CardContent>
        <QueryPanel query={keys}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('apiKeys.list.none')}</p>
            ) : (
              <ul className="divide-y rounded-lg border">
                {list.map((key) => (
                  <li
                    key={key.id}
                    className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5 text-sm"
                  >
                    <div className="min-w-0 space-y-0.5">
                      <p className="font-medium break-words">
                        {key.name} <code className="text-xs text-muted-foreground">{key.prefix}…</code>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {t(`apiKeys.access.${key.access}`)} · {storesOf(key)} ·{' '}
                        {key.lastUsedAt
                          ? t('apiKeys.list.lastUsed', { when: formatDateTime(key.lastUsedAt) })
                          : t('apiKeys.list.neverUsed')}
                      </p>
                    </div>
                    {key.revokedAt ? (
                      <Badge variant="secondary">
                        {t('apiKeys.list.revokedOn', { when: formatDateTime(key.revokedAt) })}
                      </Badge>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revoke.isPending}
                        onClick={() => onRevoke(key)}
                      >
                        {t('apiKeys.list.revoke')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryPanel>
      </CardContent>
    </Card>
  );
}
