import type { Me } from '@lead-manager/contracts/users';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApplyLanguage } from '@/features/users/hooks/use-apply-language';
import { useApplyTheme } from '@/features/users/hooks/use-apply-theme';
import { useDisplayTimeZones } from '@/features/users/hooks/use-display-time-zones';
import { type DealershipFilter, DealershipFilterContext } from '@/hooks/use-dealership-filter';
import { useRealtime } from '@/lib/realtime';
import { useDiscardQuestionOpen } from '@/lib/unsaved-changes';
import { LeadActionsProvider } from '../composed/lead-actions';
import { FullPageSpinner } from '../full-page-spinner';
import { pageTitle } from '../nav';
import { AppRoutes } from '../router';
import { readStoredDealership, storeDealership } from '../stored-dealership';
import { ConnectionBanner } from './connection-banner';
import { type ActivityItem, Header } from './header';
import { SidebarContent } from './sidebar';

// Phones only, and only once the menu is opened: the drawer's dialog code stays out of the first view.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));
// Only when someone leaves a form with unsaved edits.
const DiscardChangesDialog = lazy(() => import('./discard-changes-dialog'));

function DiscardChangesQuestion() {
  const open = useDiscardQuestionOpen();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <DiscardChangesDialog open={open} />
    </Suspense>
  ) : null;
}

export default function AppShell({ me }: { me: Me }) {
  const [location] = useLocation();
  const [dealershipId, setDealershipIdState] = useState<DealershipFilter>(readStoredDealership);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [activity, setActivity] = useState<ActivityItem[]>([]);
  const { connected, lost, lastEvent } = useRealtime(true);
  const counter = useRef(0);
  useApplyTheme();
  useApplyLanguage();
  useDisplayTimeZones(dealershipId);

  useEffect(() => {
    if (!lastEvent) return;
    counter.current += 1;
    const item = { id: counter.current, event: lastEvent, at: new Date() };
    setActivity((prev) => [item, ...prev].slice(0, 6));
  }, [lastEvent]);

  const filter = useMemo(
    () => ({
      dealershipId,
      setDealershipId: (value: DealershipFilter) => {
        setDealershipIdState(value);
        storeDealership(value);
      },
    }),
    [dealershipId],
  );

  const { t } = useTranslation();
  const title = pageTitle(location, t);
  useEffect(() => {
    document.title = `${title} · Lead Manager`;
  }, [title]);

  return (
    <DealershipFilterContext.Provider value={filter}>
      <div className="flex min-h-screen bg-background">
        <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-sidebar-border bg-sidebar md:block">
          <SidebarContent me={me} />
        </aside>
        {drawerUsed ? (
          <Suspense fallback={null}>
            <MobileNavDrawer me={me} open={drawerOpen} onOpenChange={setDrawerOpen} />
          </Suspense>
        ) : null}
        {/* Around the header too: the quick finder opens the lead dialogs. */}
        <LeadActionsProvider>
          <div className="flex min-w-0 flex-1 flex-col md:pl-64">
            <Header
              title={title}
              onOpenMenu={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              activity={activity}
              connected={connected}
            />
            <ConnectionBanner liveLost={lost} />
            <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:px-6 lg:px-8">
              <Suspense fallback={<FullPageSpinner />}>
                <AppRoutes />
              </Suspense>
            </main>
          </div>
        </LeadActionsProvider>
      </div>
      <DiscardChangesQuestion />
    </DealershipFilterContext.Provider>
  );
}
