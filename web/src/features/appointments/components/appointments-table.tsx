import type { Appointment } from '@lead-manager/contracts/appointments';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { EmptyState } from '@/components/empty-state';
import { PhoneNumber } from '@/components/phone-number';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { appointmentTypeLabel, enumLabel, sentenceCase } from '@/lib/format';
import { formatStoreDayLabel, formatStoreTime } from '@/lib/store-time';
import { AppointmentActions } from './appointment-actions';
import { AppointmentStatusSelect } from './appointment-status-select';
import { AppointmentWhen } from './appointment-when';
import { OverdueBadge } from './overdue-badge';

/** Customer, Dealership, Vehicle, Date & Time, Type, Status, Actions. */
export function AppointmentsTable({
  appointments,
  loading,
  skeletonRows = 5,
  editableStatus = true,
  now,
}: {
  appointments: Appointment[];
  loading: boolean;
  skeletonRows?: number;
  editableStatus?: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  if (!loading && appointments.length === 0) {
    return null;
  }
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('appointments.appointmentsTable.customer')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.dealership')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.vehicle')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.dateTime')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.type')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.status')}</TableHead>
              <TableHead>{t('appointments.appointmentsTable.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                  <TableRow key={i}>
                    {Array.from({ length: 7 }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton cells
                      <TableCell key={j}>
                        <Skeleton className="h-4 w-full min-w-12" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : appointments.map((a) => (
                  <TableRow key={a.id} data-testid="appointment-row">
                    {/* A long name wraps (never cut): it must not push the row's actions out of view. */}
                    <TableCell className="max-w-56 min-w-32">
                      <p className="font-medium break-words">
                        {a.lead?.name ?? t('appointments.appointmentsTable.unknown')}
                      </p>
                      <p className="text-xs whitespace-nowrap text-muted-foreground">
                        <PhoneNumber
                          phone={a.lead?.phone}
                          fallback={t('appointments.appointmentsTable.noPhone')}
                        />
                      </p>
                    </TableCell>
                    <TableCell>
                      <DealershipBadge dealershipId={a.dealershipId} />
                    </TableCell>
                    <TableCell className="max-w-40 truncate" title={a.lead?.vehicleInterest ?? undefined}>
                      {a.lead?.vehicleInterest ?? t('appointments.appointmentsTable.notSpecified')}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <p className="font-medium">{formatStoreDayLabel(a.scheduledAt, a.timeZone, now)}</p>
                      <p className="flex items-center gap-2 text-xs text-muted-foreground">
                        {formatStoreTime(a.scheduledAt, a.timeZone)}
                        <OverdueBadge appointment={a} now={now} />
                      </p>
                    </TableCell>
                    {/* May wrap: a longer language's type (Demostración en ruta) would push the row's actions out of view. */}
                    <TableCell className="min-w-24">{appointmentTypeLabel(a.type)}</TableCell>
                    <TableCell>
                      {editableStatus ? (
                        <AppointmentStatusSelect appointment={a} />
                      ) : (
                        <Badge variant={a.status === 'confirmed' ? 'success' : 'warning'}>
                          {sentenceCase(enumLabel('appointmentStatus', a.status))}
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <AppointmentActions appointment={a} />
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={t('appointments.appointmentsTable.appointmentsList')}>
        {loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
              <li key={i} className="space-y-2 rounded-lg border p-3">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-3/4" />
              </li>
            ))
          : appointments.map((a) => (
              <li key={a.id} className="space-y-3 rounded-lg border p-3" data-testid="appointment-item">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {a.lead?.name ?? t('appointments.appointmentsTable.unknown')}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <PhoneNumber
                        phone={a.lead?.phone}
                        fallback={t('appointments.appointmentsTable.noPhone')}
                      />
                    </p>
                  </div>
                  <DealershipBadge dealershipId={a.dealershipId} />
                </div>
                <AppointmentWhen appointment={a} now={now} />
                <p className="truncate text-sm text-muted-foreground">
                  {a.lead?.vehicleInterest ?? t('appointments.appointmentsTable.notSpecified')}
                </p>
                <div className="flex items-center justify-between gap-2">
                  {editableStatus ? (
                    <AppointmentStatusSelect appointment={a} />
                  ) : (
                    <Badge variant={a.status === 'confirmed' ? 'success' : 'warning'}>
                      {sentenceCase(enumLabel('appointmentStatus', a.status))}
                    </Badge>
                  )}
                  <AppointmentActions appointment={a} />
                </div>
              </li>
            ))}
      </ul>
    </>
  );
}

export function NoAppointments({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarIcon}
      title={title ?? t('appointments.appointmentsTable.noAppointmentsFound')}
      description={description}
    />
  );
}
