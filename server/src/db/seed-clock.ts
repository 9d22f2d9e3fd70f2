// The demo seed's clock: the services stamp what they write with the real time; after each step of a story, every
// stamp written since the seed began is moved to the step's simulated moment (docs/decisions/056).
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The stamps the services write, per table. Times the services derive from the story itself are not here: an
 * appointment's time, a follow-up's due time (its lead's arrival plus the delay) and the stock's feed times.
 */
const STAMPS: Record<string, string[]> = {
  leads: [
    'created_at',
    'updated_at',
    'first_response_at',
    'first_human_response_at',
    'last_contact_at',
    'assigned_at',
    'owner_acted_at',
    'assignment_notified_at',
    'overdue_notified_at',
  ],
  lead_events: ['created_at'],
  lead_notes: ['created_at'],
  conversations: ['created_at', 'last_activity'],
  messages: ['created_at', 'sent_at', 'send_started_at', 'updated_at'],
  handovers: ['created_at'],
  follow_ups: ['created_at'],
  appointments: ['created_at', 'updated_at'],
  audit_log: ['created_at'],
  notifications: ['created_at'],
  lead_imports: ['created_at', 'started_at', 'finished_at'],
};

/** One update per table, each of its stamps at or after `since` becoming `at`. */
const updates = Object.entries(STAMPS).map(([table, columns]) => {
  const set = columns.map((c) => `"${c}" = CASE WHEN "${c}" >= since THEN at ELSE "${c}" END`);
  // A text held for the recipient's quiet hours now was sent back then: it was never held.
  if (table === 'messages')
    set.push(
      `scheduled_at = CASE WHEN scheduled_at >= since THEN NULL ELSE scheduled_at END`,
      `scheduled_time_zone = CASE WHEN scheduled_at >= since THEN NULL ELSE scheduled_time_zone END`,
    );
  const where = columns.map((c) => `"${c}" >= since`).join(' OR ');
  return `UPDATE "${table}" SET ${set.join(', ')} WHERE ${where};`;
});

/**
 * A function of the seed's session (pg_temp), so the updates are planned once and each step costs one call: a step
 * is a few milliseconds of the services' work, and there are hundreds of them.
 */
const STAMP_FUNCTION =
  sql.raw(`CREATE OR REPLACE FUNCTION pg_temp.lm_demo_stamp(since timestamptz, at timestamptz)
  RETURNS void LANGUAGE plpgsql AS $$ BEGIN ${updates.join(' ')} END $$`);

/**
 * `since` lies before anything the seed writes and after every simulated moment; `stamp(at)` moves what the last
 * step wrote to `at`. `close()` drops the function (a pooled connection outlives the seed).
 */
export async function createSeedClock(tx: Db, since: Date) {
  await tx.execute(STAMP_FUNCTION);
  return {
    since,
    async stamp(at: Date) {
      if (at.getTime() >= since.getTime())
        throw new Error(`demo data: ${at.toISOString()} is not in the past`);
      await tx.execute(
        sql`SELECT pg_temp.lm_demo_stamp(${since.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
      );
    },
    async close() {
      await tx.execute(sql`DROP FUNCTION pg_temp.lm_demo_stamp(timestamptz, timestamptz)`);
    },
  };
}
