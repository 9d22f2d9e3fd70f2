import type { Message } from '@lead-manager/contracts/conversations';
import type { TFunction } from 'i18next';
import { AlertCircleIcon, CheckCheckIcon, CheckIcon, ClockIcon, FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/i18n';
import { cn } from '@/lib/utils';

/** "8:00 AM" on the recipient's clock: quiet hours are theirs, so the send time is read in their zone. */
function sendTimeText(at: string, timeZone: string | undefined) {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const date = new Date(at);
  try {
    return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(currentLocale(), options).format(date);
  }
}

function labelOf(message: Message, now: number, t: TFunction) {
  switch (message.status) {
    case 'queued':
      // Held for the recipient's quiet hours; once that time has passed it is simply waiting to be sent.
      if (message.scheduledAt && new Date(message.scheduledAt).getTime() > now)
        return {
          Icon: ClockIcon,
          text: t('deliveryStatus.sendsAt', {
            time: sendTimeText(message.scheduledAt, message.scheduledTimeZone),
          }),
          title: t('deliveryStatus.sendsAtTitle', { zone: message.scheduledTimeZone ?? '' }),
        };
      return { Icon: ClockIcon, text: t('deliveryStatus.queued'), title: t('deliveryStatus.queuedTitle') };
    case 'sent':
      return { Icon: CheckIcon, text: t('deliveryStatus.sent'), title: t('deliveryStatus.sentTitle') };
    case 'delivered':
      return {
        Icon: CheckCheckIcon,
        text: t('deliveryStatus.delivered'),
        title: t('deliveryStatus.deliveredTitle'),
      };
    case 'failed':
      return {
        Icon: AlertCircleIcon,
        text: t('deliveryStatus.failed'),
        title: message.failureReason ?? t('deliveryStatus.failedTitle'),
      };
    case 'logged':
      return { Icon: FileTextIcon, text: t('deliveryStatus.logged'), title: t('deliveryStatus.loggedTitle') };
    default:
      return undefined;
  }
}

/**
 * Where an outbound message stands: queued (or when quiet hours let it go), sent, delivered, failed with the
 * provider's reason, or logged when no provider is set up. The thread refreshes on each change over /ws.
 */
export function DeliveryStatus({ message, className }: { message: Message; className?: string }) {
  const { t } = useTranslation();
  if (message.sender === 'customer') return null;
  const label = labelOf(message, Date.now(), t);
  if (!label) return null;
  const { Icon } = label;
  const failed = message.status === 'failed';
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-1', className)}
      data-testid="delivery-status"
      data-status={message.status}
      title={label.title}
    >
      <span
        className={cn(
          'inline-flex items-center gap-0.5',
          failed && 'rounded bg-white px-1 font-semibold text-red-700 dark:bg-red-950 dark:text-red-100',
        )}
      >
        <Icon className="size-3" aria-hidden />
        {label.text}
      </span>
      {failed && message.failureReason ? <span className="break-words">{message.failureReason}</span> : null}
    </span>
  );
}
