import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';
import { users } from '../users/users.tables';

/** Facts since they replaced English sentences; rows scored before keep their sentences until rescored. */
export type StoredScoreReason = ScoreReason | string;

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email'),
    /** E.164 where it can be parsed. */
    phone: text('phone'),
    source: text('source').notNull().default('facebook'),
    vehicleInterest: text('vehicle_interest'),
    status: text('status').notNull().default('new'),
    /** 'sold' | 'lost' once closed, else null; a lost lead's reason (LOST_REASONS). Migration 0030 checks both. */
    outcome: text('outcome'),
    lostReason: text('lost_reason'),
    score: integer('score').notNull().default(0),
    scoreReasons: jsonb('score_reasons').$type<StoredScoreReason[]>().notNull().default(sql`'[]'::jsonb`),
    notes: text('notes'),
    priority: boolean('priority').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    /** 'en' | 'es' | 'fr': the language the assistant writes to the lead in. */
    language: text('language').notNull().default('en'),
    /** 'default' | 'source' | 'detected' | 'staff': staff's choice is never overridden by detection. */
    languageSource: text('language_source').notNull().default('default'),
    /** When the first message to the lead went out (assistant or staff), and the first from a person; noted
     * when a message goes out (conversations/message-rules.ts), so speed-to-lead reads one table. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstHumanResponseAt: timestamp('first_human_response_at', { withTimezone: true }),
    /** The salesperson who owns the lead, or none (up for grabs). Set by the store's assignment rule at intake. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the present owner got the lead: the response window runs from here. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** A person's last action on the lead (reply, note, status change): stops the response window. */
    ownerActedAt: timestamp('owner_acted_at', { withTimezone: true }),
    /** The owner was told of this assignment (at most once per `assignedAt`). */
    assignmentNotifiedAt: timestamp('assignment_notified_at', { withTimezone: true }),
    /** The managers were told this assignment went past the response window. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message with the lead, either way; noted with each new message (conversations/message-rules.ts). */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
  },
  (t) => [
    // `ORDER BY created_at DESC` means NULLS FIRST: an index built DESC NULLS LAST (drizzle's `.desc()`) cannot
    // give that order, and every page would sort all matching rows.
    index('leads_dealership_created_idx').on(
      t.dealershipId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('leads_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The Leads screen's page: one dealership, one status, newest first — an index range read in order, no sort;
    // its count and the per-status counts read the same index alone (index-only scan).
    index('leads_dealership_status_created_idx').on(
      t.dealershipId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An owner's open leads (caps, balanced assignment, "My leads") and the response-window sweep.
    index('leads_assigned_user_status_idx').on(t.assignedUserId, t.status),
    index('leads_awaiting_owner_idx')
      .on(t.assignedAt)
      .where(sql`${t.assignedUserId} IS NOT NULL AND ${t.ownerActedAt} IS NULL`),
    // The dashboard's closed ÷ all leads leaves test leads out: this index still answers it from the index alone.
    index('leads_real_dealership_status_idx').on(t.dealershipId, t.status).where(sql`NOT ${t.isTest}`),
    // The few test leads: reports leave them out with an anti-join on this index instead of reading each lead.
    index('leads_test_idx').on(t.id).where(sql`${t.isTest}`),
    index('leads_email_idx').on(t.dealershipId, t.email),
    index('leads_phone_idx').on(t.dealershipId, t.phone),
    // Substring search (`lower(name) LIKE '%garcia%'`, leads and conversations): trigram indexes on exactly the
    // searched expressions, combined by a BitmapOr. Terms under 3 characters have no trigram and scan instead.
    index('leads_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('leads_vehicle_interest_trgm_idx').using('gin', sql`lower(${t.vehicleInterest}) gin_trgm_ops`),
    index('leads_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('leads_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);
