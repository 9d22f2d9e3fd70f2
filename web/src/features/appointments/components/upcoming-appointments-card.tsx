import { CalendarPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useNow } from '@/hooks/use-now';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments';
import { AppointmentsTable, NoAppointments } from './appointments-table';

/** Dashboard: first 5 upcoming appointments; confirmed green, anything else yellow. */
export function UpcomingAppointmentsCard({
  dealershipId,
  onScheduleNew,
}: {
  dealershipId: 'all' | number;
  onScheduleNew: () => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const { data, isPending, isError, error, refetch, isFetching } = useUpcomingAppointments(dealershipId);
  const items = (data ?? []).slice(0, 5);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('appointments.upcomingAppointmentsCard.upcomingAppointments')}</CardTitle>
        <Button size="sm" onClick={onScheduleNew}>
          <CalendarPlusIcon aria-hidden /> {t('appointments.upcomingAppointmentsCard.scheduleNew')}
        </Button>
      </CardHeader>
      <CardContent>
        {isError ? (
          <QueryError
            title={t('appointments.upcomingAppointmentsCard.couldNotLoadTheAppointments')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : !isPending && items.length === 0 ? (
          <NoAppointments title={t('appointments.upcomingAppointmentsCard.noUpcomingAppointments')} />
        ) : (
          <AppointmentsTable
            appointments={items}
            loading={isPending}
            skeletonRows={3}
            editableStatus={false}
            now={now}
          />
        )}
      </CardContent>
    </Card>
  );
}
