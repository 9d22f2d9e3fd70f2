import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ForgotPassword } from '@/features/auth/components/forgot-password';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { GroupLogo } from '../group-logo';

export default function SignInPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-50 via-blue-50 to-slate-100 p-4 dark:from-slate-950 dark:via-slate-900 dark:to-slate-950">
      <Card className="w-full max-w-sm p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <GroupLogo className="size-12" />
          <div>
            <h1 className="text-xl font-bold tracking-tight">{t('pages.signIn.signInToLeadManager')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('pages.signIn.lakesideAutoGroupSalesDashboard')}
            </p>
          </div>
        </div>
        <SignInForm />
        <ForgotPassword />
      </Card>
    </main>
  );
}
