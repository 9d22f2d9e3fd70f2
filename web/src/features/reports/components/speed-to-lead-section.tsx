import type { Report } from '@lead-manager/contracts/reports';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime, sourceLabel } from '@/lib/format';
import { formatDuration, formatPercent } from '../format-duration';
import { CHART_COLORS, ChartFigure, Figure, Figures, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const BUCKET_LABELS: Record<string, string> = {
  '1m': '< 1 min',
  '5m': '1–5 min',
  '15m': '5–15 min',
  '1h': '15–60 min',
  '4h': '1–4 h',
  '24h': '4–24 h',
  later: '> 24 h',
};

type Unanswered = Report['speedToLead']['unanswered'][number];

export function SpeedToLeadSection({
  speed,
  storeName,
}: {
  speed: Report['speedToLead'];
  storeName: (id: number) => string;
}) {
  const distribution = speed.distribution.map((d) => ({
    label: BUCKET_LABELS[d.bucket] ?? d.bucket,
    count: d.count,
  }));
  return (
    <ReportSection
      title="Speed to lead"
      description="From a lead's arrival to the first message it got (assistant or person), and to the first from a person."
    >
      <Figures>
        <Figure label="Median first response" value={formatDuration(speed.medianSeconds)} />
        <Figure label="90th percentile" value={formatDuration(speed.p90Seconds)} />
        <Figure
          label="Answered within 5 min"
          value={formatPercent(speed.within5MinPct)}
          hint={`of ${speed.leads} leads`}
        />
        <Figure label="Answered within 1 hour" value={formatPercent(speed.within1HourPct)} />
        <Figure label="Median first human reply" value={formatDuration(speed.firstHumanMedianSeconds)} />
        <Figure label="Still unanswered" value={speed.unansweredCount} />
      </Figures>
      <ChartFigure label="Time to first response" className="h-56">
        <BarChart data={distribution} margin={{ left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar
            dataKey="count"
            name="Leads"
            fill={CHART_COLORS[0]}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
      <div>
        <h4 className="text-sm font-semibold">Unanswered leads, longest waiting first</h4>
        <ReportTable<Unanswered>
          label="Unanswered leads"
          fileName="unanswered-leads"
          rows={speed.unanswered}
          empty="Every lead in this range got an answer"
          columns={[
            { header: 'Lead', value: (r) => r.name },
            { header: 'Store', value: (r) => storeName(r.dealershipId) },
            { header: 'Source', value: (r) => r.source, render: (r) => sourceLabel(r.source) },
            { header: 'Arrived', value: (r) => r.createdAt, render: (r) => formatDateTime(r.createdAt) },
          ]}
        />
      </div>
    </ReportSection>
  );
}
