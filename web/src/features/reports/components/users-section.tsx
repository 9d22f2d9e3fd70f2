import type { Report } from '@lead-manager/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format-duration';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

export function UsersSection({ users }: { users: Report['byUser'] }) {
  const { t } = useTranslation();
  return (
    <ReportSection
      title={t('reports.usersSection.bySalesperson')}
      description={t('reports.usersSection.leadsEachPersonOwnsIn')}
    >
      <ReportTable<Report['byUser'][number]>
        label={t('reports.usersSection.bySalesperson')}
        fileName="by-salesperson"
        rows={users}
        empty={t('reports.usersSection.noOwnerYet')}
        columns={[
          { header: t('reports.usersSection.salesperson'), value: (r) => r.name },
          { header: t('reports.usersSection.leadsOwned'), value: (r) => r.leads, numeric: true },
          {
            header: t('reports.usersSection.medianFirstResponse'),
            value: (r) => r.medianFirstResponseSeconds,
            render: (r) => formatDuration(r.medianFirstResponseSeconds),
            numeric: true,
          },
          { header: t('reports.usersSection.appointments'), value: (r) => r.appointments, numeric: true },
          { header: t('reports.usersSection.sold'), value: (r) => r.sold, numeric: true },
        ]}
      />
    </ReportSection>
  );
}
