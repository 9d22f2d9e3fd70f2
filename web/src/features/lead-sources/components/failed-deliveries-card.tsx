import { CheckCircle2Icon, LoaderCircleIcon, RotateCcwIcon } from 'lucide-react';
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
  const events = useWebhookEvents(FAILED);
  const replay = useReplayWebhookEvent();
  const rows = events.data?.events ?? [];

  const onReplay = (id: number) =>
    replay.mutate(id, {
      onSuccess: () =>
        toast({
          title: 'Delivery replayed',
          description: 'It is being processed again.',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Could not replay the delivery',
          description: errorText(error),
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed deliveries</CardTitle>
        <CardDescription>
          Webhook requests that were stored but could not become a lead. Replay one once its cause is fixed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading failed deliveries">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : events.isError ? (
          <p className="text-sm text-destructive">{errorText(events.error)}</p>
        ) : rows.length === 0 ? (
          <EmptyState icon={CheckCircle2Icon} title="No failed deliveries" className="py-6" />
        ) : (
          <Table aria-label="Failed deliveries">
            <TableHeader>
              <TableRow>
                <TableHead>Source</TableHead>
                <TableHead>Received</TableHead>
                <TableHead>Error</TableHead>
                <TableHead className="w-28 text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((event) => {
                const busy = replay.isPending && replay.variables === event.id;
                return (
                  <TableRow key={event.id}>
                    <TableCell className="font-medium">{sourceLabel(event.source)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(event.createdAt)}</TableCell>
                    <TableCell className="max-w-md break-words text-sm text-muted-foreground">
                      {event.error ?? 'Unknown error'}
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => onReplay(event.id)}
                        aria-label={`Replay the ${sourceLabel(event.source)} delivery of ${formatDateTime(event.createdAt)}`}
                      >
                        {busy ? (
                          <LoaderCircleIcon className="animate-spin" aria-hidden />
                        ) : (
                          <RotateCcwIcon aria-hidden />
                        )}
                        Replay
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
            Showing the newest {rows.length} of {events.data.total}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
