import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { conversations } from '../conversations/conversations.tables';
import { storeMessages } from '../conversations/messages-test-kit';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import {
  type LeadDayStatsRow,
  readLeadDayStats,
  rebuildLeadDayStats,
  STATS_COLUMNS,
} from './lead-day-stats.repo';

const app = await createTestApp({ workers: false });
const db = app.database.db;

/**
 * The same figures counted from the base tables alone, written independently of the triggers: real leads per
 * store, store-local day, source and status.
 */
function recount(): Promise<LeadDayStatsRow[]> {
  return queryRows<LeadDayStatsRow>(
    db,
    sql.raw(`WITH l AS (
      SELECT leads.dealership_id, to_char((leads.created_at AT TIME ZONE d.timezone)::date, 'YYYY-MM-DD') AS day,
        leads.source, leads.status, leads.first_response_at IS NOT NULL OR leads.status <> 'new' AS contacted,
        EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id) AS has_appointment,
        EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id AND a.status = 'completed') AS has_shown,
        CASE WHEN leads.first_response_at IS NOT NULL
          THEN greatest(extract(epoch FROM leads.first_response_at - leads.created_at), 0) END AS w,
        leads.outcome = 'sold' AS sold
      FROM leads JOIN dealerships d ON d.id = leads.dealership_id WHERE NOT leads.is_test)
    SELECT dealership_id, day, source, status, count(*)::int AS leads,
      count(*) FILTER (WHERE contacted)::int AS contacted,
      count(*) FILTER (WHERE has_appointment)::int AS appointments,
      count(*) FILTER (WHERE has_shown)::int AS shown, count(w)::int AS answered,
      count(*) FILTER (WHERE w <= 300)::int AS within_5m, count(*) FILTER (WHERE w <= 3600)::int AS within_1h,
      count(*) FILTER (WHERE w <= 60)::int AS b_1m, count(*) FILTER (WHERE w > 60 AND w <= 300)::int AS b_5m,
      count(*) FILTER (WHERE w > 300 AND w <= 900)::int AS b_15m,
      count(*) FILTER (WHERE w > 900 AND w <= 3600)::int AS b_1h,
      count(*) FILTER (WHERE w > 3600 AND w <= 14400)::int AS b_4h,
      count(*) FILTER (WHERE w > 14400 AND w <= 86400)::int AS b_24h,
      count(*) FILTER (WHERE w > 86400)::int AS b_later, count(*) FILTER (WHERE sold)::int AS sold
    FROM l GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
  );
}

const stored = async () => (await readLeadDayStats(db, ALL_DEALERSHIPS)).map((r) => ({ ...r }));

/** lead_status_totals (slots summed) against the leads table itself: real and sold leads per store and status. */
async function totalsMatchLeads() {
  const totals = (query: string) =>
    queryRows<{ dealership_id: number; status: string; leads: number }>(db, sql.raw(query));
  expect(
    await totals(`SELECT dealership_id, status, sum(leads)::int AS leads, sum(sold)::int AS sold
      FROM lead_status_totals GROUP BY 1, 2 HAVING sum(leads) <> 0 ORDER BY 1, 2`),
  ).toEqual(
    await totals(`SELECT dealership_id, status, count(*)::int AS leads,
      count(*) FILTER (WHERE outcome = 'sold')::int AS sold FROM leads WHERE NOT is_test GROUP BY 1, 2 ORDER BY 1, 2`),
  );
}

describe('lead_day_stats', () => {
  it('equals a recount from the base tables after a mixed workload, and after a rebuild', async () => {
    const [store] = await db
      .insert(dealerships)
      .values({ name: 'Stats Motors', brand: 'other', timezone: 'America/Los_Angeles' })
      .returning();
    const storeId = store?.id as number;
    // 06:30 UTC is still the evening before in Los Angeles: the lead counts on the store's own day.
    const made = await db
      .insert(leads)
      .values([
        { dealershipId: storeId, name: 'A', source: 'facebook', createdAt: new Date('2025-06-11T06:30:00Z') },
        { dealershipId: storeId, name: 'B', source: 'google', createdAt: new Date('2025-06-11T18:00:00Z') },
        { dealershipId: storeId, name: 'C', source: 'google', createdAt: new Date('2025-06-11T19:00:00Z') },
        { dealershipId: 1, name: 'D', source: 'website', createdAt: new Date('2025-06-12T12:00:00Z') },
        {
          dealershipId: 1,
          name: 'T',
          source: 'website',
          isTest: true,
          createdAt: new Date('2025-06-12T12:00:00Z'),
        },
      ])
      .returning({ id: leads.id });
    const [a, b, c, d, t] = made.map((r) => r.id) as [number, number, number, number, number];
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();
    expect((await stored()).find((r) => r.dealership_id === storeId && r.source === 'facebook')?.day).toBe(
      '2025-06-10',
    );

    // Status changes, a first reply (kept on the lead by the messages trigger), a test lead made real.
    await db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, b));
    await db
      .update(leads)
      .set({ status: 'closed', outcome: 'sold' })
      .where(inArray(leads.id, [c, d]));
    expect(await stored()).toEqual(await recount());
    // A sale found to be lost after all: only the outcome changes, and the sold counts follow.
    await db.update(leads).set({ outcome: 'lost', lostReason: 'other' }).where(eq(leads.id, d));
    const [conv] = await db
      .insert(conversations)
      .values({ leadId: a, dealershipId: storeId, channel: 'sms' })
      .returning();
    await storeMessages(db, {
      conversationId: conv?.id as number,
      direction: 'outbound',
      sender: 'ai',
      channel: 'sms',
      content: 'Hi',
      status: 'sent',
      createdAt: new Date('2025-06-11T06:34:00Z'),
    });
    await db.update(leads).set({ score: 80 }).where(eq(leads.id, a)); // not a counted column
    await db.update(leads).set({ isTest: false }).where(eq(leads.id, t));
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();

    // Appointments booked, shown, cancelled, deleted; a lead deleted with its appointments.
    const at = new Date('2025-06-15T15:00:00Z');
    const [ab, ab2, ac] = await db
      .insert(appointments)
      .values([
        { leadId: b, dealershipId: storeId, scheduledAt: at },
        { leadId: b, dealershipId: storeId, scheduledAt: at },
        { leadId: c, dealershipId: storeId, scheduledAt: at, status: 'completed' },
      ])
      .returning({ id: appointments.id });
    await db
      .update(appointments)
      .set({ status: 'completed' })
      .where(eq(appointments.id, ab?.id as number));
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();
    await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, ab?.id as number));
    await db.delete(appointments).where(eq(appointments.id, ab2?.id as number));
    await db.insert(appointments).values({ leadId: a, dealershipId: storeId, scheduledAt: at });
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();
    expect(ac).toBeDefined();
    await db.delete(leads).where(inArray(leads.id, [c, t]));
    await db.update(leads).set({ dealershipId: storeId, source: 'adf' }).where(eq(leads.id, d));
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();

    // A new zone for the store recounts its days.
    await db.update(dealerships).set({ timezone: 'Asia/Tokyo' }).where(eq(dealerships.id, storeId));
    expect(await stored()).toEqual(await recount());
    await totalsMatchLeads();
    expect((await stored()).some((r) => r.dealership_id === storeId && r.day === '2025-06-11')).toBe(true);

    // A rebuild from scratch gives the same table; nothing is ever negative.
    const before = await stored();
    await db.execute(sql`UPDATE lead_day_stats SET leads = leads + 7`);
    await db.execute(sql`UPDATE lead_status_totals SET leads = leads + 3, sold = sold + 2`);
    await rebuildLeadDayStats(db, ALL_DEALERSHIPS);
    expect(await stored()).toEqual(before);
    await totalsMatchLeads();
    const [negative] = await queryRows<{ n: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS n FROM lead_day_stats WHERE least(${STATS_COLUMNS}) < 0`),
    );
    expect(negative?.n).toBe(0);
  });
});
