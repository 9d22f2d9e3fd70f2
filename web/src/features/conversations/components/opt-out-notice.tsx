import type { Channel } from '@lead-manager/contracts/conversations';
import type { Lead, LeadOptOut } from '@lead-manager/contracts/leads';
import { BanIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-time';

/** The lead's opt-out on a channel, if it asked this store's number or address to stop. */
export const optOutOf = (lead: Lead | undefined, channel: Channel) =>
  (channel === 'sms' ? lead?.smsOptOut : lead?.emailOptOut) ?? undefined;

/** Why the reply box is disabled: the person opted out, when and how, and what lifts it. */
export function OptOutNotice({ id, optOut, channel }: { id: string; optOut: LeadOptOut; channel: Channel }) {
  const { t } = useTranslation();
  const when = formatDate(optOut.at);
  const how = t(`conversations.optOutNotice.how.${optOut.method}`);
  return (
    <p
      id={id}
      role="note"
      className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900"
    >
      <BanIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      {channel === 'sms'
        ? t('conversations.optOutNotice.optedOutOfTextsOn', { when, value: how })
        : t('conversations.optOutNotice.unsubscribedFromEMailOn', { when, value: how })}
    </p>
  );
}
