import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth/api/get-me';
import { createQueryClient } from '@/lib/query-client';
import { FullPageSpinner } from './full-page-spinner';

const AppShell = lazy(() => import('./shell/app-shell'));
const SignInPage = lazy(() => import('./routes/sign-in-page'));

function AuthGate() {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) return <SignInPage />;
  if (!me.data) return <SignInPage />;
  return <AppShell me={me.data} />;
}

export function App() {
  const [client] = useState(createQueryClient);
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
