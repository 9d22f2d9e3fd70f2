import type { Report } from '@lead-manager/contracts/reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { conversations, followUps, handovers, messages } from '../conversations/conversations.tables';
import { recordDelivery } from '../conversations/delivery.repo';
import { storeMessages } from '../conversations/messages-test-kit';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { optOuts } from '../opt-outs/opt-outs.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

let admin: string;
let chevyUser: string;
let store: number;

const get = (url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const report = async (query: string, cookie = admin): Promise<Report> => {
  const res = await get(`/api/reports?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const at = (iso: string) => new Date(iso);

async function addLead(values: Partial<typeof leads.$inferInsert> & { createdAt: Date }) {
  const [lead] = await db
    .insert(leads)
    .values({ dealershipId: store, name: 'Report Lead', source: 'facebook', ...values })
    .returning();
  if (!lead) throw new Error('no lead');
  const [conversation] = await db
    .insert(conversations)
    .values({ leadId: lead.id, dealershipId: store, channel: 'sms' })
    .returning();
  if (!conversation) throw new Error('no conversation');
  const say = (
    sender: 'ai' | 'agent' | 'customer',
    when: Date,
    status = sender === 'customer' ? 'received' : 'sent',
  ) =>
    storeMessages(db, {
      conversationId: conversation.id,
      direction: sender === 'customer' ? 'inbound' : 'outbound',
      sender,
      channel: 'sms',
      content: `${sender} writes`,
      // A person's message here is written by the lead's owner.
      authorUserId: sender === 'agent' ? lead.assignedUserId : null,
      status,
      createdAt: when,
      sentAt: sender === 'customer' || status === 'queued' ? null : when,
    });
  return { lead, conversation, say };
}

/**
 * A store in Los Angeles (UTC-7 in June) and the week 2025-06-10 … 2025-06-16 there:
 * A (facebook) answered by the assistant after 5 s, booked by the assistant, showed, bought;
 * B (instagram) answered by a person after 2 h, handed over, one no-show and one cancelled appointment;
 * C (facebook) at 23:30 local on the 16th (the 17th in UTC), never answered;
 * D the next local day (outside); T a test lead with everything (left out).
 */
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
  const [row] = await db
    .insert(dealerships)
    .values({ name: 'Lakeside Auto Group Coastal', brand: 'other', timezone: 'America/Los_Angeles' })
    .returning();
  if (!row) throw new Error('no dealership');
  store = row.id;
  const person = (username: string) =>
    app.app.services.users.createUser({
      email: `${username}@test.example`,
      username,
      password: 'password-123',
      role: 'user',
      dealershipIds: [store],
    });
  const owners = { sam: await person('sam.seller'), tia: await person('tia.trainee') };

  const a = await addLead({
    name: 'Ava Assistant',
    status: 'closed',
    outcome: 'sold',
    assignedUserId: owners.sam.id,
    createdAt: at('2025-06-10T17:00:00Z'),
  });
  await a.say('ai', at('2025-06-10T17:00:05Z'));
  await a.say('customer', at('2025-06-11T18:00:00Z')); // answers the follow-up below
  const b = await addLead({
    name: 'Ben Human',
    source: 'instagram',
    status: 'appointment_scheduled',
    assignedUserId: owners.sam.id,
    createdAt: at('2025-06-10T18:00:00Z'),
  });
  await b.say('agent', at('2025-06-10T20:00:00Z'));
  await addLead({ name: 'Cal Late', assignedUserId: owners.tia.id, createdAt: at('2025-06-17T06:30:00Z') });
  const d = await addLead({ name: 'Dee Next', createdAt: at('2025-06-17T07:30:00Z') });
  await d.say('ai', at('2025-06-17T07:30:01Z'));
  const t = await addLead({
    name: 'Tess Test',
    isTest: true,
    status: 'closed',
    outcome: 'sold',
    createdAt: at('2025-06-10T19:00:00Z'),
  });
  await t.say('ai', at('2025-06-10T19:00:01Z'));
  await t.say('customer', at('2025-06-11T19:00:00Z'));

  const appointment = (
    leadId: number,
    scheduledAt: string,
    type: string,
    status: string,
    bookedBy = 'staff',
  ) => ({
    leadId,
    dealershipId: store,
    scheduledAt: at(scheduledAt),
    type,
    status,
    bookedBy,
  });
  await db
    .insert(appointments)
    .values([
      appointment(a.lead.id, '2025-06-12T22:00:00Z', 'test_drive', 'completed', 'assistant'),
      appointment(b.lead.id, '2025-06-13T17:00:00Z', 'sales_meeting', 'no_show'),
      appointment(b.lead.id, '2025-06-14T17:00:00Z', 'sales_meeting', 'cancelled'),
      appointment(t.lead.id, '2025-06-12T20:00:00Z', 'test_drive', 'completed', 'assistant'),
    ]);
  const step = (leadId: number, dueAt: string, status: string) => ({
    leadId,
    dealershipId: store,
    step: 1,
    channel: 'sms',
    message: 'Still interested?',
    dueAt: at(dueAt),
    status,
  });
  await db
    .insert(followUps)
    .values([
      step(a.lead.id, '2025-06-11T17:00:00Z', 'sent'),
      step(a.lead.id, '2025-06-12T17:00:00Z', 'pending'),
      step(b.lead.id, '2025-06-11T18:00:00Z', 'sent'),
      step(t.lead.id, '2025-06-11T18:00:00Z', 'sent'),
    ]);
  const handover = (x: typeof b, reason: string) => ({
    conversationId: x.conversation.id,
    reason,
    createdAt: at('2025-06-10T19:00:00Z'),
  });
  await db.insert(handovers).values([handover(b, 'person'), handover(t, 'complaint')]);
  await db.insert(optOuts).values({
    dealershipId: store,
    channel: 'sms',
    address: '+13105550100',
    createdAt: at('2025-06-11T00:00:00Z'),
  });
});

const WEEK = () => `from=2025-06-10&to=2025-06-16&dealershipId=${store}`;

describe('GET /api/reports on a known week', () => {
  it('measures speed to lead from the first message and the first human one', async () => {
    const { speedToLead, range } = await report(WEEK());
    expect(range).toEqual({ from: '2025-06-10', to: '2025-06-16', timeZone: 'America/Los_Angeles' });
    expect(speedToLead).toMatchObject({
      leads: 3,
      answered: 2,
      medianSeconds: 3602.5, // (5 + 7200) / 2
      p90Seconds: 6480.5, // 5 + 0.9 × (7200 − 5)
      within5MinPct: 33.3, // 1 of 3
      within1HourPct: 33.3,
      firstHumanMedianSeconds: 7200,
      unansweredCount: 1,
    });
    expect(speedToLead.unanswered.map((l) => l.name)).toEqual(['Cal Late']);
    const buckets = Object.fromEntries(speedToLead.distribution.map((d) => [d.bucket, d.count]));
    expect(buckets).toEqual({ '1m': 1, '5m': 0, '15m': 0, '1h': 0, '4h': 1, '24h': 0, later: 0 });
  });

  it('counts the funnel, each source and the store', async () => {
    const r = await report(WEEK());
    expect(r.funnel).toEqual([
      { stage: 'leads', count: 3, fromPrevious: null },
      { stage: 'contacted', count: 2, fromPrevious: 2 },
      { stage: 'appointment_set', count: 2, fromPrevious: 2 },
      { stage: 'appointment_shown', count: 1, fromPrevious: 1 },
      { stage: 'sold', count: 1, fromPrevious: 1 },
    ]);
    const steps = { contactedAndSet: 1, shownAndSold: 1 };
    expect(r.bySource).toEqual([
      { source: 'facebook', leads: 2, contacted: 1, appointments: 1, shown: 1, sold: 1, ...steps },
      {
        source: 'instagram',
        leads: 1,
        contacted: 1,
        appointments: 1,
        shown: 0,
        sold: 0,
        contactedAndSet: 1,
        shownAndSold: 0,
      },
    ]);
    expect(r.byStore).toEqual([
      {
        dealershipId: store,
        leads: 3,
        contacted: 2,
        appointments: 2,
        shown: 1,
        sold: 1,
        contactedAndSet: 2,
        shownAndSold: 1,
        medianSeconds: 3602.5,
      },
    ]);
  });

  it('counts how many of the step before reached each step: 2 sold, 1 of whom showed, is 1 of 1 showed', async () => {
    // Another week at the store. Pia: written to, test drive completed, bought. Quin: written to, bought without an
    // appointment. Rae: closed by hand as lost (unreachable), never written to, no appointment. Sol: walked in, booked by staff, never
    // contacted (status new, no message).
    const week = 'from=2025-07-07&to=2025-07-13';
    const pia = await addLead({
      name: 'Pia Showed',
      status: 'closed',
      outcome: 'sold',
      createdAt: at('2025-07-08T16:00:00Z'),
    });
    await pia.say('ai', at('2025-07-08T16:00:05Z'));
    const quin = await addLead({
      name: 'Quin Cash',
      status: 'closed',
      outcome: 'sold',
      createdAt: at('2025-07-08T17:00:00Z'),
    });
    await quin.say('ai', at('2025-07-08T17:00:05Z'));
    await addLead({
      name: 'Rae Phone',
      status: 'closed',
      outcome: 'lost',
      lostReason: 'unreachable',
      createdAt: at('2025-07-08T18:00:00Z'),
    });
    const sol = await addLead({ name: 'Sol Walk-in', createdAt: at('2025-07-08T19:00:00Z') });
    const visit = (leadId: number, status: string) => ({
      leadId,
      dealershipId: store,
      scheduledAt: at('2025-07-09T18:00:00Z'),
      type: 'test_drive',
      status,
    });
    await db.insert(appointments).values([visit(pia.lead.id, 'completed'), visit(sol.lead.id, 'scheduled')]);

    // By hand: 4 leads; contacted 3 (Pia, Quin, Rae) of 4; set 2 (Pia, Sol), of whom 1 was contacted (Pia); showed
    // 1 (Pia) of the 2 set; sold 2 (Rae was lost), of whom 1 showed (Pia): 1 of 1 showed, not 2.
    const r = await report(`${week}&dealershipId=${store}`);
    expect(r.funnel).toEqual([
      { stage: 'leads', count: 4, fromPrevious: null },
      { stage: 'contacted', count: 3, fromPrevious: 3 },
      { stage: 'appointment_set', count: 2, fromPrevious: 1 },
      { stage: 'appointment_shown', count: 1, fromPrevious: 1 },
      { stage: 'sold', count: 2, fromPrevious: 1 },
    ]);
    const figures = { leads: 4, contacted: 3, appointments: 2, shown: 1, sold: 2, contactedAndSet: 1 };
    expect(r.byStore).toEqual([
      { dealershipId: store, ...figures, shownAndSold: 1, medianSeconds: expect.any(Number) },
    ]);
    // Across stores in other zones the counts come from the leads themselves, not from lead_day_stats: the same.
    const across = await report(week);
    expect(across.byStore.find((s) => s.dealershipId === store)).toMatchObject({
      ...figures,
      shownAndSold: 1,
    });
  });

  it('counts appointments of the range with the show rate, per type and per booker', async () => {
    const { appointments: a } = await report(WEEK());
    expect(a).toEqual({
      set: 3,
      shown: 1,
      noShow: 1,
      cancelled: 1,
      showRate: 50, // 1 shown of 2 with an outcome
      byType: [
        { type: 'sales_meeting', set: 2, shown: 0 },
        { type: 'test_drive', set: 1, shown: 1 },
      ],
      byBooker: [
        { bookedBy: 'assistant', set: 1, shown: 1 },
        { bookedBy: 'staff', set: 2, shown: 0 },
      ],
    });
  });

  it("sums up the assistant's work", async () => {
    expect((await report(WEEK())).assistant).toEqual({
      handledAlone: 1,
      handovers: 1,
      handoverReasons: [
        { reason: 'person', count: 1 },
        { reason: 'complaint', count: 0 },
        { reason: 'unsure', count: 0 },
        { reason: 'staff', count: 0 },
      ],
      optOuts: 1,
      followUpsSent: 2,
      followUpsReplied: 1,
    });
  });

  it('sums up each salesperson by the leads they own', async () => {
    const rows = (await report(WEEK())).byUser.map(({ userId: _id, ...row }) => row);
    expect(rows).toEqual([
      // Sam's own first reply: Ben's after 2 h; Ava was answered by the assistant alone, not by Sam.
      { name: 'sam.seller', leads: 2, medianFirstResponseSeconds: 7200, appointments: 2, sold: 1 },
      { name: 'tia.trainee', leads: 1, medianFirstResponseSeconds: null, appointments: 0, sold: 0 },
    ]);
  });

  it("puts each lead on its day in the store's zone: 23:30 on the 16th is the 16th", async () => {
    const { series } = await report(WEEK());
    expect(series.interval).toBe('day');
    expect(series.points).toHaveLength(7);
    const day = (date: string) => series.points.find((p) => p.date === date);
    expect(day('2025-06-10')).toEqual({ date: '2025-06-10', leads: 2, appointments: 0 });
    expect(day('2025-06-12')).toEqual({ date: '2025-06-12', leads: 0, appointments: 1 });
    expect(day('2025-06-16')).toEqual({ date: '2025-06-16', leads: 1, appointments: 0 });
    const nextDay = await report(`from=2025-06-17&to=2025-06-17&dealershipId=${store}`);
    expect(nextDay.speedToLead.leads).toBe(1);
    expect(nextDay.speedToLead.medianSeconds).toBe(1);
  });

  it('charts per week beyond two months, Mondays first', async () => {
    const { series } = await report(`from=2025-04-01&to=2025-06-30&dealershipId=${store}`);
    expect(series.interval).toBe('week');
    expect(series.points[0]?.date).toBe('2025-03-31');
    expect(series.points.find((p) => p.date === '2025-06-09')).toEqual({
      date: '2025-06-09',
      leads: 2,
      appointments: 3,
    });
    expect(series.points.find((p) => p.date === '2025-06-16')?.leads).toBe(2);
  });
});

describe('GET /api/reports across stores', () => {
  it('adds up to the leads of the range, without test leads', async () => {
    const r = await report('from=2020-01-01&to=2020-12-31');
    // The stores keep different zones (Los Angeles among them): each is counted on its own days, no one zone named.
    expect(r.range.timeZone).toBeNull();
    const month = await report('from=2025-06-01&to=2025-06-30');
    const [expected] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM leads JOIN dealerships d ON d.id = leads.dealership_id WHERE NOT leads.is_test
        AND (leads.created_at AT TIME ZONE d.timezone)::date BETWEEN '2025-06-01' AND '2025-06-30'`,
    );
    expect(month.speedToLead.leads).toBe(expected?.n);
    expect(month.funnel[0]?.count).toBe(expected?.n);
    expect(month.bySource.reduce((sum, s) => sum + s.leads, 0)).toBe(expected?.n);
    expect(month.byStore.reduce((sum, s) => sum + s.leads, 0)).toBe(expected?.n);
    expect(r.speedToLead.leads).toBe(0);
    expect(r.speedToLead.medianSeconds).toBeNull();
    expect(r.speedToLead.within5MinPct).toBeNull();
    expect(r.appointments.showRate).toBeNull();
  });

  it("shows a user only their stores' figures", async () => {
    const mine = await report('from=2025-06-01&to=2025-06-30', chevyUser);
    expect(mine.byStore.map((s) => s.dealershipId)).not.toContain(store);
    expect((await get(`/api/reports?${WEEK()}`, chevyUser)).statusCode).toBe(404);
  });

  it.each([
    ['from=2025-06-10', 'to'],
    ['from=2025-6-1&to=2025-06-10', 'from'],
    ['from=2025-02-30&to=2025-03-10', 'from'],
    ['from=2025-06-10&to=2025-06-09', 'to'],
    ['from=2024-01-01&to=2025-06-10', 'to'],
    ['from=2025-06-01&to=2025-06-10&dealershipId=abc', 'dealershipId'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(`/api/reports?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('needs a session', async () => {
    expect((await get('/api/reports?from=2025-06-01&to=2025-06-10')).statusCode).toBe(401);
  });
});

describe('first responses kept on the lead', () => {
  it('counts a held-back SMS when it goes out, and an earlier answer by a person moves it earlier', async () => {
    const q = await addLead({ name: 'Quinn Quiet', createdAt: at('2025-06-20T05:00:00Z') });
    const [queued] = await q.say('ai', at('2025-06-20T05:00:02Z'), 'queued');
    const firstOf = async () => (await db.select().from(leads).where(sql`${leads.id} = ${q.lead.id}`))[0];
    expect((await firstOf())?.firstResponseAt).toBeNull();
    await recordDelivery(db, ALL_DEALERSHIPS, { messageId: queued?.id ?? 0, status: 'sent' });
    const [sent] = await db.select().from(messages).where(sql`${messages.id} = ${queued?.id}`);
    expect(sent?.sentAt).not.toBeNull();
    expect((await firstOf())?.firstResponseAt?.toISOString()).toBe(sent?.sentAt?.toISOString());
    expect((await firstOf())?.firstHumanResponseAt).toBeNull();

    await q.say('agent', at('2025-06-20T14:00:00Z'));
    expect((await firstOf())?.firstResponseAt?.toISOString()).toBe('2025-06-20T14:00:00.000Z');
    expect((await firstOf())?.firstHumanResponseAt?.toISOString()).toBe('2025-06-20T14:00:00.000Z');
  });
});
