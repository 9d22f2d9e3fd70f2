import { z } from 'zod';
import { DealershipFilterSchema, IsoDateSchema, PageQuerySchema, requiredText } from './common';
import { LeadSchema } from './leads';

export const CHANNELS = ['sms', 'email'] as const;
export const ChannelSchema = z.enum(CHANNELS, { error: 'channel must be sms or email' });
export type Channel = z.infer<typeof ChannelSchema>;

export const SENDERS = ['ai', 'customer', 'agent'] as const;
export type Sender = (typeof SENDERS)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'logged', 'received'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A message (id, sender, content, timestamp, subject) with its channel and delivery status: queued (with
 * its send time when quiet hours hold it), sent, delivered, failed (with the reason), logged (no provider set up).
 */
export const MessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(SENDERS),
  /** The person who wrote a staff message; absent for the assistant, the customer and unknown writers. */
  authorName: z.string().optional(),
  /** That person's user id: their avatar colour, the same as on every other screen. */
  authorUserId: z.number().int().optional(),
  content: z.string(),
  timestamp: IsoDateSchema,
  subject: z.string().optional(),
  channel: ChannelSchema,
  status: z.enum(DELIVERY_STATUSES),
  /** Failed: the provider's reason (Twilio's error code and text, or the send error). */
  failureReason: z.string().optional(),
  /** Queued and held for the recipient's quiet hours: when it goes out, and the recipient's zone. */
  scheduledAt: IsoDateSchema.optional(),
  scheduledTimeZone: z.string().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  dealershipId: z.number().int(),
  channel: ChannelSchema,
  messages: z.array(MessageSchema),
  messageCount: z.number().int(),
  isActive: z.boolean(),
  /** A person took over: the assistant stays quiet on this conversation until resumed. */
  aiPaused: z.boolean(),
  lastActivity: IsoDateSchema,
  createdAt: IsoDateSchema,
  lead: LeadSchema.optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * The SMS and Email screens' status filter: active and completed follow isActive; pending is an active
 * conversation whose last message is the customer's (waiting for our reply). `all` is no filter.
 */
export const CONVERSATION_STATUS_FILTERS = ['all', 'active', 'pending', 'completed'] as const;
export type ConversationStatusFilter = (typeof CONVERSATION_STATUS_FILTERS)[number];
export const ConversationStatusFilterSchema = z
  .enum(CONVERSATION_STATUS_FILTERS, { error: 'status must be all, active, pending or completed' })
  .optional()
  .transform((v) => (v === 'all' ? undefined : v));

export const ConversationListQuerySchema = PageQuerySchema.extend({
  dealershipId: DealershipFilterSchema,
  type: ChannelSchema.optional(),
  leadId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(200).optional(),
  status: ConversationStatusFilterSchema,
  /**
   * `last`: each conversation carries only its newest message (messageCount still counts them all), for lists
   * that show one line per conversation. By default every message, oldest first.
   */
  messages: z.enum(['all', 'last'], { error: 'messages must be all or last' }).optional(),
});
export type ConversationListQuery = z.input<typeof ConversationListQuerySchema>;

const messageText = requiredText('Message', 4000);

/** POST /api/conversations/{leadId}/messages: staff write to a lead on a channel. */
export const SendLeadMessageSchema = z.object({
  message: messageText,
  channel: ChannelSchema.default('sms'),
  subject: z.string().trim().max(200).optional(),
});
export type SendLeadMessage = z.input<typeof SendLeadMessageSchema>;

/** POST /api/conversations/send: staff write into a known conversation. */
export const SendConversationMessageSchema = z.object({
  conversationId: z.number({ error: 'Conversation is required' }).int().positive(),
  message: messageText,
  type: ChannelSchema,
  subject: z.string().trim().max(200).optional(),
});
export type SendConversationMessage = z.input<typeof SendConversationMessageSchema>;

export const UpdateConversationSchema = z.object({ isActive: z.boolean(), aiPaused: z.boolean() }).partial();

/** GET /api/conversations/stats: the AI Conversations screen's cards over every matching conversation. */
export const ConversationStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Conversations with any assistant message. */
  aiResponses: z.number().int(),
  /** Last message from the customer. */
  pending: z.number().int(),
  /** Conversations with any staff message. */
  agentTransfers: z.number().int(),
});
export type ConversationStats = z.infer<typeof ConversationStatsSchema>;

export const ConversationStatsQuerySchema = ConversationListQuerySchema.omit({ limit: true, offset: true });
