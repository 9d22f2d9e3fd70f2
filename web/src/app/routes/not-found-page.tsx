import { useTranslation } from 'react-i18next';
import { NotFoundCard } from '@/components/not-found-card';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      title={t('pages.notFound.404PageNotFound')}
      reason={t('pages.notFound.thePageYouAreLooking')}
      back={{ href: '/', label: t('pages.notFound.backToDashboard') }}
    />
  );
}
