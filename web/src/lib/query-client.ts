import { QueryClient } from '@tanstack/react-query';

/** No interval refetch, no refetch on focus, never stale, no retries: realtime events say what changed. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Query-key roots: the API path, so an event can invalidate every variant of a list. */
export const QK = {
  me: '/api/auth/me',
  dealerships: '/api/dealerships',
  dashboardStats: '/api/dashboard/stats',
  reports: '/api/reports',
  leads: '/api/leads',
  leadCounts: '/api/leads/counts',
  conversations: '/api/conversations',
  appointments: '/api/appointments',
  upcomingAppointments: '/api/appointments/upcoming',
  aiSettings: '/api/ai-settings',
  userSettings: '/api/user/settings',
  users: '/api/users',
  audit: '/api/audit',
  notifications: '/api/notifications',
  availability: '/api/users/me/availability',
} as const;

/** Conversations lists refresh every 10 s, a backstop for a missed realtime event. */
export const CONVERSATIONS_REFRESH_MS = 10_000;
