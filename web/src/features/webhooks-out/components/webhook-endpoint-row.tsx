import type { Dealership } from '@lead-manager/contracts/dealerships';
import type { WebhookEndpoint } from '@lead-manager/contracts/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorText } from '@/lib/api-client';
import { stripDealershipPrefix } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import {
  useDeleteWebhookEndpoint,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '../api/webhook-endpoints';
import { WebhookDeliveries } from './webhook-deliveries';

/** One endpoint: where it posts, for which store and events, its state; admins switch, test and delete it. */
export function WebhookEndpointRow({
  endpoint,
  dealerships,
  canManage,
}: {
  endpoint: WebhookEndpoint;
  dealerships: Dealership[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const test = useSendWebhookTest();
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const store = stripDealershipPrefix(dealerships.find((d) => d.id === endpoint.dealershipId)?.name ?? '');
  const failed = (e: unknown) => toast({ title: errorText(e), variant: 'destructive' });

  const sendTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: ({ delivery }) =>
        toast(
          delivery.ok
            ? { title: t('webhooksOut.row.testOk', { status: delivery.responseStatus }), variant: 'success' }
            : {
                title: t('webhooksOut.row.testFailed', {
                  reason: delivery.error ?? String(delivery.responseStatus),
                }),
                variant: 'destructive',
              },
        ),
      onError: failed,
    });

  return (
    <li className="space-y-2 px-3 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-all">{endpoint.url}</p>
          <p className="text-xs text-muted-foreground">
            {store} · {t('webhooksOut.row.events', { count: endpoint.events.length })}
          </p>
          {endpoint.active ? (
            <Badge variant="success">{t('webhooksOut.row.on')}</Badge>
          ) : endpoint.disabledReason ? (
            <Badge variant="danger">{t('webhooksOut.row.disabledForFailures')}</Badge>
          ) : (
            <Badge variant="muted">{t('webhooksOut.row.off')}</Badge>
          )}
        </div>
        {canManage ? (
          <div className="flex items-center gap-2 text-xs">
            <Switch
              checked={endpoint.active}
              disabled={update.isPending}
              id={`webhook-active-${endpoint.id}`}
              onCheckedChange={(active) => update.mutate({ id: endpoint.id, active }, { onError: failed })}
            />
            <Label htmlFor={`webhook-active-${endpoint.id}`}>{t('webhooksOut.row.active')}</Label>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
          {showLog ? t('webhooksOut.row.hideLog') : t('webhooksOut.row.showLog')}
        </Button>
        {canManage ? (
          <>
            <Button variant="outline" size="sm" disabled={test.isPending} onClick={sendTest}>
              {test.isPending ? t('webhooksOut.row.testing') : t('webhooksOut.row.sendTest')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t('webhooksOut.row.delete')}
            </Button>
          </>
        ) : null}
      </div>
      {showLog ? <WebhookDeliveries endpointId={endpoint.id} /> : null}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => setConfirming(false),
            onError: failed,
          })
        }
        title={t('webhooksOut.row.deleteTitle')}
        description={t('webhooksOut.row.deleteDescription', { url: endpoint.url })}
        cancelLabel={t('webhooksOut.row.keep')}
        confirmLabel={t('webhooksOut.row.delete')}
        pending={remove.isPending}
      />
    </li>
  );
}
