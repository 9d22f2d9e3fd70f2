import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { webhookEvents } from './lead-sources.tables';
import { captureSender, firstContactJobsFor, leadById, leadsWithEmail } from './test-support';

// A burst of website captures shares transactions (capture-batch.ts); each one must still get its own answer.
const app = await createTestApp({ workers: false });
const db = app.database.db;

beforeAll(async () => {
  await db.update(dealerships).set({ captureKey: 'ford-burst-key' }).where(eq(dealerships.id, 3));
});

const capture = captureSender(app.app, 44);

const BRANDS = ['chevrolet', 'hyundai', 'ford'] as const;
const person = (i: number) => ({
  name: `Burst Person ${i}`,
  email: `burst.${i}@example.com`,
  phone: `+1720555${String(1000 + i).padStart(4, '0')}`,
  vehicleInterest: '2025 Chevrolet Equinox',
  source: 'website',
  dealershipBrand: BRANDS[i % 3],
  ...(i % 3 === 2 ? { key: 'ford-burst-key' } : {}),
});

describe('a burst of captures at once', () => {
  it('makes one lead per new person, with its event processed and one first-contact job each', async () => {
    const people = Array.from({ length: 30 }, (_, i) => person(i));
    const answers = await Promise.all(people.map(capture));
    expect(answers.map((a) => a.statusCode)).toEqual(people.map(() => 200));
    const ids = answers.map((a) => a.json().leadId as number);
    expect(new Set(ids).size).toBe(30);

    for (const [i, id] of ids.entries()) {
      expect(await leadById(db, id)).toMatchObject({
        name: `Burst Person ${i}`,
        email: `burst.${i}@example.com`,
        dealershipId: (i % 3) + 1,
        source: 'website',
        isTest: false,
      });
    }
    const events = await db.select().from(webhookEvents).where(sql`${webhookEvents.leadId} IN ${ids}`);
    expect(events).toHaveLength(30);
    expect(events.every((e) => e.status === 'processed' && e.processedAt !== null)).toBe(true);
    expect((await firstContactJobsFor(db, ids)).sort()).toEqual([...ids].sort());
  });

  it('answers each capture of a mixed burst on its own: refused, repeated, returning and same person twice', async () => {
    // A demo lead (the oldest), not one of this file's: those have first-contact jobs of their own.
    const [known] = await db
      .select()
      .from(leads)
      .where(eq(leads.dealershipId, 2))
      .orderBy(asc(leads.id))
      .limit(1);
    if (!known?.email) throw new Error('the demo data has a Hyundai lead with an email');
    const repeated = { ...person(100), dealershipBrand: 'chevrolet' };
    const twiceA = { ...person(101), dealershipBrand: 'hyundai', vehicleInterest: 'Tucson' };
    const twiceB = { ...twiceA, vehicleInterest: '2025 Hyundai Tucson Limited', message: 'Any in blue?' };
    const [wrongKey, first, again, returning, a, b, fresh] = await Promise.all([
      capture({ ...person(102), dealershipBrand: 'ford', key: 'wrong' }),
      capture(repeated),
      capture(repeated),
      capture({ name: known.name, email: known.email, dealershipBrand: 'hyundai', vehicleInterest: 'Kona' }),
      capture(twiceA),
      capture(twiceB),
      capture(person(103)),
    ]);

    expect(wrongKey.statusCode).toBe(403);
    expect(await leadsWithEmail(db, 'burst.102@example.com')).toHaveLength(0);

    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().leadId).toBe(first.json().leadId);
    expect([first.json().duplicate, again.json().duplicate].filter(Boolean)).toHaveLength(1);

    expect(returning.statusCode).toBe(200);
    expect(returning.json().leadId).toBe(known.id);
    expect((await leadById(db, known.id))?.notes).toContain('Kona');

    expect(b.json().leadId).toBe(a.json().leadId);
    expect(await leadsWithEmail(db, twiceA.email)).toHaveLength(1);

    expect(fresh.statusCode).toBe(200);
    expect(await leadById(db, fresh.json().leadId)).toMatchObject({ email: 'burst.103@example.com' });
    // First contact for the new people only (not the returning person, not a repeat).
    const created = [first.json().leadId, a.json().leadId, fresh.json().leadId];
    expect((await firstContactJobsFor(db, [...created, known.id])).sort()).toEqual([...created].sort());
  });

  it('keeps a NUL character from failing the capture (or its batch)', async () => {
    const [odd, normal] = await Promise.all([
      capture({ ...person(200), name: 'Nul\u0000 Nora', message: 'hi\u0000there' }),
      capture(person(201)),
    ]);
    expect([odd.statusCode, normal.statusCode]).toEqual([200, 200]);
    expect(await leadById(db, odd.json().leadId)).toMatchObject({ name: 'Nul Nora' });
  });
});
