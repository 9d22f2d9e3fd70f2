import type { Appointment } from '@lead-manager/contracts/appointments';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { appointments } from './appointments.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const received: RealtimeEvent[] = [];
afterAll(app.events.subscribe((e) => received.push(e)));

let admin: string;
let chevyUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object | string) =>
  app.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    payload,
  });

const list = async (url: string, cookie = admin) => {
  const res = await call('GET', url, cookie);
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Appointment[], total: Number(res.headers['x-total-count']) };
};

const insertLead = async (dealershipId: number, status = 'new') => {
  const [row] = await db
    .insert(leads)
    .values({
      dealershipId,
      name: 'Sam Booker',
      email: 'sam.booker@example.com',
      phone: '+15125550500',
      status,
    })
    .returning();
  if (!row) throw new Error('no lead');
  return row;
};

const appointmentCount = async () => (await db.select({ n: count() }).from(appointments))[0]?.n;
const fieldPaths = (res: { json(): { errors?: { path: string }[] } }) =>
  res.json().errors?.map((e) => e.path);
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

describe('GET /api/appointments', () => {
  it('lists the appointments ahead soonest first, then the past ones latest first, with the lead and the total', async () => {
    const { items, total } = await list('/api/appointments');
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    const now = Date.now();
    const times = items.map((a) => Date.parse(a.scheduledAt));
    const ahead = times.filter((t) => t >= now);
    const past = times.filter((t) => t < now);
    expect(ahead.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(times).toEqual([...ahead.sort((a, b) => a - b), ...past.sort((a, b) => b - a)]);
    expect(items.every((a) => a.lead?.id === a.leadId)).toBe(true);
  });

  it('filters by status, type, lead, dealership and search, and pages', async () => {
    const all = await list('/api/appointments');
    const sample = all.items[0] as Appointment;
    const byStatus = await list(`/api/appointments?status=${sample.status}`);
    expect(byStatus.items.every((a) => a.status === sample.status)).toBe(true);
    const byType = await list(`/api/appointments?type=${sample.type}&status=all`);
    expect(byType.items.every((a) => a.type === sample.type)).toBe(true);
    expect(
      (await list(`/api/appointments?leadId=${sample.leadId}`)).items.every(
        (a) => a.leadId === sample.leadId,
      ),
    ).toBe(true);
    expect((await list('/api/appointments?dealershipId=2')).items.every((a) => a.dealershipId === 2)).toBe(
      true,
    );
    const found = await list(`/api/appointments?search=${encodeURIComponent(sample.lead?.name ?? '')}`);
    expect(found.items.map((a) => a.id)).toContain(sample.id);
    // The calendar's window: from (inclusive) to (exclusive).
    const from = sample.scheduledAt;
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const window = await list(
      `/api/appointments?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(window.items.map((a) => a.id)).toContain(sample.id);
    expect(
      window.items.every(
        (a) => Date.parse(a.scheduledAt) >= Date.parse(from) && Date.parse(a.scheduledAt) < Date.parse(to),
      ),
    ).toBe(true);
    const bad = await call('GET', '/api/appointments?from=tomorrow', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('from');
    const page = await list('/api/appointments?limit=2&offset=1');
    expect(page.items.map((a) => a.id)).toEqual(all.items.slice(1, 3).map((a) => a.id));
    expect(page.total).toBe(all.total);
  });

  it('names bad query fields', async () => {
    expect(fieldPaths(await call('GET', '/api/appointments?status=late', admin))).toContain('status');
    expect(fieldPaths(await call('GET', '/api/appointments?type=picnic', admin))).toContain('type');
    expect(fieldPaths(await call('GET', '/api/appointments?limit=0', admin))).toContain('limit');
  });

  it("needs a session and never shows another dealership's appointments", async () => {
    expect((await call('GET', '/api/appointments')).statusCode).toBe(401);
    const mine = await list('/api/appointments', chevyUser);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((a) => a.dealershipId === 1)).toBe(true);
    expect((await call('GET', '/api/appointments?dealershipId=3', chevyUser)).statusCode).toBe(404);
  });
});

describe('GET /api/appointments/upcoming', () => {
  it('lists scheduled or confirmed appointments from now on, soonest first', async () => {
    const before = Date.now();
    for (const url of ['/api/appointments/upcoming', '/api/appointments/upcoming/all']) {
      const { items } = await list(url);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(50);
      expect(items.every((a) => ['scheduled', 'confirmed'].includes(a.status))).toBe(true);
      expect(items.every((a) => Date.parse(a.scheduledAt) >= before - 1000)).toBe(true);
      const times = items.map((a) => Date.parse(a.scheduledAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const ford = await list('/api/appointments/upcoming/3');
    expect(ford.items.every((a) => a.dealershipId === 3 && a.lead?.dealershipId === 3)).toBe(true);
  });

  it('refuses a bad id, needs a session and hides other dealerships', async () => {
    expect(fieldPaths(await call('GET', '/api/appointments/upcoming/abc', admin))).toContain('dealershipId');
    expect((await call('GET', '/api/appointments/upcoming')).statusCode).toBe(401);
    expect((await call('GET', '/api/appointments/upcoming/1')).statusCode).toBe(401);
    expect(
      (await list('/api/appointments/upcoming', chevyUser)).items.every((a) => a.dealershipId === 1),
    ).toBe(true);
    expect((await call('GET', '/api/appointments/upcoming/2', chevyUser)).statusCode).toBe(404);
  });
});

describe('POST /api/appointments', () => {
  it('books, moves a new lead to appointment_scheduled and announces both after commit', async () => {
    const lead = await insertLead(1);
    received.length = 0;
    const scheduledAt = inTwoDays();
    const res = await call('POST', '/api/appointments', chevyUser, {
      leadId: lead.id,
      dealershipId: 1,
      scheduledAt,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Appointment;
    expect(created).toMatchObject({
      leadId: lead.id,
      dealershipId: 1,
      type: 'test_drive',
      status: 'scheduled',
      notes: null,
    });
    expect(created.scheduledAt).toBe(scheduledAt);
    expect(created.lead?.status).toBe('appointment_scheduled');
    const [stored] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.status).toBe('appointment_scheduled');
    await vi.waitFor(() =>
      expect(received).toEqual([
        {
          type: 'APPOINTMENT_CREATED',
          data: { id: created.id, leadId: lead.id, dealershipId: 1, scheduledAt },
        },
        { type: 'LEAD_UPDATED', data: { id: lead.id, dealershipId: 1 } },
      ]),
    );
  });

  it('leaves a closed lead closed', async () => {
    const lead = await insertLead(2, 'closed');
    received.length = 0;
    const res = await call('POST', '/api/appointments', admin, {
      leadId: lead.id,
      dealershipId: 2,
      scheduledAt: inTwoDays(),
      type: 'delivery',
      notes: '  Bring the title  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'delivery',
      notes: 'Bring the title',
      lead: { status: 'closed' },
    });
    await vi.waitFor(() => expect(received.map((e) => e.type)).toEqual(['APPOINTMENT_CREATED']));
  });

  it('refuses a lead that is missing, hidden or of another dealership, naming leadId', async () => {
    const ford = await insertLead(3);
    const before = await appointmentCount();
    received.length = 0;
    const body = { dealershipId: 1, scheduledAt: inTwoDays() };
    expect(fieldPaths(await call('POST', '/api/appointments', admin, { ...body, leadId: ford.id }))).toEqual([
      'leadId',
    ]);
    expect(fieldPaths(await call('POST', '/api/appointments', admin, { ...body, leadId: 999999 }))).toEqual([
      'leadId',
    ]);
    expect(
      fieldPaths(await call('POST', '/api/appointments', chevyUser, { ...body, leadId: ford.id })),
    ).toEqual(['leadId']);
    expect(await appointmentCount()).toBe(before);
    expect(received).toEqual([]);
    const [stored] = await db.select().from(leads).where(eq(leads.id, ford.id));
    expect(stored?.status).toBe('new');
  });

  it('names every bad field, refuses malformed JSON and writes nothing', async () => {
    const lead = await insertLead(1);
    const before = await appointmentCount();
    const res = await call('POST', '/api/appointments', admin, {
      leadId: lead.id,
      dealershipId: 1,
      scheduledAt: 'next tuesday',
      type: 'picnic',
      status: 'late',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldPaths(res)).toEqual(expect.arrayContaining(['scheduledAt', 'type', 'status']));
    expect(
      fieldPaths(
        await call('POST', '/api/appointments', admin, { dealershipId: 1, scheduledAt: inTwoDays() }),
      ),
    ).toContain('leadId');
    expect((await call('POST', '/api/appointments', admin, '{"leadId": 1,')).statusCode).toBe(400);
    expect(await appointmentCount()).toBe(before);
  });

  it("needs a session; another dealership's id is a 404", async () => {
    const hyundai = await insertLead(2);
    const body = { leadId: hyundai.id, dealershipId: 2, scheduledAt: inTwoDays() };
    const before = await appointmentCount();
    expect((await call('POST', '/api/appointments', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/appointments', chevyUser, body)).statusCode).toBe(404);
    expect(await appointmentCount()).toBe(before);
  });
});
