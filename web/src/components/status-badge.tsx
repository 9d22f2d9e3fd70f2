import { Badge, type BadgeProps } from '@/components/ui/badge';
import { enumLabel, sentenceCase, sourceBadgeClass, sourceLabel } from '@/lib/format';
import { type LeadStanding, standingLabel } from '@/lib/lead-standing';
import { cn } from '@/lib/utils';

const LEAD_STATUS_VARIANT: Record<string, BadgeProps['variant']> = {
  new: 'info',
  contacted: 'warning',
  qualified: 'success',
  appointment_scheduled: 'violet',
  closed: 'muted',
};

/** The lead's status; a closed lead's says how it ended ("Closed – lost: wrong number"). */
export function LeadStatusBadge({ lead, className }: { lead: LeadStanding; className?: string }) {
  return (
    <Badge variant={LEAD_STATUS_VARIANT[lead.status] ?? 'secondary'} className={className}>
      {standingLabel(lead)}
    </Badge>
  );
}

const APPOINTMENT_STATUS_VARIANT: Record<string, BadgeProps['variant']> = {
  scheduled: 'info',
  confirmed: 'success',
  completed: 'muted',
  cancelled: 'danger',
  no_show: 'warning',
};

export function AppointmentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={APPOINTMENT_STATUS_VARIANT[status] ?? 'secondary'} className={className}>
      {sentenceCase(enumLabel('appointmentStatus', status))}
    </Badge>
  );
}

export function SourceBadge({ source, className }: { source: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium',
        sourceBadgeClass(source),
        className,
      )}
    >
      {sourceLabel(source)}
    </span>
  );
}
