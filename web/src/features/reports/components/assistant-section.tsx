import type { Report } from '@lead-manager/contracts/reports';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { CHART_COLORS, ChartFigure, Figure, Figures, ReportSection } from './report-section';
import { ReportTable } from './report-table';

const REASON_LABELS: Record<string, string> = {
  person: 'Asked for a person',
  complaint: 'Complaint',
  unsure: 'Assistant unsure',
};

export function AssistantSection({ assistant: a }: { assistant: Report['assistant'] }) {
  const reasons = a.handoverReasons.map((r) => ({ ...r, label: REASON_LABELS[r.reason] ?? r.reason }));
  return (
    <ReportSection
      title="Assistant"
      description="What the AI assistant did on its own, and when it passed a lead on."
    >
      <Figures>
        <Figure label="Handled alone" value={a.handledAlone} hint="leads no person had to write to" />
        <Figure label="Hand-overs" value={a.handovers} />
        <Figure label="Opt-outs" value={a.optOuts} />
        <Figure label="Follow-ups sent" value={a.followUpsSent} />
        <Figure label="Follow-ups answered" value={a.followUpsReplied} />
      </Figures>
      <div className="grid items-center gap-6 lg:grid-cols-2">
        {a.handovers > 0 ? (
          <ChartFigure label="Hand-over reasons" className="h-52">
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
              <Tooltip />
            </PieChart>
          </ChartFigure>
        ) : (
          <p className="text-sm text-muted-foreground">No hand-overs in this range.</p>
        )}
        <ReportTable<(typeof reasons)[number]>
          label="Hand-over reasons"
          fileName="handover-reasons"
          rows={reasons}
          columns={[
            { header: 'Reason', value: (r) => r.label },
            { header: 'Hand-overs', value: (r) => r.count, numeric: true },
          ]}
        />
      </div>
    </ReportSection>
  );
}
