import { z } from 'zod';

/** Frames pushed on WebSocket /ws. `data` carries ids so the web knows which queries to refresh. */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('NEW_LEAD'),
    data: z.object({
      id: z.number(),
      name: z.string(),
      vehicleInterest: z.string().nullable(),
      dealershipId: z.number(),
    }),
  }),
  z.object({
    type: z.literal('LEAD_UPDATED'),
    data: z.object({
      id: z.number(),
      dealershipId: z.number(),
      /** What else the update was, when it was more than an edit: a new owner, or the lead closed. */
      changes: z.array(z.enum(['assigned', 'closed'])).optional(),
    }),
  }),
  z.object({
    type: z.literal('CONVERSATION_UPDATED'),
    data: z.object({
      conversationId: z.number(),
      leadId: z.number(),
      dealershipId: z.number(),
      channel: z.enum(['sms', 'email']),
      /** Set when a new message caused the update. */
      sender: z.enum(['ai', 'customer', 'agent']).optional(),
      /** The message received, or taken by its provider, that caused the update. */
      messageId: z.number().optional(),
    }),
  }),
  z.object({
    type: z.literal('APPOINTMENT_CREATED'),
    data: z.object({ id: z.number(), leadId: z.number(), dealershipId: z.number(), scheduledAt: z.string() }),
  }),
  z.object({
    type: z.literal('APPOINTMENT_UPDATED'),
    data: z.object({ id: z.number(), leadId: z.number(), dealershipId: z.number(), status: z.string() }),
  }),
  /** Sent only to the recipient's own sockets. */
  z.object({
    type: z.literal('NOTIFICATION_CREATED'),
    data: z.object({ id: z.number(), userId: z.number(), kind: z.string(), title: z.string() }),
  }),
  /** The user read some notifications (their other tabs refresh the bell). */
  z.object({
    type: z.literal('NOTIFICATIONS_READ'),
    data: z.object({ userId: z.number() }),
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
