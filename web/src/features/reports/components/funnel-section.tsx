import type { Report } from '@lead-manager/contracts/reports';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, sourceLabel } from '@/lib/format';
import { formatDuration } from '../format-duration';
import { CHART_COLORS, ChartFigure, countTick, countTooltip, ReportSection } from './report-section';
import { ReportTable } from './report-table';

/**
 * A stage's count with its share of the range's leads: '1,204 · 31%'. Of the leads, not of the step before: sold is
 * a lead's status and does not wait for a recorded show, so "of the step before" could read 233%.
 */
export const funnelBarLabel = (count: number, leads: number) =>
  leads ? `${formatNumber(count)} · ${Math.round((count * 100) / leads)}%` : formatNumber(count);

type FunnelRow = Report['bySource'][number];
type Counts = Pick<FunnelRow, 'leads' | 'contacted' | 'appointments' | 'shown' | 'closed'>;
const funnelColumns = (t: TFunction) => [
  { header: t('reports.funnelSection.stage.leads'), value: (r: Counts) => r.leads, numeric: true },
  { header: t('reports.funnelSection.stage.contacted'), value: (r: Counts) => r.contacted, numeric: true },
  {
    header: t('reports.funnelSection.stage.appointment_set'),
    value: (r: Counts) => r.appointments,
    numeric: true,
  },
  {
    header: t('reports.funnelSection.stage.appointment_shown'),
    value: (r: Counts) => r.shown,
    numeric: true,
  },
  { header: t('reports.funnelSection.stage.sold'), value: (r: Counts) => r.closed, numeric: true },
];

export function FunnelSection({ report, storeName }: { report: Report; storeName: (id: number) => string }) {
  const { t } = useTranslation();
  const leads = report.funnel[0]?.count ?? 0;
  const funnel = report.funnel.map((s) => ({
    label: t(`reports.funnelSection.stage.${s.stage}`, { defaultValue: s.stage }),
    count: s.count,
    rate: funnelBarLabel(s.count, leads),
  }));
  const sources = report.bySource.map((s) => ({ ...s, label: sourceLabel(s.source) }));
  return (
    <ReportSection
      title={t('reports.funnelSection.funnel')}
      description={t('reports.funnelSection.theRangeSLeadsAnd')}
    >
      <ChartFigure label={t('reports.funnelSection.leadFunnel')} className="h-60">
        <BarChart data={funnel} layout="vertical" margin={{ right: 96 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={countTooltip} />
          <Bar
            dataKey="count"
            name={t('reports.funnelSection.stage.leads')}
            fill={CHART_COLORS[1]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey="rate" position="right" fontSize={12} />
          </Bar>
        </BarChart>
      </ChartFigure>
      <h4 className="text-sm font-semibold">{t('reports.funnelSection.bySource')}</h4>
      <ChartFigure label={t('reports.funnelSection.sourcesSideBySide')} className="h-64">
        <BarChart data={sources} margin={{ top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={56} />
          <Tooltip formatter={countTooltip} />
          <Legend itemSorter={null} />
          {(['leads', 'contacted', 'appointments', 'shown', 'closed'] as const).map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              name={funnelColumns(t)[i]?.header}
              fill={CHART_COLORS[i]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFigure>
      <ReportTable<FunnelRow>
        label={t('reports.funnelSection.funnelBySource')}
        fileName="funnel-by-source"
        rows={report.bySource}
        columns={[
          {
            header: t('reports.funnelSection.source'),
            value: (r) => r.source,
            render: (r) => sourceLabel(r.source),
          },
          ...funnelColumns(t),
        ]}
      />
      <h4 className="text-sm font-semibold">{t('reports.funnelSection.byStore')}</h4>
      <ReportTable<Report['byStore'][number]>
        label={t('reports.funnelSection.funnelByStore')}
        fileName="funnel-by-store"
        rows={report.byStore}
        columns={[
          { header: t('reports.funnelSection.store'), value: (r) => storeName(r.dealershipId) },
          ...funnelColumns(t),
          {
            header: t('reports.funnelSection.medianFirstResponse'),
            value: (r) => r.medianSeconds,
            render: (r) => formatDuration(r.medianSeconds),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
}
