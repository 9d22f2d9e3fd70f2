import type { Report } from '@lead-manager/contracts/reports';
import { humanize } from '@/lib/format';
import { formatPercent } from '../format-duration';
import { Figure, Figures, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const showRate = (r: { set: number; shown: number }) =>
  r.set ? Math.round((r.shown * 1000) / r.set) / 10 : null;

export function AppointmentsSection({ appointments: a }: { appointments: Report['appointments'] }) {
  return (
    <ReportSection
      title="Appointments"
      description="Appointments whose time falls in the range. Show rate: showed ÷ (showed + no-show)."
    >
      <Figures>
        <Figure label="Set" value={a.set} />
        <Figure label="Showed" value={a.shown} />
        <Figure label="No-show" value={a.noShow} />
        <Figure label="Cancelled" value={a.cancelled} />
        <Figure label="Show rate" value={formatPercent(a.showRate)} />
      </Figures>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportTable<Report['appointments']['byType'][number]>
          label="Appointments by type"
          fileName="appointments-by-type"
          rows={a.byType}
          columns={[
            { header: 'Type', value: (r) => r.type, render: (r) => humanize(r.type) },
            { header: 'Set', value: (r) => r.set, numeric: true },
            { header: 'Showed', value: (r) => r.shown, numeric: true },
          ]}
        />
        <ReportTable<Report['appointments']['byBooker'][number]>
          label="Appointments by who booked"
          fileName="appointments-by-booker"
          rows={a.byBooker}
          columns={[
            {
              header: 'Booked by',
              value: (r) => r.bookedBy,
              render: (r) => (r.bookedBy === 'assistant' ? 'Assistant' : 'Staff'),
            },
            { header: 'Set', value: (r) => r.set, numeric: true },
            { header: 'Showed', value: (r) => r.shown, numeric: true },
            {
              header: 'Showed of set',
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
