import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { Card, CardContent } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { useWebhookEndpoints } from '@/features/webhooks-out/api/webhook-endpoints';
import { CreateWebhookDialog } from '@/features/webhooks-out/components/create-webhook-dialog';
import { WebhookEndpointRow } from '@/features/webhooks-out/components/webhook-endpoint-row';
import { useDealerships } from '@/hooks/use-dealerships';

/**
 * Outgoing webhooks (admins manage, managers read their stores'): each store's endpoints, their delivery log and
 * Send test. The server enforces the same roles.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const endpoints = useWebhookEndpoints();
  const { data: dealerships = [] } = useDealerships();
  if (!me) return null;
  const canManage = me.role === 'admin';

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('webhooksOut.page.title')}
        description={t('webhooksOut.page.description')}
        actions={canManage ? <CreateWebhookDialog dealerships={dealerships} /> : null}
      />
      <Card>
        <CardContent className="p-0">
          <QueryPanel query={endpoints}>
            {(list) =>
              list.length === 0 ? (
                <p className="p-4 text-sm text-muted-foreground">{t('webhooksOut.page.none')}</p>
              ) : (
                <ul className="divide-y">
                  {list.map((endpoint) => (
                    <WebhookEndpointRow
                      key={endpoint.id}
                      endpoint={endpoint}
                      dealerships={dealerships}
                      canManage={canManage}
                    />
                  ))}
                </ul>
              )
            }
          </QueryPanel>
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t('webhooksOut.page.signatureHint')}</p>
    </div>
  );
}
