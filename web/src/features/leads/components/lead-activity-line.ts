import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import type { TFunction } from 'i18next';
import { currentLocale } from '@/i18n/i18n';
import { enumLabel, sourceLabel } from '@/lib/format';
import { standingLabel } from '@/lib/lead-standing';
import { formatStoreDateTime } from '@/lib/store-time';

/** "name, phone and email" in the person's language. */
function listOf(items: string[]) {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);
}

/**
 * One line of a lead's timeline in the person's language, from the facts the API gives (statuses, sources and
 * appointment types say what the rest of the app says).
 */
export function activityLine(item: LeadActivity, t: TFunction): string {
  switch (item.kind) {
    case 'created':
      return t('leadActivity.created', { source: sourceLabel(item.details.source) });
    case 'message': {
      const { sender, channel, content } = item.details;
      // A person's message carries their name, as in the threads.
      const speaker =
        sender === 'agent' && item.actorName ? item.actorName : t(`leadActivity.speaker.${sender}`);
      return t('leadActivity.message', { speaker, channel: t(`leadActivity.channel.${channel}`), content });
    }
    case 'status_changed':
      return t('leadActivity.statusChanged', {
        from: enumLabel('leadStatus', item.details.from),
        to: standingLabel({ ...item.details, status: item.details.to }).toLocaleLowerCase(),
      });
    case 'assigned': {
      const { ownerId, ownerName, reason } = item.details;
      if (ownerId === null) return t('leadActivity.ownerRemoved');
      return t('leadActivity.assigned', { name: ownerName ?? t('common.unknown'), reason });
    }
    case 'appointment':
      return t('leadActivity.appointment', {
        type: enumLabel('appointmentType', item.details.type),
        when: formatStoreDateTime(item.details.scheduledAt, item.details.timeZone),
        status: enumLabel('appointmentStatus', item.details.status),
      });
    case 'opted_out':
      return t('leadActivity.optedOut', {
        channel: item.details.channel,
        method: item.details.method ?? 'unknown',
      });
    case 'opted_in':
      return t('leadActivity.optedIn', { channel: item.details.channel });
    case 'merged':
      return item.details.source
        ? t('leadActivity.mergedFrom', { source: sourceLabel(item.details.source) })
        : t('leadActivity.merged');
    case 'note':
      return item.details.body;
    case 'details_changed':
      return t('leadActivity.detailsChanged', {
        fields: listOf(item.details.fields.map((field) => t(`leadActivity.field.${field}`))),
      });
  }
}
