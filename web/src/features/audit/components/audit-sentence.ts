import type { AuditEntry } from '@lead-manager/contracts/audit';
import { roleLabel } from '@/features/users/components/member-fields';
import { i18n } from '@/i18n/i18n';
import { dealershipDisplayName, enumLabel } from '@/lib/format';
import { formatStoreDateTime } from '@/lib/store-time';

/** The names an entry's ids stand for: the team and the stores the reader can see. */
export interface AuditNames {
  users: readonly { id: number; name: string }[];
  dealerships: readonly { id: number; name: string }[];
}

type Details = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const say = (key: string, values: Record<string, unknown>) => i18n.t(`audit.sentence.${key}`, values);

/**
 * One entry as a sentence in the reader's language ("Sam Rivera moved Laura Kim from Hyundai to Ford"), naming
 * people and stores instead of ids; an action without its own sentence says who did what, in its code.
 */
export function auditSentence(entry: AuditEntry, names: AuditNames): string {
  const details = entry.details as Details;
  const person = (id: unknown) =>
    typeof id === 'number' ? (names.users.find((u) => u.id === id)?.name ?? `#${id}`) : say('nobody', {});
  const store = (id: unknown) => dealershipDisplayName(typeof id === 'number' ? id : null, names.dealerships);
  const actor =
    entry.actorName ??
    entry.actorEmail ??
    (details.bookedBy === 'assistant' ? say('theAssistant', {}) : say('automatic', {}));
  const record =
    entry.entityName ?? (text(details.leadName) || text(details.name) || `#${entry.entityId ?? ''}`);
  const v = { actor, record };
  const changes = (details.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;

  switch (entry.action) {
    case 'lead.owner_changed':
      return say('leadOwner', { ...v, from: person(details.from), to: person(details.to) });
    case 'lead.status_changed':
      return say('leadStatus', {
        ...v,
        from: enumLabel('leadStatus', text(details.from)),
        to: enumLabel('leadStatus', text(details.to)),
      });
    case 'lead.details_changed': {
      const fields = (details.fields as string[] | undefined) ?? [];
      const from = details.from as Details | undefined;
      const to = details.to as Details | undefined;
      if (fields.includes('dealershipId'))
        return say('leadMoved', { ...v, from: store(from?.dealershipId), to: store(to?.dealershipId) });
      return say('leadEdited', { ...v, fields: fields.join(', ') });
    }
    case 'lead.deleted':
      return say('leadDeleted', v);
    case 'lead.test_leads_removed':
      return say('testLeadsRemoved', { ...v, count: Number(details.removed ?? 0) });
    case 'appointment.booked':
      return say('appointmentBooked', {
        ...v,
        when: formatStoreDateTime(text(details.at), text(details.timeZone) || 'UTC'),
      });
    case 'appointment.changed':
      if (changes.at)
        return say('appointmentMoved', {
          ...v,
          when: formatStoreDateTime(text(changes.at.to), text(details.timeZone) || 'UTC'),
        });
      return say('appointmentStatus', {
        ...v,
        status: enumLabel('appointmentStatus', text(changes.status?.to)),
      });
    case 'user.role_changed':
      return say('userRole', { ...v, role: roleLabel(changes.role?.to as never) });
    case 'dealership.settings_changed':
    case 'dealership.assignment_changed':
    case 'ai_settings.updated':
      return say(entry.action.replace('.', '_'), { ...v, store: store(entry.dealershipId) });
    case 'webhook_endpoint.created':
    case 'webhook_endpoint.changed':
    case 'webhook_endpoint.deleted':
      return say(entry.action.replace('.', '_'), {
        ...v,
        store: store(entry.dealershipId),
        host: text(details.host),
      });
    case 'user.created':
    case 'user.deactivated':
    case 'user.reactivated':
    case 'user.updated':
    case 'user.password_link_sent':
    case 'auth.signed_in':
    case 'auth.sign_in_failed':
    case 'auth.password_changed':
    case 'auth.password_reset_requested':
    case 'auth.password_set':
    case 'api_key.created':
    case 'api_key.revoked':
    case 'webhook_event.replayed':
      return say(entry.action.replace('.', '_'), {
        ...v,
        email: entry.actorEmail ?? '',
        name: text(details.name),
        source: text(details.source),
      });
    case 'connection.credentials_set':
    case 'connection.credentials_cleared':
      return say(entry.action.replace('.', '_'), {
        ...v,
        source: text(details.source),
        fields: Array.isArray(details.fields) ? details.fields.join(', ') : '',
      });
    default:
      return say('other', { ...v, action: entry.action });
  }
}
