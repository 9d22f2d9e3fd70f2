import type { QueryClient } from '@tanstack/react-query';
import { upcomingAppointmentsQueryOptions } from '@/features/appointments/api/get-upcoming-appointments';
import { meQueryOptions } from '@/features/auth/api/get-me';
import {
  conversationsQueryOptions,
  dashboardConversationsQuery,
} from '@/features/conversations/api/get-conversations';
import { dashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';
import { leadsQueryOptions } from '@/features/leads/api/get-leads';
import { userSettingsQueryOptions } from '@/features/users/api/get-user-settings';
import type { DealershipFilter } from '@/hooks/use-dealership-filter';
import { dealershipsQueryOptions } from '@/hooks/use-dealerships';
import { AppShell, preloadRoute } from './route-chunks';
import { readStoredDealership } from './stored-dealership';

/**
 * The dashboard's queries, as its cards ask for them: prefetched, they are in flight before the page's chunk
 * has even loaded. Keep in step with dashboard-page.tsx and its cards; a mismatch only wastes a request.
 */
function prefetchDashboard(client: QueryClient, dealershipId: DealershipFilter) {
  void client.prefetchQuery(dashboardStatsQueryOptions(dealershipId));
  void client.prefetchQuery(conversationsQueryOptions(dashboardConversationsQuery(dealershipId)));
  void client.prefetchQuery(leadsQueryOptions({ dealershipId, limit: 5 }));
  void client.prefetchQuery(upcomingAppointmentsQueryOptions(dealershipId));
}

/**
 * Starts the first screen's code and data at once instead of one after another (me → shell → page → data):
 * the shell and the page chunk load while /api/auth/me answers (index.html preloads it), and the page's
 * data is asked for as soon as the user is known: the dashboard's largest contentful paint stays under 1 s.
 */
export function preloadFirstScreen(client: QueryClient, path = window.location.pathname) {
  // The user first: its answer is queued ahead of running the chunks below, so the data starts sooner.
  client
    .fetchQuery(meQueryOptions())
    .then((me) => {
      if (!me) return;
      // The shell's own data: dealership names for every badge, and the theme to paint with.
      void client.prefetchQuery(dealershipsQueryOptions());
      void client.prefetchQuery(userSettingsQueryOptions());
      if (path === '/') prefetchDashboard(client, readStoredDealership());
    })
    .catch(() => {});
  AppShell.preload().catch(() => {});
  preloadRoute(path);
}
