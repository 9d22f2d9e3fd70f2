import { runsStores } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { DealershipPicker } from '@/components/dealership-picker';
import { PageHeader } from '@/components/page-header';
import { QueryPanel } from '@/components/query-panel';
import { useMe } from '@/features/auth/api/get-me';
import { useConnections } from '@/features/connections/api/connections';
import { ConnectionCard } from '@/features/connections/components/connection-card';
import { FailedDeliveriesCard } from '@/features/lead-sources/components/failed-deliveries-card';
import { RemoveTestLeadsCard } from '@/features/leads/components/remove-test-leads-card';
import { usePickedDealership } from '@/hooks/use-picked-dealership';

/**
 * Each lead source and the store's number, per store: open or closed and why, the address to paste, the steps,
 * the credentials (set here, never shown again) and a Test through the real endpoint.
 */
export default function WebhookSetupPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { dealerships, isPending, dealershipId, setDealershipId } = usePickedDealership();
  const mayRead = runsStores(me?.role);
  const connections = useConnections(mayRead ? dealershipId : undefined);
  const isAdmin = me?.role === 'admin';

  // A salesperson who follows an old link is told whose screen it is, without a store to pick.
  if (me && !mayRead)
    return (
      <div className="mx-auto max-w-5xl space-y-6">
        <PageHeader title={t('pages.webhookSetup.webhookSetup')} />
        <p className="text-sm text-muted-foreground">{t('connections.page.onlyManagers')}</p>
      </div>
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t('pages.webhookSetup.webhookSetup')}
        description={t('connections.page.storeHint')}
        actions={
          <DealershipPicker
            name="webhook-setup-store"
            dealerships={dealerships}
            isPending={isPending}
            value={dealershipId}
            onChange={setDealershipId}
          />
        }
      />
      {me && mayRead && !isAdmin ? (
        <p className="text-sm text-muted-foreground">{t('connections.page.readOnly')}</p>
      ) : null}
      {mayRead && dealershipId !== undefined ? (
        <QueryPanel query={connections}>
          {(data) => (
            <div className="grid grid-cols-1 gap-4">
              {data.connections.map((connection) => (
                <ConnectionCard
                  key={`${data.dealershipId}-${connection.source}`}
                  dealershipId={data.dealershipId}
                  connection={connection}
                  canEdit={isAdmin}
                />
              ))}
            </div>
          )}
        </QueryPanel>
      ) : null}
      {isAdmin ? <FailedDeliveriesCard /> : null}
      {me && me.role !== 'user' ? <RemoveTestLeadsCard /> : null}
    </div>
  );
}
