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
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { PhoneNumber } from '@/components/phone-number';
import { LeadStatusBadge, SourceBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TestLeadBadge } from './test-lead-badge';

export function LeadCard({
  lead,
  onView,
  onChat,
  onSchedule,
  selected,
  onToggleSelected,
}: {
  lead: Lead;
  onView: (lead: Lead) => void;
  onChat: (lead: Lead) => void;
  onSchedule: (lead: Lead) => void;
  /** The Leads screen's selection (for its bulk bar); no checkbox without it. */
  selected?: boolean;
  onToggleSelected?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="flex flex-col p-4 transition-shadow hover:shadow-md data-[state=selected]:ring-2 data-[state=selected]:ring-primary"
      data-testid="lead-card"
      data-state={selected ? 'selected' : undefined}
    >
      <div className="flex items-start gap-3">
        <InitialsAvatar id={lead.id} name={lead.name} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 truncate font-semibold">
            {/* The name goes to the lead's page; View below is the quick look. */}
            <Link href={`/leads/${lead.id}`} className="truncate hover:underline">
              {lead.name}
            </Link>
            <TestLeadBadge isTest={lead.isTest} />
            {lead.priority ? (
              <StarIcon
                className="size-4 shrink-0 fill-amber-400 text-amber-500"
                aria-label={t('leads.leadCard.priority')}
              />
            ) : null}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <LeadStatusBadge lead={lead} />
            <SourceBadge source={lead.source} />
          </div>
        </div>
        {onToggleSelected ? (
          // A finger-sized target around the box: the card is used on phones.
          <label className="-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              aria-label={t('leads.leadsTable.select', { name: lead.name })}
              checked={selected ?? false}
              onChange={onToggleSelected}
            />
          </label>
        ) : null}
      </div>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex items-center gap-2 text-muted-foreground">
          <MailIcon className="size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{t('leads.leadCard.email')}</dt>
          <dd className="truncate">{lead.email ?? t('leads.leadCard.noEmail')}</dd>
        </div>
        <div className="flex items-center gap-2 text-muted-foreground">
          <PhoneIcon className="size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{t('leads.leadCard.phone')}</dt>
          <dd className="min-w-0">
            <PhoneNumber phone={lead.phone} fallback={t('leads.leadCard.noPhone')} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <CarIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dt className="font-medium">{t('leads.leadCard.vehicle')}</dt>
          <dd className="truncate">{lead.vehicleInterest ?? t('leads.leadCard.notSpecified')}</dd>
        </div>
      </dl>
      <div className="mt-3 flex items-center justify-between gap-2">
        <DealershipBadge dealershipId={lead.dealershipId} />
        {lead.score > 0 ? (
          <span className="text-sm font-medium text-muted-foreground">
            {t('leads.leadCard.score', { score: lead.score })}
          </span>
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 border-t pt-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onView(lead)}
          aria-label={t('leads.leadCard.view2', { name: lead.name })}
        >
          <EyeIcon aria-hidden /> {t('leads.leadCard.view')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChat(lead)}
          aria-label={t('leads.leadCard.chatWith', { name: lead.name })}
        >
          <MessageCircleIcon aria-hidden /> {t('leads.leadCard.chat')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onSchedule(lead)}
          aria-label={t('leads.leadCard.scheduleWith', { name: lead.name })}
        >
          <CalendarPlusIcon aria-hidden /> {t('leads.leadCard.schedule')}
        </Button>
      </div>
    </Card>
  );
}
