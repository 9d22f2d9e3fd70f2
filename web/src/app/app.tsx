import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth/api/get-me';
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

/** `client` comes from main.tsx, which starts the first screen's requests before React renders. */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Suspense fallback={<FullPageSpinner />}>
          <AuthGate />
        </Suspense>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
