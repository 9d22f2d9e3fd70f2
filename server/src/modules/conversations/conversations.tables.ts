import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { users } from '../users/users.tables';

/** One conversation per lead and channel. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    channel: text('channel').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    aiPaused: boolean('ai_paused').notNull().default(false),
    /** Sender of the newest message (ai | customer | agent), noted with each new message (message-notes.repo.ts). */
    lastSender: text('last_sender'),
    /** Any assistant / staff message yet (the AI Conversations figures), noted with each new message. */
    hasAiMessage: boolean('has_ai_message').notNull().default(false),
    hasAgentMessage: boolean('has_agent_message').notNull().default(false),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_lead_channel_uq').on(t.leadId, t.channel),
    // The lists' `ORDER BY last_activity DESC, id DESC` means NULLS FIRST: only indexes built that way give the
    // order, so a page reads 50 index entries instead of sorting every conversation in scope.
    index('conversations_dealership_activity_idx').on(
      t.dealershipId,
      t.lastActivity.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('conversations_activity_idx').on(t.lastActivity.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // With the lead: the dashboard's count of them skips test leads without reading the table.
    index('conversations_awaiting_reply_idx')
      .on(t.dealershipId, t.leadId)
      .where(sql`${t.isActive} AND ${t.lastSender} = 'customer'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(), // inbound | outbound
    sender: text('sender').notNull(), // ai | customer | agent
    /** The person who wrote a staff message (null for the assistant, the customer and older messages). */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    content: text('content').notNull(),
    subject: text('subject'),
    status: text('status').notNull(), // queued | sent | delivered | failed | logged | received
    /** Twilio MessageSid or email Message-Id: inbound de-duplication and status callbacks. */
    providerMessageId: text('provider_message_id').unique(),
    /** Why it failed: the provider's error code and reason (status callback or send error). */
    error: text('error'),
    /** A queued SMS held for the recipient's quiet hours: when it goes out, and the zone it was judged in. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    scheduledTimeZone: text('scheduled_time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the last hand-over to the provider began: a later attempt asks the provider whether that one arrived. */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Follow-up steps waiting to go out; cancelled when the lead replies, books, opts out or a person takes over. */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    step: integer('step').notNull(),
    channel: text('channel').notNull(),
    message: text('message').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'), // pending | sent | cancelled
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_ups_pending_idx').on(t.dealershipId, t.status),
    index('follow_ups_lead_idx').on(t.leadId),
  ],
);

/** Each time the assistant handed a conversation to a person, and why (the Reports screen's hand-over reasons). */
export const handovers = pgTable(
  'handovers',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** person (asked for one) | complaint (upset, escalating) | unsure (the assistant could not answer). */
    reason: text('reason').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handovers_created_idx').on(t.createdAt)],
);

/**
 * The next free send slot of each rate-limited SMS sender (a number or Messaging Service SID), shared by every
 * worker process: each text takes the next slot, so a burst is spread in order at the sender's rate.
 */
export const smsSendSlots = pgTable('sms_send_slots', {
  sender: text('sender').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true, mode: 'string' }).notNull(),
});
