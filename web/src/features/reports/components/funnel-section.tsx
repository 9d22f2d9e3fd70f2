import type { Report } from '@lead-manager/contracts/reports';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { sourceLabel } from '@/lib/format';
import { formatDuration } from '../format-duration';
import { CHART_COLORS, ChartFigure, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const STAGE_LABELS: Record<string, string> = {
  leads: 'Leads',
  contacted: 'Contacted',
  appointment_set: 'Appointment set',
  appointment_shown: 'Showed',
  sold: 'Sold',
};

/** Share of the step before, as text: '62%' or '—'. */
const stepRate = (count: number, before: number | undefined) =>
  before ? `${Math.round((count * 100) / before)}%` : '—';

type FunnelRow = Report['bySource'][number];
type Counts = Pick<FunnelRow, 'leads' | 'contacted' | 'appointments' | 'shown' | 'closed'>;
const FUNNEL_COLUMNS = [
  { header: 'Leads', value: (r: Counts) => r.leads, numeric: true },
  { header: 'Contacted', value: (r: Counts) => r.contacted, numeric: true },
  { header: 'Appointment set', value: (r: Counts) => r.appointments, numeric: true },
  { header: 'Showed', value: (r: Counts) => r.shown, numeric: true },
  { header: 'Sold', value: (r: Counts) => r.closed, numeric: true },
];

export function FunnelSection({ report, storeName }: { report: Report; storeName: (id: number) => string }) {
  const funnel = report.funnel.map((s, i) => ({
    label: STAGE_LABELS[s.stage] ?? s.stage,
    count: s.count,
    rate: i === 0 ? '' : stepRate(s.count, report.funnel[i - 1]?.count),
  }));
  const sources = report.bySource.map((s) => ({ ...s, label: sourceLabel(s.source) }));
  return (
    <ReportSection
      title="Funnel"
      description="The range's leads and how far they got; the percentage is the share of the step before."
    >
      <ChartFigure label="Lead funnel" className="h-60">
        <BarChart data={funnel} layout="vertical" margin={{ right: 48 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar
            dataKey="count"
            name="Leads"
            fill={CHART_COLORS[1]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          >
            <LabelList dataKey="rate" position="right" fontSize={12} />
          </Bar>
        </BarChart>
      </ChartFigure>
      <h4 className="text-sm font-semibold">By source</h4>
      <ChartFigure label="Sources side by side" className="h-64">
        <BarChart data={sources} margin={{ left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {(['leads', 'contacted', 'appointments', 'shown', 'closed'] as const).map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              name={FUNNEL_COLUMNS[i]?.header}
              fill={CHART_COLORS[i]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartFigure>
      <ReportTable<FunnelRow>
        label="Funnel by source"
        fileName="funnel-by-source"
        rows={report.bySource}
        columns={[
          { header: 'Source', value: (r) => r.source, render: (r) => sourceLabel(r.source) },
          ...FUNNEL_COLUMNS,
        ]}
      />
      <h4 className="text-sm font-semibold">By store</h4>
      <ReportTable<Report['byStore'][number]>
        label="Funnel by store"
        fileName="funnel-by-store"
        rows={report.byStore}
        columns={[
          { header: 'Store', value: (r) => storeName(r.dealershipId) },
          ...FUNNEL_COLUMNS,
          {
            header: 'Median first response',
            value: (r) => r.medianSeconds,
            render: (r) => formatDuration(r.medianSeconds),
            numeric: true,
          },
        ]}
      />
    </ReportSection>
  );
}
