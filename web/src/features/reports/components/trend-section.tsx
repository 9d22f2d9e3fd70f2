import type { Report } from '@lead-manager/contracts/reports';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, ChartFigure, ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** '2025-06-10' as 'Jun 10' (a calendar day: no time zone shift). */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function TrendSection({ series }: { series: Report['series'] }) {
  const points = series.points.map((p) => ({ ...p, label: dayLabel(p.date) }));
  const per = series.interval === 'week' ? 'week (from Monday)' : 'day';
  return (
    <ReportSection title="Trend" description={`New leads and appointments per ${per}.`}>
      <ChartFigure label="Leads and appointments over time" className="h-64">
        <LineChart data={points} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line dataKey="leads" name="Leads" stroke={CHART_COLORS[0]} dot={false} isAnimationActive={false} />
          <Line
            dataKey="appointments"
            name="Appointments"
            stroke={CHART_COLORS[1]}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground">
          Figures per {series.interval}
        </summary>
        <ReportTable<(typeof points)[number]>
          label="Leads and appointments over time"
          fileName={`trend-per-${series.interval}`}
          rows={points}
          columns={[
            { header: series.interval === 'week' ? 'Week of' : 'Day', value: (r) => r.date },
            { header: 'Leads', value: (r) => r.leads, numeric: true },
            { header: 'Appointments', value: (r) => r.appointments, numeric: true },
          ]}
        />
      </details>
    </ReportSection>
  );
}
