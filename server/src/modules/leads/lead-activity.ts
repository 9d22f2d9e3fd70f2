import { AppointmentListQuerySchema } from '@lead-manager/contracts/appointments';
import { ConversationListQuerySchema } from '@lead-manager/contracts/conversations';
import type { LeadActivity } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { TeamService } from '../users/team.service';
import { detailsChangedText } from './lead-details-changes';
import { findLeadEvents, findNotes } from './lead-notes.repo';
import type { LeadRow } from './leads.repo';

export interface ActivityDeps {
  db: Db;
  conversations: Pick<ConversationsService, 'list'>;
  appointments: Pick<AppointmentsService, 'list'>;
  team: Pick<TeamService, 'contacts'>;
}

const SENDER_LABEL = { ai: 'Assistant', customer: 'Customer', agent: 'Staff' } as const;
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const optOutHow = (method: unknown) =>
  method === 'carrier' ? ' (reported by the carrier)' : method === 'keyword' ? ' (replied STOP)' : '';
const statusLabel = (status: unknown) => String(status ?? '').replaceAll('_', ' ');

function eventText(kind: string, detail: Record<string, unknown>, names: Map<number, string>): string {
  const who = (id: unknown) => (typeof id === 'number' ? (names.get(id) ?? `user #${id}`) : 'nobody');
  switch (kind) {
    case 'status_changed':
      return `Status changed from ${statusLabel(detail.from)} to ${statusLabel(detail.to)}`;
    case 'assigned': {
      const why =
        detail.reason === 'rule'
          ? ' by the store’s assignment rule'
          : detail.reason === 'response_window'
            ? ' after the response window passed'
            : detail.reason === 'picked_up'
              ? ' when they came on the floor'
              : '';
      return detail.to ? `Assigned to ${who(detail.to)}${why}` : 'Owner removed: up for grabs';
    }
    case 'merged':
      return `Merged: the same person enquired again${detail.source ? ` from ${detail.source}` : ''}`;
    case 'opted_out':
      return `Opted out of ${detail.channel === 'email' ? 'e-mail' : 'texts'}${optOutHow(detail.method)}`;
    case 'opted_in':
      return `Opted back in to ${detail.channel === 'email' ? 'e-mail' : 'texts'}`;
    case 'details_changed':
      return detailsChangedText(detail);
    default:
      return kind;
  }
}

/** Everything that happened to a lead, newest first: its creation, messages, appointments, notes and changes. */
export async function leadActivity(deps: ActivityDeps, scope: Scope, lead: LeadRow): Promise<LeadActivity[]> {
  const [conversations, appointments, notes, events] = await Promise.all([
    deps.conversations.list(scope, ConversationListQuerySchema.parse({ leadId: lead.id, limit: 100 })),
    deps.appointments.list(scope, AppointmentListQuerySchema.parse({ leadId: lead.id, limit: 100 })),
    findNotes(deps.db, lead.id),
    findLeadEvents(deps.db, lead.id),
  ]);
  const owners = events.flatMap((e) => [e.detail.from, e.detail.to]).filter((v) => typeof v === 'number');
  const people = await deps.team.contacts([...new Set(owners as number[])]);
  const names = new Map(people.map((p) => [p.id, p.fullName]));

  const items: LeadActivity[] = [
    {
      id: `created-${lead.id}`,
      kind: 'created',
      at: lead.createdAt.toISOString(),
      actorName: null,
      text: `Lead created from ${lead.source}`,
    },
  ];
  for (const conversation of conversations.items) {
    for (const m of conversation.messages) {
      items.push({
        id: `message-${m.id}`,
        kind: 'message',
        at: m.timestamp,
        actorName: null,
        text: `${SENDER_LABEL[m.sender]} (${m.channel.toUpperCase()}): ${clip(m.content)}`,
      });
    }
  }
  for (const a of appointments.items) {
    items.push({
      id: `appointment-${a.id}`,
      kind: 'appointment',
      at: a.createdAt,
      actorName: null,
      text: `Appointment (${statusLabel(a.type)}) for ${a.scheduledAt}, ${statusLabel(a.status)}`,
    });
  }
  for (const n of notes) {
    items.push({
      id: `note-${n.id}`,
      kind: 'note',
      at: n.createdAt.toISOString(),
      actorName: n.authorName,
      text: n.body,
    });
  }
  for (const e of events) {
    items.push({
      id: `${e.kind}-${e.id}`,
      kind: e.kind as LeadActivity['kind'],
      at: e.createdAt.toISOString(),
      actorName: e.actorName,
      text: eventText(e.kind, e.detail, names),
    });
  }
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
