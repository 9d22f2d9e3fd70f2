import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { followUps } from '../conversations/conversations.tables';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { percentChange } from './dashboard.service';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const dashboard = app.app.services.dashboard;
const at = (iso: string) => new Date(iso);
// Wednesday 11 June 2025, 12:00 in New York (the group's zone).
const NOW = at('2025-06-11T16:00:00Z');

let busy: number;
let quiet: number;

const newStore = async (name: string) => {
  const [row] = await db.insert(dealerships).values({ name, brand: 'other' }).returning();
  if (!row) throw new Error('no dealership');
  return row.id;
};

beforeAll(async () => {
  busy = await newStore('Lakeside Auto Group Busy');
  quiet = await newStore('Lakeside Auto Group Quiet');
  const lead = (createdAt: string, status = 'new') => ({
    dealershipId: busy,
    name: 'Caption Lead',
    status,
    outcome: status === 'closed' ? 'sold' : null,
    createdAt: at(createdAt),
  });
  const rows = await db
    .insert(leads)
    .values([
      lead('2025-06-10T13:00:00Z'), // yesterday 09:00
      lead('2025-06-10T15:00:00Z'), // yesterday 11:00
      lead('2025-06-10T17:00:00Z'), // yesterday 13:00: later in the day than now, not compared
      lead('2025-06-11T12:00:00Z', 'closed'), // today 08:00
      lead('2025-06-11T13:00:00Z'),
      lead('2025-06-11T14:00:00Z'),
      lead('2025-05-31T12:00:00Z', 'closed'), // last month
    ])
    .returning();
  const leadId = rows[0]?.id ?? 0;
  const step = (dueAt: string, status: string) => ({
    leadId,
    dealershipId: busy,
    step: 1,
    channel: 'sms',
    message: 'Still interested?',
    dueAt: at(dueAt),
    status,
  });
  await db.insert(followUps).values([
    step('2025-06-13T14:00:00Z', 'pending'), // Friday
    step('2025-06-15T23:00:00Z', 'pending'), // Sunday 19:00, still this week
    step('2025-06-16T14:00:00Z', 'pending'), // next Monday
    step('2025-06-12T14:00:00Z', 'sent'),
  ]);
  await db.insert(appointments).values([
    { leadId, dealershipId: busy, scheduledAt: at('2025-06-11T17:00:00Z'), status: 'cancelled' },
    { leadId, dealershipId: busy, scheduledAt: at('2025-06-11T18:00:00Z'), status: 'confirmed' },
    { leadId, dealershipId: busy, scheduledAt: at('2025-06-12T18:00:00Z'), status: 'scheduled' },
  ]);
});

describe('dashboard captions', () => {
  it('compare today with yesterday up to the same time, and count this week and this month', async () => {
    expect(await dashboard.stats(ALL_DEALERSHIPS, busy, NOW)).toEqual({
      newLeadsToday: 3,
      pendingFollowups: 3,
      appointmentsScheduled: 2,
      conversionRate: 28.6, // 2 of 7
      newLeadsChangePct: 50, // 3 today against 2 by noon yesterday
      followUpsDueThisWeek: 2,
      nextAppointmentAt: '2025-06-11T18:00:00.000Z',
      conversionRateThisMonth: 16.7, // 1 of the 6 that arrived in June
    });
  });

  it('are left out when there is nothing to compare with', async () => {
    expect(await dashboard.stats(ALL_DEALERSHIPS, quiet, NOW)).toEqual({
      newLeadsToday: 0,
      pendingFollowups: 0,
      appointmentsScheduled: 0,
      conversionRate: 0,
    });
  });

  it('travel through the API', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { cookie: await app.adminCookie() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'newLeadsToday',
        'pendingFollowups',
        'appointmentsScheduled',
        'conversionRate',
      ]),
    );
    // The demo data has appointments to come and leads this month.
    expect(Date.parse(body.nextAppointmentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.conversionRateThisMonth).toEqual(expect.any(Number));
  });

  it.each([
    [3, 2, 50],
    [1, 2, -50],
    [2, 2, 0],
    [5, 0, undefined],
  ])('%i against %i is %s%', (now, before, pct) => {
    expect(percentChange(now, before)).toBe(pct);
  });
});
