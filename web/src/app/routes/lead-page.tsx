import { runsStores } from '@lead-manager/contracts/users';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearch } from 'wouter';
import { DealershipBadge } from '@/components/dealership-badge';
import { InitialsAvatar } from '@/components/initials-avatar';
import { NotFoundCard } from '@/components/not-found-card';
import { PhoneNumber } from '@/components/phone-number';
import { QueryError } from '@/components/query-error';
import { LeadStatusBadge } from '@/components/status-badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LeadAppointments } from '@/features/appointments/components/lead-appointments';
import { useMe } from '@/features/auth/api/get-me';
import { LeadConversation } from '@/features/conversations/components/lead-conversation';
import { LeadCrmHandoffs } from '@/features/crm-handoff/components/lead-crm-handoffs';
import { useLead } from '@/features/leads/api/get-lead';
import { formMessageOf } from '@/features/leads/components/form-message';
import { LeadDetailsPanel } from '@/features/leads/components/lead-details-panel';
import { LeadTimeline } from '@/features/leads/components/lead-timeline';
import { TestLeadBadge } from '@/features/leads/components/test-lead-badge';
import { ApiError } from '@/lib/api-client';
import { sourceLabel } from '@/lib/format';
import { useLeadActions } from '../composed/lead-actions';

/**
 * A lead at its own address (`/leads/:id`): the whole conversation with the reply box, its details, appointments,
 * notes and activity. `?reply` (a notice's link) puts the cursor in the reply box. One column on a phone, the
 * conversation first so the reply box is near the top.
 */
export default function LeadPage() {
  const { id } = useParams<{ id: string }>();
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return <LeadNotFound />;
  // Another lead's page starts afresh (its channel, its edits, the cursor in its reply box).
  return <LeadPageOf key={leadId} leadId={leadId} />;
}

function LeadPageOf({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const focusReply = new URLSearchParams(useSearch()).get('reply') ?? undefined;
  const { data: lead, isPending, isError, error, refetch, isFetching } = useLead(leadId);
  const actions = useLeadActions();
  const { data: me } = useMe();
  // The API answers 404 alike for an unknown lead and another store's: the page says so the same way.
  if (isError && error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <LeadNotFound />;
  if (isError)
    return (
      <QueryError
        title={t('leadPage.page.couldNotLoad')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (isPending)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  const message = formMessageOf(lead.notes);
  return (
    <div className="space-y-4">
      <BackToLeads />
      <header className="flex min-w-0 items-center gap-3">
        <InitialsAvatar id={lead.id} name={lead.name} className="size-12 text-base" />
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight break-words">
            {lead.name}
            <TestLeadBadge isTest={lead.isTest} />
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {lead.vehicleInterest ? <span>{lead.vehicleInterest}</span> : null}
            <PhoneNumber phone={lead.phone} />
            <DealershipBadge dealershipId={lead.dealershipId} />
            <LeadStatusBadge lead={lead} />
          </p>
        </div>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <LeadConversation
          lead={lead}
          opening={
            message ? { text: message, at: lead.createdAt, source: sourceLabel(lead.source) } : undefined
          }
          focusReply={focusReply}
        />
        <div className="min-w-0 space-y-4">
          <LeadDetailsPanel lead={lead} />
          <LeadAppointments leadId={lead.id} onSchedule={() => actions.openSchedule(lead)} />
          <LeadCrmHandoffs leadId={lead.id} canSendAgain={runsStores(me?.role)} />
          <Card>
            <CardHeader>
              <CardTitle>{t('leadPage.page.activity')}</CardTitle>
            </CardHeader>
            <CardContent>
              <LeadTimeline leadId={lead.id} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

function BackToLeads() {
  const { t } = useTranslation();
  return (
    <Link href="/leads" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
      <ArrowLeftIcon aria-hidden /> {t('leadPage.page.allLeads')}
    </Link>
  );
}

function LeadNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      title={t('leadPage.page.notFound')}
      reason={t('leadPage.page.notFoundWhy')}
      back={{ href: '/leads', label: t('leadPage.page.backToLeads') }}
    />
  );
}
