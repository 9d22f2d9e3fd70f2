import type { Channel } from '@lead-manager/contracts/conversations';
import type { Lead, LeadOptOut } from '@lead-manager/contracts/leads';
import { BanIcon } from 'lucide-react';

/** The lead's opt-out on a channel, if it asked this store's number or address to stop. */
export const optOutOf = (lead: Lead | undefined, channel: Channel) =>
  (channel === 'sms' ? lead?.smsOptOut : lead?.emailOptOut) ?? undefined;

const HOW: Record<LeadOptOut['method'], string> = {
  keyword: 'replied STOP',
  free_text: 'asked us to stop',
  carrier: 'the carrier reports an opt-out (21610)',
};

/** Why the reply box is disabled: the person opted out, when and how, and what lifts it. */
export function OptOutNotice({ id, optOut, channel }: { id: string; optOut: LeadOptOut; channel: Channel }) {
  const when = new Date(optOut.at).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return (
    <p
      id={id}
      role="note"
      className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900"
    >
      <BanIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      {channel === 'sms'
        ? `Opted out of texts on ${when} (${HOW[optOut.method]}). No text can be sent until they reply START.`
        : `Unsubscribed from e-mail on ${when} (${HOW[optOut.method]}). No e-mail can be sent to them.`}
    </p>
  );
}
