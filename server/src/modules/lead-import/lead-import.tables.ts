import type { LeadImportMapping, LeadImportRowError } from '@lead-manager/contracts/lead-import';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealerships } from '../dealerships/dealerships.tables';

/**
 * A CSV import: the upload, committed before the 202, and its progress, written in the same transaction as each
 * batch of leads so a retried job resumes after the last batch that committed.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: serial('id').primaryKey(),
    dealershipId: integer('dealership_id')
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /** Who started it: only they see it. */
    userId: integer('user_id').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    mapping: jsonb('mapping').$type<LeadImportMapping>().notNull(),
    /** The file as uploaded; emptied once the import has ended. */
    csv: text('csv'),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    /** Data rows in the file, counted at upload. */
    total: integer('total').notNull(),
    /** Data rows handled so far: where a retried job starts again. */
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<LeadImportRowError[]>().notNull().default(sql`'[]'::jsonb`),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('lead_imports_user_idx').on(t.userId, t.createdAt)],
);
