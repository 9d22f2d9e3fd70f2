import type { Report } from '@lead-manager/contracts/reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { zonesOf } from './reports.sql';
import { countLeadGroups } from './reports-leads.repo';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const { services } = app.app;

/**
 * A 30-day range whose last day is the Sunday daylight saving ended (2023-11-05), long before the demo's own data.
 * Each store's leads are counted on that store's days, under "All dealerships" too (decision 045):
 *
 * | lead    | store     | arrived (store's clock)   | = Eastern              | in the range?            |
 * | Early   | Chevrolet | Fri 6 Oct 23:30 CDT       | Sat 7 Oct 00:30 EDT    | no: the 6th in Chevrolet |
 * | First   | Chevrolet | Sat 7 Oct 23:30 CDT       | Sun 8 Oct 00:30 EDT    | yes                      |
 * | Last    | Chevrolet | Sun 5 Nov 23:30 CST       | Mon 6 Nov 00:30 EST    | yes, lost (wrong number) |
 * | Closing | Chevrolet | Sun 5 Nov 23:45 CST       | Mon 6 Nov 00:45 EST    | yes                      |
 * | Hy      | Hyundai   | Sun 5 Nov 23:30 EST       |                        | yes, sold                |
 * | Fo      | Ford      | Sat 7 Oct 00:10 EDT       |                        | yes, lost (duplicate)    |
 * | Late    | Ford      | Mon 6 Nov 00:10 EST       |                        | no                       |
 *
 * Appointments (scheduled, staff): Chevrolet Sun 5 Nov 23:30 CST (in), Chevrolet Fri 6 Oct 23:30 CDT (out),
 * Ford Sat 7 Oct 00:10 EDT (in).
 */
const FROM = '2023-10-07';
const TO = '2023-11-05';
const store: Record<'chevy' | 'hyundai' | 'ford', number> = { chevy: 0, hyundai: 0, ford: 0 };
let admin: string;

const call = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
  const res = await app.app.inject({ method, url, headers: { cookie: admin }, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const report = (dealershipId?: number): Promise<Report> =>
  call(
    'GET',
    `/api/reports?from=${FROM}&to=${TO}&fresh=1${dealershipId ? `&dealershipId=${dealershipId}` : ''}`,
  );

beforeAll(async () => {
  admin = await app.adminCookie();
  const rows = await db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships);
  const idOf = (brand: string) => rows.find((r) => r.name.includes(brand))?.id ?? 0;
  store.chevy = idOf('Chevrolet');
  store.hyundai = idOf('Hyundai');
  store.ford = idOf('Ford');

  const add = async (name: string, dealershipId: number, at: string) => {
    const lead = await services.leads.createLead(
      ALL_DEALERSHIPS,
      { name, email: `${name.toLowerCase()}.store-days@example.com`, dealershipId },
      { firstContact: false },
    );
    await db
      .update(leads)
      .set({ createdAt: new Date(at) })
      .where(eq(leads.id, lead.id));
    return lead.id;
  };
  const close = (id: number, change: object) =>
    call('PATCH', `/api/leads/${id}`, { status: 'closed', ...change });
  const book = (leadId: number, dealershipId: number, at: string) =>
    db.insert(appointments).values({ leadId, dealershipId, scheduledAt: new Date(at) });

  const early = await add('Early', store.chevy, '2023-10-06T23:30:00-05:00');
  await add('First', store.chevy, '2023-10-07T23:30:00-05:00');
  const last = await add('Last', store.chevy, '2023-11-05T23:30:00-06:00');
  await add('Closing', store.chevy, '2023-11-05T23:45:00-06:00');
  const hy = await add('Hy', store.hyundai, '2023-11-05T23:30:00-05:00');
  const fo = await add('Fo', store.ford, '2023-10-07T00:10:00-04:00');
  await add('Late', store.ford, '2023-11-06T00:10:00-05:00');
  await close(last, { outcome: 'lost', lostReason: 'wrong_number' });
  await close(hy, { outcome: 'sold' });
  await close(fo, { outcome: 'lost', lostReason: 'duplicate' });
  await book(last, store.chevy, '2023-11-05T23:30:00-06:00');
  await book(early, store.chevy, '2023-10-06T23:30:00-05:00');
  await book(fo, store.ford, '2023-10-07T00:10:00-04:00');
});

/** Every figure of a report that is a count, by a name that says where it is. */
function counts(r: Report): Map<string, number> {
  const out = new Map<string, number>();
  const put = (key: string, value: number | null) => out.set(key, value ?? 0);
  const s = r.speedToLead;
  put('leads', s.leads);
  put('answered', s.answered);
  put('unansweredCount', s.unansweredCount);
  for (const d of s.distribution) put(`distribution.${d.bucket}`, d.count);
  for (const f of r.funnel) {
    put(`funnel.${f.stage}`, f.count);
    put(`funnel.${f.stage}.fromPrevious`, f.fromPrevious);
  }
  put('outcomes.sold', r.outcomes.sold);
  put('outcomes.lost', r.outcomes.lost);
  for (const x of r.outcomes.lostReasons) put(`outcomes.lost.${x.reason}`, x.count);
  const a = r.appointments;
  for (const key of ['set', 'shown', 'noShow', 'cancelled'] as const) put(`appointments.${key}`, a[key]);
  for (const b of a.byBooker) put(`appointments.byBooker.${b.bookedBy}`, b.set);
  const as = r.assistant;
  for (const key of ['handledAlone', 'handovers', 'optOuts', 'followUpsSent', 'followUpsReplied'] as const)
    put(`assistant.${key}`, as[key]);
  for (const p of r.series.points) {
    put(`series.${p.date}.leads`, p.leads);
    put(`series.${p.date}.appointments`, p.appointments);
  }
  return out;
}

describe("each store's leads on that store's days, under All too", () => {
  it('counts the Chevrolet leads at 11:30 PM Central on the range edges the same in All and in Chevrolet', async () => {
    const [all, chevy] = await Promise.all([report(), report(store.chevy)]);
    // First (7 Oct), Last and Closing (5 Nov, after the clocks went back); Early is 6 Oct in Chevrolet, though 7 Oct
    // in Eastern.
    expect(chevy.speedToLead.leads).toBe(3);
    expect(all.byStore.find((s) => s.dealershipId === store.chevy)?.leads).toBe(3);
    // The same leads, not only as many: the open ones nobody answered are First and Closing in both.
    const names = (r: Report) =>
      r.speedToLead.unanswered.filter((l) => l.dealershipId === store.chevy).map((l) => l.name);
    expect(names(chevy)).toEqual(['First', 'Closing']);
    expect(names(all)).toEqual(['First', 'Closing']);
    // All: Chevrolet's 3, Hyundai's Hy and Ford's Fo (Late is 6 Nov in Ford).
    expect(all.speedToLead.leads).toBe(5);
    // Last and Closing are charted on their Central day, 5 Nov, in both; nothing on 6 Oct or 6 Nov.
    const onDay = (r: Report, date: string) => r.series.points.find((p) => p.date === date);
    expect(onDay(chevy, '2023-11-05')).toEqual({ date: '2023-11-05', leads: 2, appointments: 1 });
    expect(onDay(all, '2023-11-05')).toEqual({ date: '2023-11-05', leads: 3, appointments: 1 });
    expect(onDay(all, '2023-10-07')).toEqual({ date: '2023-10-07', leads: 2, appointments: 1 });
    // Appointments: Last's (5 Nov 23:30 CST) and Fo's; not Early's (6 Oct in Chevrolet).
    expect(chevy.appointments.set).toBe(1);
    expect(all.appointments.set).toBe(2);
    // Lost: Last (wrong number) and Fo (duplicate); sold: Hy.
    expect(chevy.outcomes).toMatchObject({ sold: 0, lost: 1 });
    expect(all.outcomes.sold).toBe(1);
    expect(all.outcomes.lost).toBe(2);
    expect(all.outcomes.lostReasons.filter((x) => x.count > 0)).toEqual([
      { reason: 'wrong_number', count: 1 },
      { reason: 'duplicate', count: 1 },
    ]);
  });

  it('adds up: every count of All is the sum of the three stores', async () => {
    const all = counts(await report());
    const stores = await Promise.all(Object.values(store).map(async (id) => counts(await report(id))));
    for (const [key, value] of all)
      expect(value, key).toBe(stores.reduce((sum, one) => sum + (one.get(key) ?? 0), 0));
  });

  it("agrees with a recount from the leads themselves: the day statistics keep each store's days", async () => {
    const stores = await db.select({ id: dealerships.id, timezone: dealerships.timezone }).from(dealerships);
    const recount = await countLeadGroups(db, ALL_DEALERSHIPS, {
      from: FROM,
      to: TO,
      timeZone: null,
      groupTimeZone: 'America/New_York',
      zones: zonesOf(stores, 'America/New_York'),
    });
    const all = await report();
    const total = recount.find((g) => g.by_source === 1 && g.by_store === 1);
    expect(total?.leads).toBe(all.speedToLead.leads);
    expect(total?.sold).toBe(all.outcomes.sold);
    for (const row of all.byStore)
      expect(recount.find((g) => g.by_store === 0 && g.dealership_id === row.dealershipId)?.leads).toBe(
        row.leads,
      );
  });

  it("names no one zone for All, and the store's own for one store", async () => {
    expect((await report()).range.timeZone).toBeNull();
    expect((await report(store.chevy)).range.timeZone).toBe('America/Chicago');
  });
});
