import type { Report } from '@lead-manager/contracts/reports';
import { FUNNEL_STAGES } from '@lead-manager/contracts/reports';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatPercent, sourceLabel } from '@/lib/format';
import { formatDuration } from '../format-duration';
import { type FunnelCounts, type FunnelStep, funnelSteps, rowSteps, STAGE_COUNT } from '../funnel-steps';
import { CHART_COLORS, ChartFigure, countTick, countTooltip, ReportSection } from './report-section';
import { type ReportColumn, ReportTable } from './report-table';

/**
 * What a step's figures mean in words: '30% of leads · 60% of those booked showed'. The leads say nothing; contacted
 * only its share of the leads, which is also its conversion from the step before.
 */
function stepRates(t: TFunction, step: FunnelStep): string {
  if (!step.previous) return '';
  const parts = [t('reports.funnelSection.ofLeads', { pct: formatPercent(step.ofLeads, 0) })];
  if (step.previous !== 'leads')
    parts.push(
      t(`reports.funnelSection.ofPrevious.${step.stage}`, { pct: formatPercent(step.ofPrevious, 0) }),
    );
  return parts.join(' · ');
}

/** A bar's label: the stage's count and its rates, '12 · 30% of leads · 60% of those booked showed'. */
export const funnelBarLabel = (t: TFunction, step: FunnelStep) =>
  [formatNumber(step.count), stepRates(t, step)].filter(Boolean).join(' · ');

const stageName = (t: TFunction, stage: string) => t(`reports.funnelSection.stage.${stage}`);

/** A column per stage: the count on screen with its rates under it; in the CSV, the rates as columns of their own. */
function funnelColumns<Row extends FunnelCounts>(t: TFunction): ReportColumn<Row>[] {
  return FUNNEL_STAGES.map((stage, i) => {
    const step = (r: Row) => rowSteps(r)[i] as FunnelStep;
    const exact = (r: Row) => rowSteps(r, 1)[i] as FunnelStep;
    const previous = FUNNEL_STAGES[i - 1];
    const csvExtra: ReportColumn<Row>['csvExtra'] = [];
    if (previous)
      csvExtra.push({
        header: t('reports.funnelSection.csvOfLeads', { stage: stageName(t, stage) }),
        value: (r) => exact(r).ofLeads,
      });
    if (previous && previous !== 'leads')
      csvExtra.push({
        header: t('reports.funnelSection.csvOfPrevious', {
          stage: stageName(t, stage),
          previous: stageName(t, previous),
        }),
        value: (r) => exact(r).ofPrevious,
      });
    return {
      header: stageName(t, stage),
      value: STAGE_COUNT[stage],
      render: (r) => {
        const rates = stepRates(t, step(r));
        return (
          <>
            {formatNumber(STAGE_COUNT[stage](r))}
            {/* The rates may wrap (the cell does not): in Spanish or French they would push the last stage off screen. */}
            {rates ? (
              <span className="block min-w-28 text-xs whitespace-normal text-muted-foreground">{rates}</span>
            ) : null}
          </>
        );
      },
      numeric: true,
      csvExtra,
    };
  });
}

/** Below this chart width the rates move from beside the bars to a list under the chart. */
const NARROW_CHART_PX = 560;

export function FunnelSection({ report, storeName }: { report: Report; storeName: (id: number) => string }) {
  const { t } = useTranslation();
  // In a narrow chart (a phone) the rates do not fit beside the bars: the bars carry their counts and the rates
  // follow as a list. The chart's own width decides (not a window media query: reports importing the shared hook
  // regrouped the bundle's shared chunks and put 3 KB more into the dashboard's first load).
  const [wide, setWide] = useState(true);
  const funnel = funnelSteps(report.funnel).map((step) => ({
    label: stageName(t, step.stage),
    count: step.count,
    shownCount: formatNumber(step.count),
    rate: funnelBarLabel(t, step),
  }));
  const sources = report.bySource.map((s) => ({ ...s, label: sourceLabel(s.source) }));
  return (
    <ReportSection
      title={t('reports.funnelSection.funnel')}
      description={t('reports.funnelSection.theRangeSLeadsAnd')}
    >
      <ChartFigure
        label={t('reports.funnelSection.leadFunnel')}
        className="h-60"
        onResize={(width) => setWide(width >= NARROW_CHART_PX)}
      >
        <BarChart data={funnel} layout="vertical" margin={{ right: wide ? 200 : 48 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} />
          <YAxis type="category" dataKey="label" width={wide ? 120 : 96} tick={{ fontSize: 12 }} />
          <Tooltip formatter={countTooltip} />
          <Bar
            dataKey="count"
            name={stageName(t, 'leads')}
            fill={CHART_COLORS[1]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey={wide ? 'rate' : 'shownCount'} position="right" fontSize={12} />
          </Bar>
        </BarChart>
      </ChartFigure>
      {wide ? null : (
        <ul className="space-y-1 text-sm" aria-label={t('reports.funnelSection.leadFunnel')}>
          {funnel.map((step) => (
            <li key={step.label}>
              <span className="font-medium">{step.label}</span> {step.rate}
            </li>
          ))}
        </ul>
      )}
      <h4 className="text-sm font-semibold">{t('reports.funnelSection.bySource')}</h4>
      <ChartFigure label={t('reports.funnelSection.sourcesSideBySide')} className="h-64">
        <BarChart data={sources} margin={{ top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={56} />
          <Tooltip formatter={countTooltip} />
          <Legend itemSorter={null} />
          {(['leads', 'contacted', 'appointments', 'shown', 'sold'] as const).map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              name={stageName(t, FUNNEL_STAGES[i] ?? 'leads')}
              fill={CHART_COLORS[i]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFigure>
      <ReportTable<Report['bySource'][number]>
        label={t('reports.funnelSection.funnelBySource')}
        fileName="funnel-by-source"
        rows={report.bySource}
        columns={[
          {
            header: t('reports.funnelSection.source'),
            value: (r) => r.source,
            render: (r) => sourceLabel(r.source),
          },
          ...funnelColumns<Report['bySource'][number]>(t),
        ]}
      />
      <h4 className="text-sm font-semibold">{t('reports.funnelSection.byStore')}</h4>
      <ReportTable<Report['byStore'][number]>
        label={t('reports.funnelSection.funnelByStore')}
        fileName="funnel-by-store"
        rows={report.byStore}
        columns={[
          { header: t('reports.funnelSection.store'), value: (r) => storeName(r.dealershipId) },
          ...funnelColumns<Report['byStore'][number]>(t),
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
