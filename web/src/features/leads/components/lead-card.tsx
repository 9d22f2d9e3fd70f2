import type { Lead } from '@lead-manager/contracts/leads';
import {
  CalendarPlusIcon,
  CarIcon,
  EyeIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  StarIcon,
} from 'lucide-react';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { LeadStatusBadge, SourceBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatPhone } from '@/lib/format';
import { TestLeadBadge } from './test-lead-badge';

export function LeadCard({
  lead,
  onView,
  onChat,
  onSchedule,
}: {
  lead: Lead;
  onView: (lead: Lead) => void;
  onChat: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
}) {
  return (
    <Card className="flex flex-col p-4 transition-shadow hover:shadow-md" data-testid="lead-card">
      <div className="flex items-start gap-3">
        <InitialsAvatar name={lead.name} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 truncate font-semibold">
            <span className="truncate">{lead.name}</span>
            <TestLeadBadge isTest={lead.isTest} />
            {lead.priority ? (
              <StarIcon className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Priority" />
            ) : null}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <LeadStatusBadge status={lead.status} />
            <SourceBadge source={lead.source} />
          </div>
        </div>
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex items-center gap-2 text-muted-foreground">
          <MailIcon className="size-4 shrink-0" aria-hidden />
          <dt className="sr-only">Email</dt>
          <dd className="truncate">{lead.email ?? 'No email'}</dd>
        </div>
        <div className="flex items-center gap-2 text-muted-foreground">
          <PhoneIcon className="size-4 shrink-0" aria-hidden />
          <dt className="sr-only">Phone</dt>
          <dd className="truncate">{formatPhone(lead.phone) || 'No phone'}</dd>
        </div>
        <div className="flex items-center gap-2">
          <CarIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dt className="font-medium">Vehicle:</dt>
          <dd className="truncate">{lead.vehicleInterest ?? 'Not specified'}</dd>
        </div>
      </dl>
      <div className="mt-3 flex items-center justify-between gap-2">
        <DealershipBadge dealershipId={lead.dealershipId} />
        {lead.score > 0 ? (
          <span className="text-sm font-medium text-muted-foreground">Score: {lead.score}%</span>
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 border-t pt-3">
        <Button variant="ghost" size="sm" onClick={() => onView(lead)} aria-label={`View ${lead.name}`}>
          <EyeIcon aria-hidden /> View
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChat(lead)} aria-label={`Chat with ${lead.name}`}>
          <MessageCircleIcon aria-hidden /> Chat
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onSchedule(lead)}
          aria-label={`Schedule with ${lead.name}`}
        >
          <CalendarPlusIcon aria-hidden /> Schedule
        </Button>
      </div>
    </Card>
  );
}
