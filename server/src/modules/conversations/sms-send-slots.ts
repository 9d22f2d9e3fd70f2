import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Takes the next `count` send slots of a rate-limited SMS sender, in order, and returns when each is (epoch ms, by
 * the database's clock, which is the clock pg-boss schedules jobs by). One statement, so concurrent workers in any
 * process each get their own slots, `1 / perSecond` seconds apart, and never one in the past.
 */
export async function takeSmsSendSlots(
  db: Db,
  sender: string,
  perSecond: number,
  count: number,
): Promise<number[]> {
  const gap = 1 / perSecond;
  const span = gap * count;
  const [row] = await queryRows<{ slot: number }>(
    db,
    sql`INSERT INTO sms_send_slots (sender, next_slot_at)
        VALUES (${sender}, clock_timestamp() + ${span} * interval '1 second')
        ON CONFLICT (sender) DO UPDATE
          SET next_slot_at = greatest(sms_send_slots.next_slot_at, clock_timestamp()) + ${span} * interval '1 second'
        RETURNING (extract(epoch FROM next_slot_at) - ${span}) * 1000 AS slot`,
  );
  const first = Number(row?.slot ?? Date.now());
  return Array.from({ length: count }, (_, index) => first + index * gap * 1000);
}
