// Which webhook events a realtime event raises, and their data read after the commit (decision 055).
import type { Appointment } from '@lead-manager/contracts/appointments';
import type { Message } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { Lead } from '@lead-manager/contracts/leads';
import type { WebhookEventType } from '@lead-manager/contracts/webhooks';
import type { Scope } from '../../lib/scope';

/** The reads the events' data comes from: each owner's service (the lead, message or appointment DTO). */
export interface WebhookSources {
  lead(scope: Scope, id: number): Promise<Lead>;
  message(
    scope: Scope,
    id: number,
  ): Promise<
    { message: Message; conversation: { id: number; leadId: number }; lead: { isTest: boolean } } | undefined
  >;
  appointment(scope: Scope, id: number): Promise<{ appointment: Appointment; isTestLead: boolean }>;
}

const LEAD_CHANGES = { assigned: 'lead.assigned', closed: 'lead.closed' } as const;

/** The webhook types a realtime event raises; none for events that are no store's news (the bell). */
export function webhookTypesOf(event: RealtimeEvent): WebhookEventType[] {
  switch (event.type) {
    case 'NEW_LEAD':
      return ['lead.created'];
    case 'LEAD_UPDATED':
      return ['lead.updated', ...(event.data.changes ?? []).map((change) => LEAD_CHANGES[change])];
    case 'CONVERSATION_UPDATED':
      if (event.data.messageId === undefined) return [];
      return [event.data.sender === 'customer' ? 'message.received' : 'message.sent'];
    case 'APPOINTMENT_CREATED':
      return ['appointment.booked'];
    case 'APPOINTMENT_UPDATED':
      return ['appointment.changed'];
    default:
      return [];
  }
}

/** Missing rows (a lead deleted since) answer undefined: there is nothing left to tell. */
const orNothing = <T>(read: Promise<T>) => read.catch(() => undefined);

/**
 * The `data` of the webhook events a realtime event raises, or undefined when there is none to send: the row is
 * gone, or it belongs to a test lead (a test lead never leaves the app, as with ADF). Read in `store`, the scope of
 * the event's own store, so an event can carry no other store's data.
 */
export async function webhookDataOf(
  sources: WebhookSources,
  event: RealtimeEvent,
  store: Scope,
): Promise<Record<string, unknown> | undefined> {
  switch (event.type) {
    case 'NEW_LEAD':
    case 'LEAD_UPDATED': {
      const lead = await orNothing(sources.lead(store, event.data.id));
      return lead && !lead.isTest ? { lead } : undefined;
    }
    case 'CONVERSATION_UPDATED': {
      if (event.data.messageId === undefined) return undefined;
      const found = await sources.message(store, event.data.messageId);
      if (!found || found.lead.isTest) return undefined;
      return {
        conversationId: found.conversation.id,
        leadId: found.conversation.leadId,
        message: found.message,
      };
    }
    case 'APPOINTMENT_CREATED':
    case 'APPOINTMENT_UPDATED': {
      const found = await orNothing(sources.appointment(store, event.data.id));
      return found && !found.isTestLead ? { appointment: found.appointment } : undefined;
    }
    default:
      return undefined;
  }
}
