import { z } from 'zod';
import { AppointmentSchema } from './appointments';
import { IsoDateSchema } from './common';
import { MessageSchema } from './conversations';
import { LeadSchema } from './leads';

/** What a store's endpoint may subscribe to (decision 055 says what raises each). */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'lead.assigned',
  'lead.closed',
  'message.received',
  'message.sent',
  'appointment.booked',
  'appointment.changed',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `Events must be among ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-LeadManager-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-LeadManager-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-LeadManager-Delivery';
/** A receiver should refuse a signature whose timestamp is further than this from its clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;

const LeadData = z.object({ lead: LeadSchema });
const MessageData = z.object({
  conversationId: z.number().int(),
  leadId: z.number().int(),
  message: MessageSchema,
});
const AppointmentData = z.object({ appointment: AppointmentSchema });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    /** The event's id: the same on every retry of it, so a receiver can drop one it has seen. */
    id: z.string(),
    type: z.literal(type),
    createdAt: IsoDateSchema,
    dealershipId: z.number().int(),
    data,
  });

/** The JSON body of every webhook request, one shape per event type. */
export const WebhookEventSchema = z.discriminatedUnion('type', [
  envelope('lead.created', LeadData),
  envelope('lead.updated', LeadData),
  envelope('lead.assigned', LeadData),
  envelope('lead.closed', LeadData),
  envelope('message.received', MessageData),
  envelope('message.sent', MessageData),
  envelope('appointment.booked', AppointmentData),
  envelope('appointment.changed', AppointmentData),
  /** What "Send test" posts: no store data. */
  envelope('webhook.test', z.object({ endpointId: z.number().int() })),
]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

const webhookUrl = z
  .url({ protocol: /^https?$/, error: 'URL must be an http(s) address' })
  .max(2000, 'URL must be at most 2000 characters');

const eventList = z
  .array(WebhookEventTypeSchema, { error: 'Events must be a list of event types' })
  .min(1, 'Choose at least one event')
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)));

/** An endpoint as the API lists it: never its signing secret, which is shown once, at creation. */
export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  dealershipId: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  /** Why it was switched off by itself (repeated failures); null when a person did it or it is on. */
  disabledReason: z.string().nullable(),
  /** Deliveries given up in a row since the last success. */
  failedDeliveries: z.number().int(),
  createdAt: IsoDateSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

/** GET /api/webhook-endpoints: one store's, or every store the caller sees. */
export const WebhookEndpointListQuerySchema = z.object({
  dealershipId: z.coerce.number().int().positive().optional(),
});

/** POST /api/webhook-endpoints. */
export const CreateWebhookEndpointSchema = z.object({
  dealershipId: z.number({ error: 'Dealership is required' }).int().positive(),
  url: webhookUrl,
  events: eventList,
  active: z.boolean().default(true),
});
export type CreateWebhookEndpoint = z.input<typeof CreateWebhookEndpointSchema>;

/** PATCH /api/webhook-endpoints/:id (switching it on again clears its failure count). */
export const UpdateWebhookEndpointSchema = z
  .object({ url: webhookUrl, events: eventList, active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change', path: ['active'] });
export type UpdateWebhookEndpoint = z.input<typeof UpdateWebhookEndpointSchema>;

/** The answer to a creation: the signing secret (`whsec_…`), in full, this once. */
export const CreatedWebhookEndpointSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

/** One attempt to deliver one event. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number().int(),
  /** The HTTP status the endpoint answered; null when it did not answer (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: IsoDateSchema,
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });

/** POST /api/webhook-endpoints/:id/test: the attempt, made while the caller waits. */
export const WebhookTestResultSchema = z.object({ delivery: WebhookDeliverySchema });
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;
