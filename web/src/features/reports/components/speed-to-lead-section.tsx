import type { Report } from '@lead-manager/contracts/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime, formatPercent, sourceLabel } from '@/lib/format';
import { formatDuration } from '../format-duration';
import {
  CHART_COLORS,
  ChartFigure,
  countTick,
  countTooltip,
  Figure,
  Figures,
  ReportSection,
} from './report-section';
import { ReportTable } from './report-table';

type Unanswered = Report['speedToLead']['unanswered'][number];

export function SpeedToLeadSection({
  speed,
  storeName,
  onOpenLead,
}: {
  speed: Report['speedToLead'];
  storeName: (id: number) => string;
  /** Opens a lead the way the Leads screen does (its details dialog). */
  onOpenLead: (id: number) => void;
}) {
  const { t } = useTranslation();
  const distribution = speed.distribution.map((d) => ({
    label: t(`reports.speedToLeadSection.bucket.${d.bucket}`),
    count: d.count,
  }));
  // Each figure with its one-sentence definition (docs/metrics.md): no lead is silently left out of one.
  const figures: [string, ReactNode, string][] = [
    [
      t('reports.speedToLeadSection.medianFirstResponse'),
      formatDuration(speed.medianSeconds),
      t('reports.speedToLeadSection.medianFirstResponseIs', { count: speed.answered }),
    ],
    [
      t('reports.speedToLeadSection.notYetAnswered'),
      formatPercent(speed.notYetAnsweredPct),
      t('reports.speedToLeadSection.notYetAnsweredIs', { count: speed.unansweredCount, total: speed.leads }),
    ],
    [
      t('reports.speedToLeadSection.assistantFirstResponse'),
      formatDuration(speed.assistantMedianSeconds),
      t('reports.speedToLeadSection.assistantFirstResponseIs'),
    ],
    [
      t('reports.speedToLeadSection.medianFirstHumanReply'),
      formatDuration(speed.firstHumanMedianSeconds),
      t('reports.speedToLeadSection.medianFirstHumanReplyIs'),
    ],
    [
      t('reports.speedToLeadSection.answeredWithin5Min'),
      formatPercent(speed.within5MinPct),
      t('reports.speedToLeadSection.ofLeads', { count: speed.leads }),
    ],
    [
      t('reports.speedToLeadSection.answeredWithin1Hour'),
      formatPercent(speed.within1HourPct),
      t('reports.speedToLeadSection.ofLeads', { count: speed.leads }),
    ],
  ];
  return (
    <ReportSection
      title={t('reports.speedToLeadSection.speedToLead')}
      description={t('reports.speedToLeadSection.fromALeadSArrival')}
    >
      <Figures>
        {figures.map(([label, value, hint]) => (
          <Figure key={label} label={label} value={value} hint={hint} />
        ))}
      </Figures>
      <ChartFigure label={t('reports.speedToLeadSection.timeToFirstResponse')} className="h-56">
        <BarChart data={distribution} margin={{ top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={56} />
          <Tooltip formatter={countTooltip} />
          <Bar
            dataKey="count"
            name={t('reports.speedToLeadSection.leads')}
            fill={CHART_COLORS[0]}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
      <div>
        <h4 className="text-sm font-semibold">
          {t('reports.speedToLeadSection.unansweredLeadsLongestWaitingFirst')}
        </h4>
        <ReportTable<Unanswered>
          label={t('reports.speedToLeadSection.unansweredLeads')}
          fileName="unanswered-leads"
          rows={speed.unanswered}
          total={speed.unansweredCount}
          empty={t('reports.speedToLeadSection.everyLeadAnswered')}
          columns={[
            {
              header: t('reports.speedToLeadSection.lead'),
              value: (r) => r.name,
              render: (r) => (
                <button
                  type="button"
                  onClick={() => onOpenLead(r.id)}
                  className="font-medium text-primary hover:underline focus-visible:underline"
                >
                  {r.name}
                </button>
              ),
            },
            { header: t('reports.speedToLeadSection.store'), value: (r) => storeName(r.dealershipId) },
            {
              header: t('reports.speedToLeadSection.source'),
              value: (r) => r.source,
              render: (r) => sourceLabel(r.source),
            },
            {
              header: t('reports.speedToLeadSection.arrived'),
              value: (r) => r.createdAt,
              render: (r) => formatDateTime(r.createdAt),
            },
          ]}
        />
      </div>
    </ReportSection>
  );
}
