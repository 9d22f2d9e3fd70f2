import type * as React from 'react';
import { ResponsiveContainer } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** One block of the Reports screen: a titled card. */
export function ReportSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="@container space-y-6">{children}</CardContent>
    </Card>
  );
}

/** A figure with its label, in a row of figures. */
export function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold tabular-nums">
        {typeof value === 'number' ? formatNumber(value) : value}
      </p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

export function Figures({ children }: { children: React.ReactNode }) {
  // Columns follow the card's width, not the window's: a half-width card gets fewer, wider figures.
  return <div className="grid grid-cols-2 gap-3 @md:grid-cols-3 @4xl:grid-cols-6">{children}</div>;
}

/** Chart colours that read in light and dark themes. */
export const CHART_COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777', '#7c3aed', '#0891b2'];

/** A chart with its accessible name, filling the width at a fixed height. */
export function ChartFigure({
  label,
  className = 'h-56',
  children,
  onResize,
}: {
  label: string;
  className?: string;
  children: React.ReactElement;
  /** The chart's width as it is laid out (a chart that words itself for the room it has). */
  onResize?: (width: number) => void;
}) {
  return (
    <figure aria-label={label} className={className}>
      <ResponsiveContainer width="100%" height="100%" {...(onResize ? { onResize } : {})}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** Axis ticks and tooltips with the reader's thousands separator (12,400 rather than 12400). */
export const countTick = (value: number | string) =>
  typeof value === 'number' ? formatNumber(value) : value;
export const countTooltip = (value: unknown) =>
  typeof value === 'number' ? formatNumber(value) : String(value);
