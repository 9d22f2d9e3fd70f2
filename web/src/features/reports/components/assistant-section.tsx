import type { Report } from '@lead-manager/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { CHART_COLORS, ChartFigure, countTooltip, Figure, Figures, ReportSection } from './report-section';
import { ReasonCountsTable } from './report-table';

export function AssistantSection({ assistant: a }: { assistant: Report['assistant'] }) {
  const { t } = useTranslation();
  const reasons = a.handoverReasons.map((r) => ({
    ...r,
    label: t(`reports.assistantSection.reasons.${r.reason}`, { defaultValue: r.reason }),
  }));
  return (
    <ReportSection
      title={t('reports.assistantSection.assistant')}
      description={t('reports.assistantSection.whatTheAiAssistantDid')}
    >
      <Figures>
        <Figure
          label={t('reports.assistantSection.handledAlone')}
          value={a.handledAlone}
          hint={t('reports.assistantSection.leadsNoPersonHadTo')}
        />
        <Figure
          label={t('reports.assistantSection.handOvers')}
          value={a.handovers}
          hint={t('reports.assistantSection.handOversAre')}
        />
        <Figure
          label={t('reports.assistantSection.optOuts')}
          value={a.optOuts}
          hint={t('reports.assistantSection.optOutsAre')}
        />
        <Figure
          label={t('reports.assistantSection.followUpsSent')}
          value={a.followUpsSent}
          hint={t('reports.assistantSection.followUpsSentAre')}
        />
        <Figure
          label={t('reports.assistantSection.followUpsAnswered')}
          value={a.followUpsReplied}
          hint={t('reports.assistantSection.followUpsAnsweredAre')}
        />
      </Figures>
      <div className="grid grid-cols-1 items-center gap-6 @2xl:grid-cols-2">
        {a.handovers > 0 ? (
          <ChartFigure label={t('reports.assistantSection.handOverReasons')} className="h-52">
            <PieChart>
              <Pie
                data={reasons}
                dataKey="count"
                nameKey="label"
                innerRadius={45}
                outerRadius={80}
                isAnimationActive={false}
              >
                {reasons.map((r, i) => (
                  <Cell key={r.reason} fill={CHART_COLORS[i + 2]} />
                ))}
              </Pie>
              <Tooltip formatter={countTooltip} />
            </PieChart>
          </ChartFigure>
        ) : (
          <p className="text-sm text-muted-foreground">{t('reports.assistantSection.noHandOversInThis')}</p>
        )}
        <ReasonCountsTable
          label={t('reports.assistantSection.handOverReasons')}
          fileName="handover-reasons"
          reasonHeader={t('reports.assistantSection.reason')}
          countHeader={t('reports.assistantSection.handOvers')}
          rows={reasons}
        />
      </div>
    </ReportSection>
  );
}
