import type { Report } from '@lead-manager/contracts/reports';
import { formatDuration } from '../format-duration';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

export function UsersSection({ users }: { users: Report['byUser'] }) {
  return (
    <ReportSection
      title="By salesperson"
      description="Leads each person owns in the range and what became of them."
    >
      <ReportTable<Report['byUser'][number]>
        label="By salesperson"
        fileName="by-salesperson"
        rows={users}
        empty="No lead in this range has an owner yet"
        columns={[
          { header: 'Salesperson', value: (r) => r.name },
          { header: 'Leads owned', value: (r) => r.leads, numeric: true },
          {
            header: 'Median first response',
            value: (r) => r.medianFirstResponseSeconds,
            render: (r) => formatDuration(r.medianFirstResponseSeconds),
            numeric: true,
          },
          { header: 'Appointments', value: (r) => r.appointments, numeric: true },
          { header: 'Sold', value: (r) => r.sold, numeric: true },
        ]}
      />
    </ReportSection>
  );
}
