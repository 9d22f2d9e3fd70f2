import { AppointmentListQuerySchema } from '@lead-manager/contracts/appointments';
import { ConversationListQuerySchema } from '@lead-manager/contracts/conversations';
import {
  ASSIGNMENT_REASONS,
  type LeadActivity,
  LeadActivitySchema,
} from '@lead-manager/contracts/lead-activity';
import { LEAD_OUTCOMES, LOST_REASONS } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { ConversationsService } from '../conversations/conversations.service';
import type { TeamService } from '../users/team.service';
import { findLeadEvents, findNotes } from './lead-notes.repo';
import type { LeadRow } from './leads.repo';

export interface ActivityDeps {
  db: Db;
  conversations: Pick<ConversationsService, 'list'>;
  appointments: Pick<AppointmentsService, 'list'>;
  team: Pick<TeamService, 'contacts'>;
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const oneOf = <T extends string>(values: readonly T[], value: unknown, otherwise: T): T =>
  values.includes(value as T) ? (value as T) : otherwise;

/** The details of a stored event (a JSON column written by several modules over time) in the contract's shape. */
function eventDetails(kind: string, detail: Record<string, unknown>, names: Map<number, string>) {
  switch (kind) {
    case 'assigned': {
      const ownerId = typeof detail.to === 'number' ? detail.to : null;
      return {
        ownerId,
        ownerName: ownerId === null ? null : (names.get(ownerId) ?? null),
        reason: oneOf(ASSIGNMENT_REASONS, detail.reason, 'manual'),
      };
    }
    case 'opted_out':
      return { channel: oneOf(['sms', 'email'], detail.channel, 'sms'), method: detail.method ?? null };
    case 'opted_in':
      return { channel: oneOf(['sms', 'email'], detail.channel, 'sms') };
    case 'merged':
      return { source: detail.source ?? null };
    case 'status_changed': {
      const outcome = LEAD_OUTCOMES.find((o) => o === detail.outcome);
      const lostReason = LOST_REASONS.find((r) => r === detail.lostReason) ?? null;
      return { from: detail.from, to: detail.to, ...(outcome && { outcome, lostReason }) };
    }
    default: // details_changed
      return { fields: detail.fields };
  }
}

/** Everything that happened to a lead, newest first: its creation, messages, appointments, notes and changes. */
export async function leadActivity(deps: ActivityDeps, scope: Scope, lead: LeadRow): Promise<LeadActivity[]> {
  const [conversations, appointments, notes, events] = await Promise.all([
    deps.conversations.list(scope, ConversationListQuerySchema.parse({ leadId: lead.id, limit: 100 })),
    deps.appointments.list(scope, AppointmentListQuerySchema.parse({ leadId: lead.id, limit: 100 })),
    findNotes(deps.db, scope, lead.id),
    findLeadEvents(deps.db, scope, lead.id),
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
      details: { source: lead.source },
    },
  ];
  for (const conversation of conversations.items) {
    for (const m of conversation.messages) {
      items.push({
        id: `message-${m.id}`,
        kind: 'message',
        at: m.timestamp,
        actorName: m.authorName ?? null,
        details: { sender: m.sender, channel: m.channel, content: clip(m.content) },
      });
    }
  }
  for (const a of appointments.items) {
    items.push({
      id: `appointment-${a.id}`,
      kind: 'appointment',
      at: a.createdAt,
      actorName: null,
      details: { type: a.type, status: a.status, scheduledAt: a.scheduledAt, timeZone: a.timeZone },
    });
  }
  for (const n of notes) {
    items.push({
      id: `note-${n.id}`,
      kind: 'note',
      at: n.createdAt.toISOString(),
      actorName: n.authorName,
      details: { body: n.body },
    });
  }
  for (const e of events) {
    // An event whose stored details no longer fit the contract is left out rather than failing the whole timeline.
    const parsed = LeadActivitySchema.safeParse({
      id: `${e.kind}-${e.id}`,
      kind: e.kind,
      at: e.createdAt.toISOString(),
      actorName: e.actorName,
      details: eventDetails(e.kind, e.detail, names),
    });
    if (parsed.success) items.push(parsed.data);
  }
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
