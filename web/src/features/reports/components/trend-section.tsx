import type { Report } from '@lead-manager/contracts/reports';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { currentLocale } from '@/i18n/i18n';
import { CHART_COLORS, ChartFigure, countTick, countTooltip, ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** '2025-06-10' as 'Jun 10' (a calendar day: no time zone shift). */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function TrendSection({ series }: { series: Report['series'] }) {
  const { t } = useTranslation();
  const points = series.points.map((p) => ({ ...p, label: dayLabel(p.date) }));
  const per =
    series.interval === 'week' ? t('reports.trendSection.perWeek') : t('reports.trendSection.perDay');
  return (
    <ReportSection
      title={t('reports.trendSection.trend')}
      description={t('reports.trendSection.newLeadsAndAppointmentsPer', { per })}
    >
      <ChartFigure label={t('reports.trendSection.leadsAndAppointmentsOverTime')} className="h-64">
        <LineChart data={points} margin={{ top: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={countTick} width={56} />
          <Tooltip formatter={countTooltip} />
          <Legend itemSorter={null} />
          {(['leads', 'appointments'] as const).map((key, i) => (
            <Line
              key={key}
              dataKey={key}
              name={
                key === 'leads' ? t('reports.trendSection.leads') : t('reports.trendSection.appointments')
              }
              stroke={CHART_COLORS[i]}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartFigure>
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground">
          {t('reports.trendSection.figuresPer', { interval: per })}
        </summary>
        <ReportTable<(typeof points)[number]>
          label={t('reports.trendSection.leadsAndAppointmentsOverTime')}
          fileName={`trend-per-${series.interval}`}
          rows={points}
          columns={[
            {
              header:
                series.interval === 'week' ? t('reports.trendSection.weekOf') : t('reports.trendSection.day'),
              value: (r) => r.date,
            },
            { header: t('reports.trendSection.leads'), value: (r) => r.leads, numeric: true },
            { header: t('reports.trendSection.appointments'), value: (r) => r.appointments, numeric: true },
          ]}
        />
      </details>
    </ReportSection>
  );
}
