import { CheckCircle2Icon, LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorText } from '@/lib/api-client';
import { formatDateTime, sourceLabel } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useWebhookEvents } from '../api/get-webhook-events';
import { useReplayWebhookEvent } from '../api/replay-webhook-event';

const FAILED = { status: 'failed', limit: 50 } as const;

/** Admins only: inbound deliveries that could not become a lead, each with a Replay button. */
export function FailedDeliveriesCard() {
  const { t } = useTranslation();
  const events = useWebhookEvents(FAILED);
  const replay = useReplayWebhookEvent();
  const rows = events.data?.events ?? [];

  const onReplay = (id: number) =>
    replay.mutate(id, {
      onSuccess: () =>
        toast({
          title: t('leadSources.failedDeliveriesCard.deliveryReplayed'),
          description: t('leadSources.failedDeliveriesCard.itIsBeingProcessedAgain'),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t('leadSources.failedDeliveriesCard.couldNotReplayTheDelivery'),
          description: errorText(error),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('leadSources.failedDeliveriesCard.failedDeliveries')}</CardTitle>
        <CardDescription>
          {t('leadSources.failedDeliveriesCard.webhookRequestsThatWereStored')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <div
            className="space-y-2"
            role="status"
            aria-label={t('leadSources.failedDeliveriesCard.loadingFailedDeliveries')}
          >
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : events.isError ? (
          <p className="text-sm text-destructive">{errorText(events.error)}</p>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={CheckCircle2Icon}
            title={t('leadSources.failedDeliveriesCard.noFailedDeliveries')}
            className="py-6"
          />
        ) : (
          // On a phone each row stacks (source and time beside Replay, the error under them) instead of a table
          // whose Replay sits off-screen behind a sideways scroll and whose error wraps a word a line.
          <Table aria-label={t('leadSources.failedDeliveriesCard.failedDeliveries')}>
            <TableHeader className="hidden sm:table-header-group">
              <TableRow>
                <TableHead>{t('leadSources.failedDeliveriesCard.source')}</TableHead>
                <TableHead>{t('leadSources.failedDeliveriesCard.received')}</TableHead>
                <TableHead>{t('leadSources.failedDeliveriesCard.error')}</TableHead>
                <TableHead className="w-28 text-right">
                  <span className="sr-only">{t('leadSources.failedDeliveriesCard.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((event) => {
                const busy = replay.isPending && replay.variables === event.id;
                return (
                  <TableRow key={event.id} className="grid grid-cols-[1fr_auto] py-2 sm:table-row sm:py-0">
                    <TableCell className="py-1 font-medium sm:py-3">{sourceLabel(event.source)}</TableCell>
                    <TableCell className="col-start-1 py-1 whitespace-nowrap sm:py-3">
                      {formatDateTime(event.createdAt)}
                    </TableCell>
                    <TableCell className="col-span-2 max-w-md py-1 break-words text-sm text-muted-foreground sm:py-3">
                      {event.error ?? t('leadSources.failedDeliveriesCard.unknownError')}
                    </TableCell>
                    <TableCell className="col-start-2 row-span-2 row-start-1 self-center text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => onReplay(event.id)}
                        aria-label={t('leadSources.failedDeliveriesCard.replayTheDeliveryOf', {
                          source: sourceLabel(event.source),
                          createdAt: formatDateTime(event.createdAt),
                        })}
                      >
                        {busy ? (
                          <LoaderCircleIcon className="animate-spin" aria-hidden />
                        ) : (
                          <RotateCcwIcon aria-hidden />
                        )}
                        {t('leadSources.failedDeliveriesCard.replay')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {events.data && events.data.total > rows.length ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('leadSources.failedDeliveriesCard.showingTheNewestOf', {
              length: rows.length,
              total: events.data.total,
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
