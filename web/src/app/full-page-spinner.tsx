import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] w-full flex-1 items-center justify-center" role="status">
      <LoaderCircleIcon className="size-6 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label ?? t('shell.fullPageSpinner.loading')}</span>
    </div>
  );
}
