import { CalendarIcon, CalendarPlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppointments } from '@/features/appointments/api/get-appointments';
import { STATUS_OPTIONS } from '@/features/appointments/components/appointment-options';
import { AppointmentSendCard } from '@/features/appointments/components/appointment-send-card';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useNow } from '@/hooks/use-now';
import { enumLabel, sentenceCase } from '@/lib/format';
import { useLeadActions } from '../composed/lead-actions';

const PAGE_SIZE = 24;

export default function AppointmentSendsPage() {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const actions = useLeadActions();
  const now = useNow();
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at the first page
  useEffect(() => setPage(0), [status, dealershipId]);
  // A page of cards at a time: a dealer group has tens of thousands of appointments.
  const list = useAppointments({ dealershipId, status, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const items = list.data?.items ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.appointmentSends.appointmentSends')}
        description={t('pages.appointmentSends.sendRemindersAndKeepEvery')}
        actions={
          <Button onClick={() => actions.openSchedule(null, 'sends')}>
            <CalendarPlusIcon aria-hidden /> {t('pages.appointmentSends.scheduleAppointment')}
          </Button>
        }
      />
      <div className="flex items-end gap-3">
        <div className="w-48 space-y-1.5">
          <Label id="sends-status-label">{t('pages.appointmentSends.status')}</Label>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger aria-labelledby="sends-status-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t('pages.appointmentSends.allStatuses')}</SelectItem>
              {STATUS_OPTIONS.map((s) => (
                <SelectItem key={s} value={s}>
                  {sentenceCase(enumLabel('appointmentStatus', s))}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {list.data ? (
          <p className="pb-2 text-sm text-muted-foreground">
            {t('pages.appointmentSends.appointments2', { count: list.data.total })}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <ul
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label={t('pages.appointmentSends.loadingAppointments')}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i}>
              <Card className="space-y-3 p-4">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-3 w-2/3" />
                <Skeleton className="h-16 w-full" />
              </Card>
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <QueryError
          title={t('pages.appointmentSends.couldNotLoadTheAppointments')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            icon={CalendarIcon}
            title={t('pages.appointmentSends.noAppointmentsFound')}
            description={t('pages.appointmentSends.scheduleAnAppointmentToSend')}
          />
        </Card>
      ) : (
        <div className="space-y-2">
          <ul
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
            aria-label={t('pages.appointmentSends.appointments')}
          >
            {items.map((a) => (
              <li key={a.id} className="flex">
                <AppointmentSendCard appointment={a} now={now} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
            countOf={(count) => t('pages.appointmentSends.appointments2', { count })}
          />
        </div>
      )}
    </div>
  );
}
