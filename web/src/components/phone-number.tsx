import { MessageSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A customer's phone number to tap: the number calls (`tel:`), the bubble beside it texts (`sms:`) from the
 * phone's own apps; the fallback text when there is no number.
 */
export function PhoneNumber({
  phone,
  fallback,
  className,
}: {
  phone: string | null | undefined;
  fallback?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!phone) return fallback ? <span className={className}>{fallback}</span> : null;
  const shown = formatPhone(phone);
  // The dialler wants digits and the leading +, not the spaces and brackets people read.
  const dial = phone.replace(/[^\d+]/g, '');
  return (
    <span className={cn('inline-flex max-w-full min-w-0 items-center gap-1 align-middle', className)}>
      <a
        href={`tel:${dial}`}
        title={t('common.phoneNumber.call', { number: shown })}
        className="truncate underline-offset-2 hover:underline focus-visible:underline"
      >
        {shown}
      </a>
      <a
        href={`sms:${dial}`}
        aria-label={t('common.phoneNumber.text', { number: shown })}
        title={t('common.phoneNumber.text', { number: shown })}
        className="-my-1 inline-flex shrink-0 rounded p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <MessageSquareIcon className="size-3.5" aria-hidden />
      </a>
    </span>
  );
}
