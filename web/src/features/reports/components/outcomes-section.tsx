import type { Report } from '@lead-manager/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Figure, Figures, ReportSection } from './report-section';
import { ReasonCountsTable } from './report-table';

/** How the range's leads were closed: sold beside lost, and the lost ones by reason (decision 044). */
export function OutcomesSection({ outcomes: o }: { outcomes: Report['outcomes'] }) {
  const { t } = useTranslation();
  const reasons = o.lostReasons.map((r) => ({ ...r, label: t(`common.enum.lostReason.${r.reason}`) }));
  return (
    <ReportSection
      title={t('reports.outcomesSection.title')}
      description={t('reports.outcomesSection.description')}
    >
      <Figures>
        <Figure
          label={t('reports.outcomesSection.sold')}
          value={o.sold}
          hint={t('reports.outcomesSection.soldAre')}
        />
        <Figure
          label={t('reports.outcomesSection.lost')}
          value={o.lost}
          hint={t('reports.outcomesSection.lostAre')}
        />
      </Figures>
      <ReasonCountsTable
        label={t('reports.outcomesSection.lostByReason')}
        fileName="lost-by-reason"
        reasonHeader={t('reports.outcomesSection.reason')}
        countHeader={t('reports.outcomesSection.lost')}
        rows={reasons}
      />
    </ReportSection>
  );
}
