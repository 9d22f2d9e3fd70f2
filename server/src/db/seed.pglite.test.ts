import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../lib/secret-box';
import { ADMIN, testConfig } from '../test/test-config';
import { type Database, openPglite, queryRows } from './client';
import { resetDatabase } from './reset-database';
import {
  aiSettings,
  appointments,
  conversations,
  dealerships,
  followUps,
  leads,
  messages,
  users,
} from './schema';
import { DEMO_COUNTS, seedDemoData } from './seed';
import { localTime } from './seed-data';
import { APPOINTMENT_ROWS, buildStories, STORY_MARGIN_MS } from './seed-story';

const PREFIX = 'Lakeside Auto Group ';
// The services refuse to book the past, so the demo's moment is the real one, taken once for every seed here.
const NOW = new Date();
const DAY = 24 * 3_600_000;
const seedOptions = {
  prefix: PREFIX,
  config: testConfig(),
  secretBox: createSecretBox(randomBytes(32)),
  logger: pino({ level: 'silent' }),
};
/** Seeds at NOW, or at the real moment with `null`. */
const seed = (db: Database['db'], now: Date | null = NOW) =>
  seedDemoData(db, { ...seedOptions, ...(now ? { now } : {}) });

// This file opens its own in-memory PGlite; the PostgreSQL project covers seeding through its template database.
describe('demo data', () => {
  let database: Database;
  const db = () => database.db;

  async function counts() {
    const count = async (table: string) =>
      (await queryRows<{ n: number }>(db(), sql.raw(`SELECT count(*)::int AS n FROM "${table}"`)))[0]?.n;
    return {
      dealerships: await count('dealerships'),
      aiSettings: await count('ai_settings'),
      leads: await count('leads'),
    };
  }

  beforeAll(async () => {
    database = await openPglite(undefined);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('fills an empty database with the expected counts, and the configured admin', async () => {
    const seeded = await seed(db());
    expect(seeded?.admin).toMatchObject({ email: ADMIN.email, generated: false });
    expect(await counts()).toEqual(DEMO_COUNTS);
    expect(DEMO_COUNTS.leads).toBeGreaterThanOrEqual(36);
    const [talks] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM conversations`);
    expect(talks?.n).toBeGreaterThanOrEqual(18);
    const [users] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM users`);
    expect(users?.n).toBe(1);
    const booked = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM appointments`);
    expect(booked[0]?.n).toBe(APPOINTMENT_ROWS.length);
  });

  it('creates dealerships 1-3 with their AI settings and moves the id sequence past them', async () => {
    const rows = await db().select().from(dealerships).orderBy(dealerships.id);
    expect(rows.map((d) => [d.id, d.name, d.brand])).toEqual([
      [1, 'Lakeside Auto Group Chevrolet', 'chevrolet'],
      [2, 'Lakeside Auto Group Hyundai', 'hyundai'],
      [3, 'Lakeside Auto Group Ford', 'ford'],
    ]);
    for (const d of rows) {
      expect(d.phone).toMatch(/^\+1\d{10}$/);
      // The default set-up: every store texts from the group's TWILIO_PHONE_NUMBER.
      expect(d.smsSender).toBeNull();
      expect(d.email).toBe(`sales@${d.brand}.lakeside-auto.example`);
      expect(d.inboundEmail).toBe(`${d.brand}@inbound.lakeside-auto.example`);
    }
    const seq = await queryRows<{ v: number }>(
      db(),
      sql`SELECT last_value::int AS v FROM dealerships_id_seq`,
    );
    expect(seq[0]?.v).toBe(3);
    const settings = await db().select().from(aiSettings).orderBy(aiSettings.dealershipId);
    expect(settings.map((s) => s.dealershipId)).toEqual([1, 2, 3]);
    expect(settings[0]?.systemPrompt).toContain('Silverado');
    expect(settings[1]?.systemPrompt).toContain('Palisade');
    expect(settings[2]?.systemPrompt).toContain('Bronco');
    expect(settings.every((s) => s.followUpSchedule.length === 3 && s.smsCharacterLimit === 160)).toBe(true);
  });

  it('spreads realistic leads over every dealership, source and status', async () => {
    const rows = await db().select().from(leads);
    const brandOf: Record<number, string> = { 1: 'Chevrolet', 2: 'Hyundai', 3: 'Ford' };
    expect(new Set(rows.map((l) => l.dealershipId))).toEqual(new Set([1, 2, 3]));
    for (const source of ['facebook', 'instagram', 'tiktok', 'youtube', 'google', 'website']) {
      expect(rows.some((l) => l.source === source)).toBe(true);
    }
    for (const status of ['new', 'contacted', 'qualified', 'appointment_scheduled', 'closed']) {
      expect(rows.some((l) => l.status === status)).toBe(true);
    }
    // Closed as sold, and lost for a reason: by the customer's own word and by a salesperson.
    expect(new Set(rows.filter((l) => l.status === 'closed').map((l) => l.lostReason ?? l.outcome))).toEqual(
      new Set(['sold', 'bought_elsewhere', 'unreachable']),
    );
    for (const lead of rows) {
      expect(lead.vehicleInterest).toContain(brandOf[lead.dealershipId]);
      expect(lead.email).toMatch(/^[a-z0-9.]+@example\.(com|net)$/);
      expect(lead.phone).toMatch(/^\+1[2-9]\d{2}5550\d{3}$/);
      expect(lead.score).toBeGreaterThanOrEqual(0);
      expect(lead.score).toBeLessThanOrEqual(100);
      expect(lead.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(lead.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 31 * DAY);
      expect(lead.updatedAt.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime());
    }
    expect(new Set(rows.map((l) => l.email)).size).toBe(rows.length);
    const startOfToday = localTime(NOW, 'America/New_York', 0);
    expect(rows.filter((l) => l.createdAt >= startOfToday).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((l) => l.priority).length).toBeGreaterThanOrEqual(1);
    const avg = (status: string) => {
      const scores = rows.filter((l) => l.status === status).map((l) => l.score);
      return scores.reduce((a, b) => a + b, 0) / scores.length;
    };
    expect(avg('new')).toBeLessThan(avg('qualified'));
    expect(avg('qualified')).toBeLessThan(avg('closed'));
    // Each score is explained: the reasons a lead's details show add up to it, as for a lead that came in.
    for (const lead of rows) {
      const reasons = lead.scoreReasons as { points: number }[];
      expect(
        Math.min(
          100,
          reasons.reduce((sum, r) => sum + r.points, 0),
        ),
      ).toBe(lead.score);
    }
  });

  it('writes conversations in both channels with messages from all three senders', async () => {
    const convs = await db().select().from(conversations);
    const msgs = await db().select().from(messages).orderBy(messages.id);
    expect(new Set(convs.map((c) => c.channel))).toEqual(new Set(['sms', 'email']));
    expect(new Set(msgs.map((m) => m.sender))).toEqual(new Set(['ai', 'customer', 'agent']));
    let lastFromCustomer = 0;
    for (const c of convs) {
      const own = msgs.filter((m) => m.conversationId === c.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(8);
      for (let i = 1; i < own.length; i++) {
        expect(own[i]?.createdAt.getTime()).toBeGreaterThan(own[i - 1]?.createdAt.getTime() ?? 0);
      }
      expect(c.lastActivity.getTime()).toBe(own.at(-1)?.createdAt.getTime());
      expect(c.lastActivity.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (c.isActive && own.at(-1)?.sender === 'customer') lastFromCustomer++;
    }
    expect(lastFromCustomer).toBeGreaterThanOrEqual(4);
    expect(convs.filter((c) => !c.isActive).length).toBeGreaterThanOrEqual(2);
    expect(convs.some((c) => c.aiPaused)).toBe(true);
    for (const m of msgs) {
      expect(m.direction).toBe(m.sender === 'customer' ? 'inbound' : 'outbound');
      // Nothing left to send later: every message of the demo's past went out (to the log) back then.
      expect(m.sender === 'customer' ? ['received'] : ['logged', 'delivered']).toContain(m.status);
      expect(m.scheduledAt).toBeNull();
      if (m.direction === 'outbound') expect(m.sentAt?.getTime()).toBe(m.createdAt.getTime());
      if (m.channel === 'email') expect(m.subject).toBeTruthy();
      else expect(m.subject).toBeNull();
      expect(m.content).not.toMatch(/\{|\}|\$\s?\d/); // every placeholder rendered, and no prices
    }
    expect(msgs.some((m) => m.content.includes('Lakeside Auto Group Ford'))).toBe(true);
  });

  it('books appointments in the past, later today and in the coming days', async () => {
    const rows = await db().select().from(appointments);
    const leadRows = await db().select().from(leads);
    const now = NOW.getTime();
    // "Later today" is today at the appointment's store and for the group alike: the earlier of the two midnights.
    const stores = await db().select().from(dealerships);
    const endOfToday = (a: { dealershipId: number }) =>
      Math.min(
        localTime(NOW, 'America/New_York', 1).getTime(),
        localTime(
          NOW,
          stores.find((d) => d.id === a.dealershipId)?.timezone ?? 'America/New_York',
          1,
        ).getTime(),
      );
    expect(rows.some((a) => a.scheduledAt.getTime() < now)).toBe(true);
    expect(
      rows.filter((a) => a.scheduledAt.getTime() > now && a.scheduledAt.getTime() < endOfToday(a)).length,
    ).toBe(3);
    expect(
      rows.some((a) => a.scheduledAt.getTime() > now + DAY && a.scheduledAt.getTime() < now + 7 * DAY),
    ).toBe(true);
    expect(rows.some((a) => a.scheduledAt.getTime() > now + 7 * DAY)).toBe(true);
    expect(new Set(rows.map((a) => a.status))).toEqual(
      new Set(['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show']),
    );
    expect(new Set(rows.map((a) => a.type)).size).toBeGreaterThanOrEqual(6);
    for (const a of rows) {
      const lead = leadRows.find((l) => l.id === a.leadId);
      expect(['appointment_scheduled', 'closed']).toContain(lead?.status);
      expect(a.dealershipId).toBe(lead?.dealershipId);
      expect(a.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (['completed', 'cancelled', 'no_show'].includes(a.status))
        expect(a.scheduledAt.getTime()).toBeLessThan(now);
    }
  });

  it('sent every follow-up step that came due, and keeps the next one of every lead nobody answered', async () => {
    const rows = await db().select().from(followUps);
    const newLeads = await db().select().from(leads).where(sql`${leads.status} = 'new'`);
    for (const f of rows.filter((r) => r.status === 'pending'))
      expect(f.dueAt.getTime()).toBeGreaterThan(NOW.getTime() - STORY_MARGIN_MS);
    // Every new lead the assistant greeted awaits its next step (the imported ones were not greeted: no follow-ups).
    const greeted = new Set((await db().select().from(conversations)).map((c) => c.leadId));
    for (const lead of newLeads.filter((l) => greeted.has(l.id)))
      expect(rows.some((f) => f.leadId === lead.id && f.status === 'pending')).toBe(true);
    expect(newLeads.filter((l) => !greeted.has(l.id)).length).toBe(2);
    expect(rows.some((f) => f.status === 'sent')).toBe(true);
    expect(rows.some((f) => f.status === 'cancelled')).toBe(true);
  });

  it('inserts nothing when the database already has a dealership', async () => {
    expect(await seed(db(), null)).toBeUndefined();
    expect(await counts()).toEqual(DEMO_COUNTS);
  });

  it('produces the same rows for the same moment', async () => {
    const snapshot = async () => ({
      leads: await db().select().from(leads).orderBy(leads.id),
      messages: await db().select().from(messages).orderBy(messages.id),
      appointments: await db().select().from(appointments).orderBy(appointments.id),
    });
    const before = await snapshot();
    await resetDatabase(db());
    expect(await seed(db())).toBeDefined();
    expect(await snapshot()).toEqual(before);
  });

  it('starts over after resetDatabase, users included, leaving other schemas alone', async () => {
    await db()
      .insert(users)
      .values({ username: 'someone', email: 'someone@example.com', passwordHash: 'x', role: 'user' });
    await db().execute(sql`CREATE SCHEMA IF NOT EXISTS pgboss_probe`);
    await db().execute(sql`CREATE TABLE IF NOT EXISTS pgboss_probe.job (id int)`);
    await db().execute(sql`INSERT INTO pgboss_probe.job VALUES (1)`);

    await resetDatabase(db());
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    const kept = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM pgboss_probe.job`);
    expect(kept[0]?.n).toBe(1);

    expect(await seed(db(), null)).toBeDefined();
    expect(await counts()).toEqual(DEMO_COUNTS);
    const first = await db().select({ id: leads.id }).from(leads).orderBy(leads.id).limit(1);
    expect(first[0]?.id).toBe(1);
  });

  it.each([
    ['just after midnight in New York', '2026-03-10T04:05:00Z'],
    ['late evening in Chicago', '2026-03-11T05:50:00Z'],
    ['on the day clocks change', '2026-03-08T07:30:00Z'],
  ])('places every story before the moment %s', (_label, iso) => {
    const now = new Date(iso);
    const stories = buildStories(now, PREFIX, 'America/New_York');
    const startOfToday = localTime(now, 'America/New_York', 0);
    for (const story of stories) {
      expect(story.arrivedAt.getTime()).toBeLessThanOrEqual(now.getTime() - STORY_MARGIN_MS);
      let previous = story.arrivedAt.getTime();
      for (const { at } of story.steps) {
        expect(at.getTime()).toBeGreaterThanOrEqual(previous);
        expect(at.getTime()).toBeLessThanOrEqual(now.getTime() - STORY_MARGIN_MS);
        previous = at.getTime();
      }
    }
    expect(stories.filter((s) => s.arrivedAt >= startOfToday).length).toBeGreaterThanOrEqual(3);
    const upcomingToday = stories.flatMap((s) =>
      s.steps.flatMap(({ step }) =>
        step.kind === 'book' &&
        step.appointment.scheduledAt > now &&
        step.appointment.scheduledAt.getTime() - now.getTime() < DAY
          ? [step]
          : [],
      ),
    );
    expect(upcomingToday.length).toBeGreaterThanOrEqual(3);
  });
});
