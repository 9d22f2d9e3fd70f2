import type pg from 'pg';
import { expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { readLeadDayStats } from './lead-day-stats.repo';

const app = await createTestApp({ workers: false });
const pool = (app.database.db as unknown as { $client: pg.Pool }).$client;

const insertLead = (client: pg.PoolClient, n: number) =>
  client.query(
    `INSERT INTO leads (dealership_id, name, phone, source, created_at)
      VALUES (2, $1, $2, 'website', '2026-03-10T15:00:00Z')`,
    [`Burst Lead ${n}`, `+1555020${String(n).padStart(4, '0')}`],
  );
const slotOf = async (client: pg.PoolClient) =>
  (await client.query<{ slot: number }>('SELECT lead_stats_slot() AS slot')).rows[0]?.slot;

it('leads arriving together at one store do not wait for each other on the day counts, and the counts add up', async () => {
  const first = await pool.connect();
  const second = await pool.connect();
  try {
    // A lead's transaction that has counted its lead but not committed yet (a burst's leads overlap like this).
    await first.query('BEGIN');
    await insertLead(first, 1);
    const held = await slotOf(first);
    // Another lead of the same store, day, source and status, in a transaction of another slot (ids that differ
    // by a multiple of 16 share one: try the next transaction then).
    await second.query('BEGIN');
    for (let tries = 0; tries < 5 && (await slotOf(second)) === held; tries += 1) {
      await second.query('ROLLBACK');
      await second.query('BEGIN');
    }
    // It would wait for the first one's commit if both counted on one row; it must not wait at all.
    await second.query("SET LOCAL lock_timeout = '2s'");
    await insertLead(second, 2);
    await second.query('COMMIT');
    await first.query('COMMIT');
  } finally {
    first.release();
    second.release();
  }
  const day = (await readLeadDayStats(app.database.db, ALL_DEALERSHIPS)).filter(
    (r) => r.dealership_id === 2 && r.day === '2026-03-10' && r.source === 'website',
  );
  expect(day).toEqual([expect.objectContaining({ status: 'new', leads: 2, contacted: 0 })]);
});
