import { CalendarCheckIcon, ClockIcon, TrendingUpIcon, UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { StatCard } from '@/components/stat-card';
import { UpcomingAppointmentsCard } from '@/features/appointments/components/upcoming-appointments-card';
import { ActiveConversationsCard } from '@/features/conversations/components/active-conversations-card';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { dashboardCaptions } from '@/features/dashboard/captions';
import { RecentLeadsCard } from '@/features/leads/components/recent-leads-card';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealership } from '@/hooks/use-dealerships';
import { useNow } from '@/hooks/use-now';
import { formatPercent, stripDealershipPrefix } from '@/lib/format';
import { useLeadActions } from '../composed/lead-actions';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const dealership = useDealership(dealershipId === 'all' ? undefined : dealershipId);
  const stats = useDashboardStats(dealershipId);
  const actions = useLeadActions();
  const s = stats.data;
  const now = useNow();
  const captions = dashboardCaptions(s, now);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.page.dashboard')}
        description={
          dealershipId === 'all'
            ? t('dashboard.page.overviewAcrossAllLakesideAuto')
            : t('dashboard.page.overviewFor', { name: stripDealershipPrefix(dealership?.name) })
        }
      />
      {stats.isError ? (
        <QueryError
          title={t('dashboard.page.couldNotLoadTheKey')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <section
          aria-label={t('dashboard.page.keyFigures')}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <StatCard
            label={t('dashboard.page.newLeadsToday')}
            definition={t('dashboard.page.newLeadsTodayIs')}
            value={s?.newLeadsToday ?? 0}
            caption={captions.newLeads}
            icon={UserPlusIcon}
            tone="blue"
            loading={stats.isPending}
          />
          <StatCard
            label={t('dashboard.page.pendingFollowUps')}
            definition={t('dashboard.page.pendingFollowUpsIs')}
            value={s?.pendingFollowups ?? 0}
            caption={captions.followUps}
            icon={ClockIcon}
            tone="amber"
            loading={stats.isPending}
          />
          <StatCard
            label={t('dashboard.page.appointmentsScheduled')}
            definition={t('dashboard.page.appointmentsScheduledIs')}
            value={s?.appointmentsScheduled ?? 0}
            caption={captions.appointments}
            icon={CalendarCheckIcon}
            tone="green"
            loading={stats.isPending}
          />
          <StatCard
            label={t('dashboard.page.conversionRate')}
            definition={t('dashboard.page.conversionRateIs')}
            value={formatPercent(s?.conversionRate ?? 0)}
            caption={captions.conversion}
            icon={TrendingUpIcon}
            tone="violet"
            loading={stats.isPending}
          />
        </section>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ActiveConversationsCard dealershipId={dealershipId} onOpen={actions.openConversation} />
        <RecentLeadsCard dealershipId={dealershipId} onOpen={actions.openDetails} />
      </div>
      <UpcomingAppointmentsCard
        dealershipId={dealershipId}
        onScheduleNew={() => actions.openSchedule(null)}
      />
    </div>
  );
}
