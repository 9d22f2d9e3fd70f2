import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mailgun webhook tokens already accepted: a token seen twice is a replay (Mailgun's own advice). */
export const mailgunTokens = pgTable(
  'mailgun_tokens',
  {
    token: text('token').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailgun_tokens_seen_at_idx').on(t.seenAt)],
);
