import { CalendarPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useNow } from '@/hooks/use-now';
import { useAppointments } from '../api/get-appointments';
import { AppointmentActions } from './appointment-actions';
import { AppointmentStatusSelect } from './appointment-status-select';
import { AppointmentWhen } from './appointment-when';

/** A lead's appointments on its page, on the store's clock, each with its status and actions. */
export function LeadAppointments({ leadId, onSchedule }: { leadId: number; onSchedule: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const { data, isPending, isError, error, refetch, isFetching } = useAppointments({ leadId, limit: 20 });
  const items = data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('leadPage.appointments.title')}</CardTitle>
        <Button size="sm" variant="outline" onClick={onSchedule}>
          <CalendarPlusIcon aria-hidden /> {t('leadPage.appointments.schedule')}
        </Button>
      </CardHeader>
      <CardContent>
        {isError ? (
          <QueryError
            title={t('leadPage.appointments.couldNotLoad')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : !isPending && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('leadPage.appointments.none')}</p>
        ) : (
          <ul className="space-y-2" aria-label={t('leadPage.appointments.title')}>
            {items.map((a) => (
              <li key={a.id} className="space-y-2 rounded-lg border p-3 text-sm">
                <AppointmentWhen appointment={a} now={now} />
                <div className="flex items-center justify-between gap-2">
                  <AppointmentStatusSelect appointment={a} />
                  <AppointmentActions appointment={a} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
