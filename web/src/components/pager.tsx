import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

/** Server-side paging: 'Showing a–b of N things' with previous/next. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  countOf,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The total with its noun in the reader's language and plural ('14 appointments', '1 cita'). */
  countOf: (count: number) => string;
}) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={t('common.pager.navigation')}
      className="flex flex-wrap items-center justify-between gap-2 pt-2 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {t('common.pager.showingOf', {
          from: formatNumber(from),
          to: formatNumber(to),
          items: countOf(total),
        })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon aria-hidden /> {t('common.pager.previous')}
          </Button>
          <span className="text-muted-foreground tabular-nums">
            {page + 1} / {formatNumber(pages)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages - 1}
            onClick={() => onPageChange(page + 1)}
          >
            {t('common.pager.next')} <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
