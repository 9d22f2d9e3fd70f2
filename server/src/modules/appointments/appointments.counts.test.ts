import type { AppointmentCounts } from '@lead-manager/contracts/appointments';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { appointments } from './appointments.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PROBE = `Countprobe ${Date.now().toString(36)}`;
const STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;

let admin: string;
let chevyUser: string;
type Probe = { status: string; type: string; at: Date };
const probes: Probe[] = [];

const get = (url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const counts = async (query: string, cookie = admin) => {
  const res = await get(`/api/appointments/counts?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AppointmentCounts;
};

const listTotal = async (query: string, cookie = admin) => {
  const res = await get(`/api/appointments?limit=1&${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
};

/** The calendar date of `at` in `timeZone`, e.g. 2026-05-01. */
const localDate = (at: Date, timeZone: string) => at.toLocaleDateString('en-CA', { timeZone });

/** What the cards should say for the probe lead's appointments, from the definitions in the contract. */
function expected(now: Date, timeZone: string) {
  const upcoming = probes.filter(
    (p) => ['scheduled', 'confirmed'].includes(p.status) && p.at.getTime() >= now.getTime(),
  );
  return {
    all: probes.length,
    ...Object.fromEntries(STATUSES.map((s) => [s, probes.filter((p) => p.status === s).length])),
    upcoming: upcoming.length,
    today: probes.filter((p) => localDate(p.at, timeZone) === localDate(now, timeZone)).length,
    thisWeek: upcoming.filter((p) => p.at.getTime() - now.getTime() <= 7 * DAY).length,
  };
}

beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
  const [lead] = await db
    .insert(leads)
    .values({ dealershipId: 2, name: PROBE, email: 'count.probe@example.com', status: 'contacted' })
    .returning();
  if (!lead) throw new Error('no lead');
  const now = Date.now();
  const utcMidnight = new Date(new Date(now).toISOString().slice(0, 10)).getTime();
  probes.push(
    { status: 'scheduled', type: 'test_drive', at: new Date(now + 2 * HOUR) },
    { status: 'confirmed', type: 'test_drive', at: new Date(now + 3 * DAY) },
    { status: 'scheduled', type: 'sales_meeting', at: new Date(now + 10 * DAY) },
    { status: 'completed', type: 'sales_meeting', at: new Date(now - 2 * DAY) },
    { status: 'cancelled', type: 'demo_drive', at: new Date(now + DAY) },
    { status: 'no_show', type: 'test_drive', at: new Date(now - DAY) },
    // The edges of today's date in UTC.
    { status: 'scheduled', type: 'demo_drive', at: new Date(utcMidnight + 60_000) },
    { status: 'confirmed', type: 'test_drive', at: new Date(utcMidnight + DAY - 60_000) },
  );
  await db.insert(appointments).values(
    probes.map((p) => ({
      leadId: lead.id,
      dealershipId: 2,
      scheduledAt: p.at,
      type: p.type,
      status: p.status,
    })),
  );
});

describe('GET /api/appointments/counts', () => {
  it("counts per status and the figures of one lead, today by its store's zone (Hyundai: New York)", async () => {
    const now = new Date();
    const got = await counts(`search=${encodeURIComponent(PROBE)}`);
    expect(got).toEqual(expected(now, 'America/New_York'));
  });

  it("counts Today by each store's own day: 11:30 PM at the Chicago store is today there, tomorrow in New York", async () => {
    const name = `Centralprobe ${Date.now().toString(36)}`;
    const [lead] = await db
      .insert(leads)
      .values({ dealershipId: 1, name, email: 'central.probe@example.com', status: 'contacted' })
      .returning();
    if (!lead) throw new Error('no lead');
    const chicagoToday = DateTime.now().setZone('America/Chicago').startOf('day');
    const at = (day: DateTime, hour: number, minute: number) => day.set({ hour, minute }).toJSDate();
    await db.insert(appointments).values([
      // Today in Chicago, already tomorrow in New York.
      { leadId: lead.id, dealershipId: 1, scheduledAt: at(chicagoToday, 23, 30), type: 'test_drive' },
      // Yesterday in Chicago, already today in New York.
      {
        leadId: lead.id,
        dealershipId: 1,
        scheduledAt: at(chicagoToday.minus({ days: 1 }), 23, 30),
        type: 'sales_meeting',
      },
    ]);
    const search = `search=${encodeURIComponent(name)}`;
    expect((await counts(`${search}&type=test_drive`)).today).toBe(1);
    expect((await counts(`${search}&type=sales_meeting`)).today).toBe(0);
  });

  it("matches the list's totals under every filter", async () => {
    for (const query of ['', 'dealershipId=2', 'type=test_drive', `search=${encodeURIComponent(PROBE)}`]) {
      const got = await counts(query);
      expect(got.all, query).toBe(await listTotal(query));
      for (const status of STATUSES)
        expect(got[status], `${query} ${status}`).toBe(await listTotal(`${query}&status=${status}`));
    }
    const meetings = await counts(`type=sales_meeting&search=${encodeURIComponent(PROBE)}`);
    expect(meetings).toMatchObject({ all: 2, scheduled: 1, completed: 1, confirmed: 0, upcoming: 1 });
  });

  it("needs a session and never counts another dealership's appointments", async () => {
    expect((await get('/api/appointments/counts')).statusCode).toBe(401);
    const mine = await counts('', chevyUser);
    expect(mine.all).toBeGreaterThan(0);
    expect(mine).toEqual(await counts('dealershipId=1'));
    expect((await counts(`search=${encodeURIComponent(PROBE)}`, chevyUser)).all).toBe(0);
    expect((await counts(`dealershipId=1&search=${encodeURIComponent(PROBE)}`)).all).toBe(0);
    expect((await get('/api/appointments/counts?dealershipId=2', chevyUser)).statusCode).toBe(404);
  });

  it('names a bad parameter', async () => {
    for (const [query, field] of [
      ['type=picnic', 'type'],
      ['dealershipId=abc', 'dealershipId'],
    ] as const) {
      const res = await get(`/api/appointments/counts?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
  });
});
