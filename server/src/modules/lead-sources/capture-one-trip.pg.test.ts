import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { newLeadEvent } from '../leads/leads.service';
import { leads } from '../leads/leads.tables';
import { contactLockKeys, INTAKE_LOCK } from './lead-sources.repo';
import { webhookEvents } from './lead-sources.tables';
import { captureSender, firstContactJobsFor, leadById, leadsWithEmail, waitFor } from './test-support';

// On PostgreSQL a capture batch is one message (capture-one-trip.ts): the jobs and NEW_LEAD frames are made in
// SQL from what the intake statement inserted, and the batch is routed on a cached dealership list.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const pool = (db as unknown as { $client: pg.Pool }).$client;
const heard: RealtimeEvent[] = [];
const publishedHere: RealtimeEvent[] = [];
app.events.subscribe((e) => heard.push(e));
app.events.onPublish((e) => publishedHere.push(e));

const capture = captureSender(app.app, 55);
const person = (tag: string, extra: object = {}) => ({
  name: `One Trip ${tag}`,
  email: `one.trip.${tag}@example.com`,
  vehicleInterest: `Tahoe ${tag}`,
  dealershipBrand: 'chevrolet',
  ...extra,
});
const newLeadsHeard = (ids: number[]) =>
  heard.filter((e) => e.type === 'NEW_LEAD' && ids.includes(e.data.id));

describe('a capture batch in one round trip (PostgreSQL)', () => {
  it('commits the leads with their first-contact jobs and NEW_LEAD frames made in SQL', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((tag) => capture(person(tag))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = answers.map((a) => a.json().leadId as number);

    expect((await firstContactJobsFor(db, ids)).sort()).toEqual([...ids].sort());
    const rows = await Promise.all(ids.map((id) => leadById(db, id)));
    const expected = rows.map((row) => newLeadEvent(row as NonNullable<typeof row>));
    // Through LISTEN, exactly as `newLeadEvent` shapes them, once each.
    await waitFor(async () => newLeadsHeard(ids).length >= ids.length, 5000);
    // A later lead's frame comes through LISTEN after any repeated copy of theirs would have.
    const marker = (await capture(person('marker'))).json().leadId as number;
    await waitFor(async () => newLeadsHeard([marker]).length === 1, 5000);
    expect(newLeadsHeard(ids)).toEqual(expect.arrayContaining(expected));
    expect(newLeadsHeard(ids)).toHaveLength(ids.length);
    // This process's caches heard them at the commit, before the NOTIFY came back.
    expect(publishedHere).toEqual(expect.arrayContaining(expected));
  });

  it('routes on the dealerships as they are at commit, not as cached', async () => {
    await db.update(dealerships).set({ captureKey: 'one-trip-key-a' }).where(eq(dealerships.id, 3));
    const primed = await capture(person('key-a', { dealershipBrand: 'ford', key: 'one-trip-key-a' }));
    expect(primed.statusCode).toBe(200); // the cached list now has key a

    await db.update(dealerships).set({ captureKey: 'one-trip-key-b' }).where(eq(dealerships.id, 3));
    // Key a still passes on the cached list: the intake statement finds the list changed and the batch is routed
    // again, on the current one, which refuses it.
    const stale = await capture(person('stale-key', { dealershipBrand: 'ford', key: 'one-trip-key-a' }));
    expect(stale.statusCode).toBe(403);
    expect(await leadsWithEmail(db, 'one.trip.stale-key@example.com')).toHaveLength(0);

    await db.update(dealerships).set({ captureKey: 'one-trip-key-c' }).where(eq(dealerships.id, 3));
    // Key c is unknown to the cached list: the refusal is checked against the current list before it stands.
    const newKey = await capture(person('key-c', { dealershipBrand: 'ford', key: 'one-trip-key-c' }));
    expect(newKey.statusCode).toBe(200);
    expect(await leadById(db, newKey.json().leadId)).toMatchObject({ dealershipId: 3 });
  });

  it("does not hold other people's captures while one waits for its person's lock", async () => {
    const waiting = person('locked', { phone: '+17205550199' });
    const holder = await pool.connect();
    try {
      await holder.query('BEGIN');
      // What a CSV import holds for this person until its batch commits.
      const [key] = contactLockKeys([`phone|+17205550199`]);
      await holder.query('SELECT pg_advisory_xact_lock($1, $2)', [INTAKE_LOCK, key]);
      const blocked = capture(waiting);
      // The capture is queued behind the import's lock before the others arrive.
      await waitFor(async () => {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].waiting > 0;
      }, 5000);
      const others = await Promise.all([capture(person('unlocked-1')), capture(person('unlocked-2'))]);
      expect(others.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await leadsWithEmail(db, 'one.trip.locked@example.com')).toHaveLength(0);
      await holder.query('COMMIT');
      expect((await blocked).statusCode).toBe(200);
      expect(await leadsWithEmail(db, 'one.trip.locked@example.com')).toHaveLength(1);
    } finally {
      holder.release();
    }
  });

  describe('when the database refuses a capture', () => {
    const REFUSED = 'Refused By Database';
    afterAll(() => db.execute(sql`ALTER TABLE leads DROP CONSTRAINT IF EXISTS one_trip_refusal`));

    it('fails that capture alone, leaves nothing of it behind, and keeps the connections usable', async () => {
      await db.execute(
        sql`ALTER TABLE leads ADD CONSTRAINT one_trip_refusal CHECK (name <> ${sql.raw(`'${REFUSED}'`)})`,
      );
      for (let round = 0; round < 6; round += 1) {
        const answers = await Promise.all([
          capture(person(`refused-${round}`, { name: REFUSED })),
          capture(person(`beside-${round}-1`)),
          capture(person(`beside-${round}-2`)),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([500, 200, 200]);
        expect(await leadsWithEmail(db, `one.trip.refused-${round}@example.com`)).toHaveLength(0);
      }
      const refusedEvents = await db
        .select()
        .from(webhookEvents)
        .where(sql`${webhookEvents.body} LIKE ${'%one.trip.refused-%'}`);
      expect(refusedEvents).toHaveLength(0);
      const refusedLeads = await db.select().from(leads).where(eq(leads.name, REFUSED));
      expect(refusedLeads).toHaveLength(0);
      expect(heard.some((e) => e.type === 'NEW_LEAD' && e.data.name === REFUSED)).toBe(false);

      const after = await Promise.all([capture(person('after-1')), capture(person('after-2'))]);
      expect(after.map((a) => a.statusCode)).toEqual([200, 200]);
    });
  });
});
