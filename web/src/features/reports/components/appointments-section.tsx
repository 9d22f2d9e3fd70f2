import { percentOf } from '@lead-manager/contracts/percent';
import type { Report } from '@lead-manager/contracts/reports';
import { useTranslation } from 'react-i18next';
import { appointmentTypeLabel, formatPercent } from '@/lib/format';
import { Figure, Figures, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const showRate = (r: { set: number; shown: number }) => percentOf(r.shown, r.set, 1);

export function AppointmentsSection({ appointments: a }: { appointments: Report['appointments'] }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      title={t('reports.appointmentsSection.appointments')}
      description={t('reports.appointmentsSection.appointmentsWhoseTimeFallsIn')}
    >
      <Figures>
        <Figure label={t('reports.appointmentsSection.set')} value={a.set} />
        <Figure label={t('reports.appointmentsSection.showed')} value={a.shown} />
        <Figure label={t('reports.appointmentsSection.noShow')} value={a.noShow} />
        <Figure label={t('reports.appointmentsSection.cancelled')} value={a.cancelled} />
        <Figure label={t('reports.appointmentsSection.showRate')} value={formatPercent(a.showRate)} />
      </Figures>
      <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-2">
        <ReportTable<Report['appointments']['byType'][number]>
          label={t('reports.appointmentsSection.appointmentsByType')}
          fileName="appointments-by-type"
          rows={a.byType}
          columns={[
            {
              header: t('reports.appointmentsSection.type'),
              value: (r) => r.type,
              render: (r) => appointmentTypeLabel(r.type),
            },
            { header: t('reports.appointmentsSection.set'), value: (r) => r.set, numeric: true },
            { header: t('reports.appointmentsSection.showed'), value: (r) => r.shown, numeric: true },
          ]}
        />
        <ReportTable<Report['appointments']['byBooker'][number]>
          label={t('reports.appointmentsSection.appointmentsByWhoBooked')}
          fileName="appointments-by-booker"
          rows={a.byBooker}
          columns={[
            {
              header: t('reports.appointmentsSection.bookedBy'),
              value: (r) => r.bookedBy,
              render: (r) =>
                r.bookedBy === 'assistant'
                  ? t('reports.appointmentsSection.assistant')
                  : t('reports.appointmentsSection.staff'),
            },
            { header: t('reports.appointmentsSection.set'), value: (r) => r.set, numeric: true },
            { header: t('reports.appointmentsSection.showed'), value: (r) => r.shown, numeric: true },
            {
              header: t('reports.appointmentsSection.showedOfSet'),
              value: (r) => showRate(r),
              render: (r) => formatPercent(showRate(r)),
              numeric: true,
            },
          ]}
        />
      </div>
    </ReportSection>
  );
}
