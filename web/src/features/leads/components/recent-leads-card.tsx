import type { Lead } from '@lead-manager/contracts/leads';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryError } from '@/components/query-error';
import { LeadStatusBadge, SourceBadge } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { formatRelativeTime } from '@/lib/format';
import { useLeads } from '../api/get-leads';

/** Dashboard: the 5 newest leads. */
export function RecentLeadsCard({
  dealershipId,
  onOpen,
}: {
  dealershipId: 'all' | number;
  onOpen: (lead: Lead) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const { data, isPending, isError, error, refetch, isFetching } = useLeads({ dealershipId, limit: 5 });
  const leads = (data?.items ?? []).slice(0, 5);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('leads.recentLeadsCard.recentLeads')}</CardTitle>
        <Link href="/leads" className="text-sm font-medium text-primary hover:underline">
          {t('leads.recentLeadsCard.viewAll')}
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {isPending ? (
          <ul className="space-y-3" aria-label={t('leads.recentLeadsCard.loadingLeads')}>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : isError ? (
          <QueryError
            title={t('leads.recentLeadsCard.couldNotLoadTheLeads')}
            error={error}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : leads.length === 0 ? (
          <EmptyState icon={UsersIcon} title={t('leads.recentLeadsCard.noRecentLeads')} />
        ) : (
          <ul className="-mx-2 space-y-1" data-testid="recent-leads">
            {leads.map((lead) => (
              <li key={lead.id}>
                <button
                  type="button"
                  onClick={() => onOpen(lead)}
                  className="flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <InitialsAvatar id={lead.id} name={lead.name} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{lead.name}</span>
                    <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      <SourceBadge source={lead.source} />
                      <span className="truncate">
                        {lead.vehicleInterest ?? t('leads.recentLeadsCard.noVehicleInterest')}
                      </span>
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <LeadStatusBadge lead={lead} />
                    <span className="text-xs text-muted-foreground">
                      {formatRelativeTime(lead.createdAt, { now })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
