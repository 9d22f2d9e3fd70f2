import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

const TONES = {
  blue: 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  green: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  violet: 'bg-violet-50 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  rose: 'bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

export type StatTone = keyof typeof TONES;

/** A figure with its label. On a phone it is compact (no icon), so a screen's records start in the first screenful. */
export function StatCard({
  label,
  value,
  caption,
  definition,
  icon: Icon,
  tone = 'blue',
  loading,
  className,
}: {
  label: string;
  value: React.ReactNode;
  caption?: React.ReactNode;
  /** What the figure counts, in one sentence (docs/metrics.md): the label's tooltip, and read after the value. */
  definition?: string;
  icon: LucideIcon;
  tone?: StatTone;
  loading?: boolean;
  className?: string;
}) {
  return (
    <Card className={cn('p-3 sm:p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground" title={definition}>
            {label}
          </p>
          {loading ? (
            <Skeleton className="h-8 w-16" />
          ) : (
            <p className="text-2xl font-bold tracking-tight tabular-nums">
              {typeof value === 'number' ? formatNumber(value) : value}
            </p>
          )}
          {definition ? <span className="sr-only">{definition}</span> : null}
        </div>
        <span
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex',
            TONES[tone],
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {caption ? <p className="mt-3 text-xs text-muted-foreground">{caption}</p> : null}
    </Card>
  );
}

/** Clickable count card that sets a filter; pressed state is announced. */
export function CountCard({
  label,
  count,
  active,
  onClick,
  dotClass,
  caption,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  onClick: () => void;
  dotClass?: string;
  /** A line under the count ("9 sold · 3 lost"). */
  caption?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex flex-col items-start gap-1 rounded-xl border bg-card p-3 text-left shadow-xs transition-all outline-none hover:border-primary/50 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring sm:p-4',
        active && 'border-primary bg-accent ring-1 ring-primary',
      )}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        {dotClass ? <span aria-hidden className={cn('size-2 rounded-full', dotClass)} /> : null}
        {label}
      </span>
      <span className="text-xl font-bold tabular-nums">
        {count === undefined ? '–' : formatNumber(count)}
      </span>
      {caption ? <span className="text-xs text-muted-foreground">{caption}</span> : null}
    </button>
  );
}
