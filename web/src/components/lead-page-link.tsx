import { SquareArrowUpRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

/** The lead's own page (`/leads/:id`), from a quick look or a list: "Open lead page", or an icon naming the lead. */
export function LeadPageLink({
  leadId,
  name,
  onNavigate,
}: {
  leadId: number;
  /** Set: an icon link whose label names the lead (a list row); unset: the words "Open lead page". */
  name?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (name !== undefined)
    return (
      <Link
        href={`/leads/${leadId}`}
        onClick={onNavigate}
        className={buttonVariants({ variant: 'ghost', size: 'icon-sm', className: 'size-6 shrink-0' })}
        aria-label={t('leadPage.link.openNamed', { name })}
        title={t('leadPage.link.open')}
      >
        <SquareArrowUpRightIcon aria-hidden />
      </Link>
    );
  return (
    <Link
      href={`/leads/${leadId}`}
      onClick={onNavigate}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <SquareArrowUpRightIcon aria-hidden /> {t('leadPage.link.open')}
    </Link>
  );
}
