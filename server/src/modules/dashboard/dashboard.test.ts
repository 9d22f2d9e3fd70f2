import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { conversations, followUps } from '../conversations/conversations.tables';
import { storeMessages } from '../conversations/messages-test-kit';
import { leads } from '../leads/leads.tables';
import { conversionRateOf } from './dashboard.service';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const ZONE = 'America/New_York';
const HOUR = 3_600_000;

let admin: string;
let chevyUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
});

const get = (url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const stats = async (url = '/api/dashboard/stats/3', cookie = admin): Promise<DashboardStats> => {
  const res = await get(url, cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Sold ÷ all real leads of a dealership, counted from the leads themselves: what the conversion rate must say. */
const expectedRate = async (dealershipId: number) => {
  const [row] = await queryRows<{ sold: number; all: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE outcome = 'sold')::int AS sold, count(*)::int AS all FROM leads
      WHERE dealership_id = ${dealershipId} AND NOT is_test`,
  );
  return conversionRateOf(row?.sold ?? 0, row?.all ?? 0);
};

const close = (leadId: number, outcome: object) =>
  app.app.inject({
    method: 'PATCH',
    url: `/api/leads/${leadId}`,
    headers: { cookie: admin },
    payload: { status: 'closed', ...outcome },
  });

const insertLead = async (values: Partial<typeof leads.$inferInsert> = {}) => {
  const [row] = await db
    .insert(leads)
    .values({ dealershipId: 3, name: 'Stat Sam', ...values })
    .returning();
  if (!row) throw new Error('no lead');
  return row;
};

/** When today began in the group's zone. */
const todayBegan = () => DateTime.now().setZone(ZONE).startOf('day').toJSDate();

describe('conversionRateOf', () => {
  it.each([
    [0, 0, 0],
    [0, 40, 0],
    [1, 8, 12.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 4, 25],
    [5, 5, 100],
    [1, 1000, 0.1],
    [1, 3000, 0.1], // one closed lead is not 0
    [2999, 3000, 99.9], // one open lead is not 100
    [0, 3000, 0],
  ])('%i of %i is %s percent', (closed, total, percent) => {
    expect(conversionRateOf(closed, total)).toBe(percent);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('counts a lead created today, not one from before local midnight', async () => {
    const before = await stats();
    const midnight = todayBegan();
    await insertLead({ createdAt: new Date(midnight.getTime() - 1000) });
    expect((await stats()).newLeadsToday).toBe(before.newLeadsToday);
    await insertLead({ createdAt: midnight });
    expect((await stats()).newLeadsToday).toBe(before.newLeadsToday + 1);

    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: admin },
      payload: {
        name: 'Today Tia',
        email: 't@ex.com',
        phone: '5125550123',
        vehicleInterest: 'Ford F-150',
        dealershipId: 3,
      },
    });
    expect(res.statusCode).toBe(201);
    const after = await stats();
    expect(after.newLeadsToday).toBe(before.newLeadsToday + 2);
    expect(after.conversionRate).toBe(await expectedRate(3));
  });

  it('raises the conversion rate when a lead is closed as sold', async () => {
    const lead = await insertLead();
    const before = await stats();
    expect((await close(lead.id, { outcome: 'sold' })).statusCode).toBe(200);
    const after = await stats();
    expect(after.conversionRate).toBe(await expectedRate(3));
    expect(after.conversionRate).toBeGreaterThan(before.conversionRate);
  });

  it('keeps the conversion rate when a lead is closed as lost, and lowers it when a sale is reopened', async () => {
    const [lost, sold] = [await insertLead(), await insertLead()];
    expect((await close(sold.id, { outcome: 'sold' })).statusCode).toBe(200);
    const before = await stats();
    expect((await close(lost.id, { outcome: 'lost', lostReason: 'bought_elsewhere' })).statusCode).toBe(200);
    expect((await stats()).conversionRate).toBe(before.conversionRate);
    const reopened = await app.app.inject({
      method: 'PATCH',
      url: `/api/leads/${sold.id}`,
      headers: { cookie: admin },
      payload: { status: 'qualified' },
    });
    expect(reopened.json()).toMatchObject({ status: 'qualified', outcome: null, lostReason: null });
    const after = await stats();
    expect(after.conversionRate).toBe(await expectedRate(3));
    expect(after.conversionRate).toBeLessThan(before.conversionRate);
  });

  it('counts upcoming scheduled or confirmed appointments only', async () => {
    const lead = await insertLead();
    const before = await stats();
    const soon = new Date(Date.now() + 2 * HOUR);
    await db.insert(appointments).values([
      { leadId: lead.id, dealershipId: 3, scheduledAt: soon, status: 'scheduled' },
      { leadId: lead.id, dealershipId: 3, scheduledAt: soon, status: 'confirmed' },
      { leadId: lead.id, dealershipId: 3, scheduledAt: soon, status: 'cancelled' },
      { leadId: lead.id, dealershipId: 3, scheduledAt: new Date(Date.now() - HOUR), status: 'scheduled' },
    ]);
    expect((await stats()).appointmentsScheduled).toBe(before.appointmentsScheduled + 2);
  });

  it('counts active conversations awaiting a reply and pending follow-ups', async () => {
    const lead = await insertLead();
    const before = await stats();
    const [conversation] = await db
      .insert(conversations)
      .values({ leadId: lead.id, dealershipId: 3, channel: 'sms' })
      .returning();
    if (!conversation) throw new Error('no conversation');
    const message = (sender: string, createdAt: Date) => ({
      conversationId: conversation.id,
      direction: sender === 'customer' ? 'inbound' : 'outbound',
      sender,
      channel: 'sms',
      content: `${sender} says hi`,
      status: 'sent',
      createdAt,
    });
    await storeMessages(db, [message('ai', new Date(Date.now() - HOUR)), message('customer', new Date())]);
    expect((await stats()).pendingFollowups).toBe(before.pendingFollowups + 1);

    await storeMessages(db, message('agent', new Date(Date.now() + 1000)));
    expect((await stats()).pendingFollowups).toBe(before.pendingFollowups);

    const due = new Date(Date.now() + 24 * HOUR);
    await db.insert(followUps).values([
      { leadId: lead.id, dealershipId: 3, step: 1, channel: 'sms', message: 'Still interested?', dueAt: due },
      {
        leadId: lead.id,
        dealershipId: 3,
        step: 2,
        channel: 'sms',
        message: 'Done',
        dueAt: due,
        status: 'sent',
      },
    ]);
    expect((await stats()).pendingFollowups).toBe(before.pendingFollowups + 1);
  });

  it('adds up every dealership for /stats and /stats/all, within the scope', async () => {
    const all = await stats('/api/dashboard/stats');
    expect(await stats('/api/dashboard/stats/all')).toEqual(all);
    const perDealership = await Promise.all([1, 2, 3].map((id) => stats(`/api/dashboard/stats/${id}`)));
    expect(all.newLeadsToday).toBe(perDealership.reduce((sum, s) => sum + s.newLeadsToday, 0));
    expect(all.appointmentsScheduled).toBe(
      perDealership.reduce((sum, s) => sum + s.appointmentsScheduled, 0),
    );
    expect(all.pendingFollowups).toBe(perDealership.reduce((sum, s) => sum + s.pendingFollowups, 0));
    expect(await stats('/api/dashboard/stats', chevyUser)).toEqual(
      await stats('/api/dashboard/stats/1', chevyUser),
    );
  });

  it('answers 404 for another dealership, 400 for a bad id and 401 without a session', async () => {
    expect((await get('/api/dashboard/stats/3', chevyUser)).statusCode).toBe(404);
    const bad = await get('/api/dashboard/stats/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('dealershipId');
    expect((await get('/api/dashboard/stats')).statusCode).toBe(401);
    expect((await get('/api/dashboard/stats/1')).statusCode).toBe(401);
  });
});

describe('test leads', () => {
  it('leave every dashboard figure alone: a Webhook Setup test is not business', async () => {
    const before = await stats();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      headers: { cookie: await app.userCookie('manager', [3]) },
      payload: {
        name: 'Webhook Test',
        email: 'webhook.test@example.com',
        source: 'website',
        dealershipBrand: 'ford',
      },
    });
    expect(res.json()).toMatchObject({ success: true, test: true });
    await insertLead({ isTest: true, status: 'closed', outcome: 'sold' });
    expect(await stats()).toEqual(before);
    // The same lead not marked as a test does count: the figures do move.
    await insertLead({ status: 'closed', outcome: 'sold' });
    expect((await stats()).newLeadsToday).toBe(before.newLeadsToday + 1);
  });
});
