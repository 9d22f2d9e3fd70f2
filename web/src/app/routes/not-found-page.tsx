import { CircleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950">
          <CircleAlertIcon className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.notFound.404PageNotFound')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('pages.notFound.thePageYouAreLooking')}</p>
        <Link href="/" className={buttonVariants({ className: 'mt-6' })}>
          {t('pages.notFound.backToDashboard')}
        </Link>
      </Card>
    </div>
  );
}
