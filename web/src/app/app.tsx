import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Router } from 'wouter';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth/api/get-me';
import { guardNavigation, useGuardedLocation } from '@/lib/guarded-location';
import { useToasts } from '@/lib/toast-store';
import { FullPageSpinner } from './full-page-spinner';
import { AppShell, SetPasswordPage, SignInPage } from './route-chunks';

function AuthGate() {
  if (window.location.pathname === '/set-password') return <SetPasswordPage />;
  return <SignedInGate />;
}

function SignedInGate() {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) return <SignInPage />;
  if (!me.data) return <SignInPage />;
  return <AppShell me={me.data} />;
}

// Loaded with the first toast: nothing on the first view needs it, and Radix's toast code is a tenth of that view.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function ToasterOnceNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** `client` comes from main.tsx, which starts the first screen's requests before React renders. */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {/* Leaving a form with unsaved edits asks first (guarded-location.ts). */}
        <Router hook={useGuardedLocation} aroundNav={guardNavigation}>
          <Suspense fallback={<FullPageSpinner />}>
            <AuthGate />
          </Suspense>
        </Router>
        <ToasterOnceNeeded />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
