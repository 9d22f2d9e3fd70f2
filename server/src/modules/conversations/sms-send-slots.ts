import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Takes the next send slot of a rate-limited SMS sender and returns when it is (epoch ms, by the database's clock,
 * which is the clock pg-boss schedules jobs by). One statement, so concurrent workers in any process each get
 * their own slot, `1 / perSecond` seconds after the previous one, and never one in the past.
 */
export async function takeSmsSendSlot(db: Db, sender: string, perSecond: number): Promise<number> {
  const gap = 1 / perSecond;
  const [row] = await queryRows<{ slot: number }>(
    db,
    sql`INSERT INTO sms_send_slots (sender, next_slot_at)
        VALUES (${sender}, clock_timestamp() + ${gap} * interval '1 second')
        ON CONFLICT (sender) DO UPDATE
          SET next_slot_at = greatest(sms_send_slots.next_slot_at, clock_timestamp()) + ${gap} * interval '1 second'
        RETURNING (extract(epoch FROM next_slot_at) - ${gap}) * 1000 AS slot`,
  );
  return Number(row?.slot ?? Date.now());
}
