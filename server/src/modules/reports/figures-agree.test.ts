import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import type { Report } from '@lead-manager/contracts/reports';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const { services } = app.app;

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (method: Method, url: string, cookie: string, payload?: object) => {
  const res = await app.app.inject({ method, url, headers: { cookie }, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

let admin: string;
let sam: string;
let store: number;
let samId: number;
const ids: Record<string, number> = {};

/**
 * A small store, built through the product: leads added with Add Lead, the assistant's messages sent by the
 * assistant service, Sam's replies through the conversation API, closes through the lead API. Then each lead's
 * arrival is moved back by a known wait, so every time below is known to the second:
 *
 * | lead | answered by                         | wait      | owner | ends      |
 * | Ava  | the assistant                       | 60 s      | –     | open      |
 * | Ben  | Sam                                 | 7,200 s   | Sam   | open      |
 * | Cal  | the assistant, then Sam             | 600 s     | Sam   | open      |
 * | Sol  | the assistant                       | 120 s     | –     | sold      |
 * | Lou  | nobody                              | –         | –     | lost      |
 * | Nia  | nobody                              | –         | –     | open      |
 * | Tess | the assistant and Sam (a test lead) | 30 s      | Sam   | sold      |
 */
beforeAll(async () => {
  admin = await app.adminCookie();
  const [row] = await db
    .insert(dealerships)
    .values({ name: 'Figures Motors', brand: 'other', timezone: 'America/New_York' })
    .returning();
  store = row?.id ?? 0;
  const user = await services.users.createUser({
    email: 'sam.figures@test.example',
    username: 'sam.login',
    name: 'Sam Seller',
    password: 'password-123',
    role: 'user',
    dealershipIds: [store],
  });
  samId = user.id;
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'sam.figures@test.example', password: 'password-123' },
  });
  sam = `lm_session=${login.cookies.find((c) => c.name === 'lm_session')?.value}`;

  // E-mail, so no store's quiet hours hold a message back whatever the hour the test runs.
  const add = async (name: string, owner?: number) => {
    const lead = await call('POST', '/api/leads', admin, {
      name,
      email: `${name.toLowerCase()}.figures@example.com`,
      vehicleInterest: 'Pickup',
      dealershipId: store,
    });
    if (owner) await call('PATCH', `/api/leads/${lead.id}`, admin, { assignedUserId: owner });
    ids[name] = lead.id;
    return lead.id as number;
  };
  // E-mails go out in their delivery jobs: each is delivered as its job would (workers are off here).
  const deliverQueued = async () => {
    const queued = await queryRows<{ id: number }>(
      db,
      sql`SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE c.dealership_id = ${store} AND m.direction = 'outbound'
          AND m.status NOT IN ('sent', 'delivered', 'logged') ORDER BY m.id`,
    );
    for (const { id } of queued) await services.conversations.deliverMessage(id);
  };
  const assistantWrites = async (leadId: number) => {
    const lead = await services.leads.getLead(ALL_DEALERSHIPS, leadId);
    await services.assistant.sendAsAssistant(lead, 'email', 'Hi!', {
      wrapSms: false,
      subject: 'Your pickup',
    });
    await deliverQueued();
  };
  const samWrites = async (leadId: number) => {
    const body = { channel: 'email', subject: 'Your pickup', message: 'Sam here.' };
    await call('POST', `/api/conversations/${leadId}/messages`, sam, body);
    await deliverQueued();
  };
  const arrivedSecondsAgo = (leadId: number, seconds: number) =>
    db
      .update(leads)
      .set({ createdAt: sql`${leads.firstResponseAt} - make_interval(secs => ${seconds})` })
      .where(eq(leads.id, leadId));

  await assistantWrites(await add('Ava'));
  await samWrites(await add('Ben', samId));
  const cal = await add('Cal', samId);
  await assistantWrites(cal);
  await samWrites(cal);
  await assistantWrites(await add('Sol'));
  await call('PATCH', `/api/leads/${ids.Sol}`, admin, { status: 'closed', outcome: 'sold' });
  await call('PATCH', `/api/leads/${await add('Lou')}`, admin, {
    status: 'closed',
    outcome: 'lost',
    lostReason: 'not_interested',
  });
  await add('Nia');
  const tess = await services.leads.createLead(
    ALL_DEALERSHIPS,
    { name: 'Tess Test', email: 'tess.figures@example.com', dealershipId: store, isTest: true },
    { firstContact: false },
  );
  ids.Tess = tess.id;
  await call('PATCH', `/api/leads/${tess.id}`, admin, { assignedUserId: samId });
  await assistantWrites(tess.id);
  await samWrites(tess.id);
  await call('PATCH', `/api/leads/${tess.id}`, admin, { status: 'closed', outcome: 'sold' });

  for (const [name, wait] of [
    ['Ava', 60],
    ['Ben', 7_200],
    ['Cal', 600],
    ['Sol', 120],
    ['Tess', 30],
  ] as const)
    await arrivedSecondsAgo(ids[name] ?? 0, wait);
  // Nobody wrote to Lou or Nia: they arrived an hour ago.
  await db
    .update(leads)
    .set({ createdAt: sql`now() - interval '1 hour'` })
    .where(sql`${leads.id} IN (${ids.Lou}, ${ids.Nia})`);
});

const report = (): Promise<Report> => {
  // Two days either side of today: the leads' arrivals (at most two hours ago) whatever the zone.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return call('GET', `/api/reports?from=${day(-2)}&to=${day(1)}&dealershipId=${store}&fresh=1`, admin);
};
const round = (seconds: number | null) => (seconds === null ? null : Math.round(seconds));

describe('one small store, counted by hand, agrees on every screen', () => {
  it('speed to lead: every lead counted, the assistant and a person apart, unanswered only while open', async () => {
    const { speedToLead: s } = await report();
    // 6 real leads (Tess is a test); answered: Ava, Ben, Cal, Sol; median of 60, 120, 600, 7,200 s = 360 s.
    expect(s.leads).toBe(6);
    expect(s.answered).toBe(4);
    expect(round(s.medianSeconds)).toBe(360);
    // The assistant wrote first to Ava (60), Sol (120) and Cal (600): median 120 s.
    expect(round(s.assistantMedianSeconds)).toBe(120);
    // A person wrote to Ben (7,200) and Cal (600): median 3,900 s.
    expect(round(s.firstHumanMedianSeconds)).toBe(3_900);
    // Not yet answered: Nia only (Lou is closed), 1 of 6 = 16.7%.
    expect(s.unansweredCount).toBe(1);
    expect(s.notYetAnsweredPct).toBe(16.7);
    expect(s.unanswered.map((l) => l.name)).toEqual(['Nia']);
  });

  it('by salesperson: Sam by name, with his own first replies, and his sale count', async () => {
    const { byUser } = await report();
    // Sam owns Ben and Cal (Tess is a test); his own replies waited 7,200 and 600 s: median 3,900 s, not Cal's 600 s
    // of the assistant.
    expect(
      byUser.map(({ userId: _id, ...row }) => ({ ...row, median: round(row.medianFirstResponseSeconds) })),
    ).toEqual([
      {
        name: 'Sam Seller',
        leads: 2,
        medianFirstResponseSeconds: expect.any(Number),
        median: 3_900,
        appointments: 0,
        sold: 0,
      },
    ]);
  });

  it('conversion counts sold only, the same on the dashboard and in the funnel', async () => {
    const r = await report();
    // Sold: Sol; Lou was lost. 1 of 6.
    expect(r.funnel.find((f) => f.stage === 'sold')?.count).toBe(1);
    const dashboard: DashboardStats = await call('GET', `/api/dashboard/stats/${store}`, admin);
    expect(dashboard.conversionRate).toBe(16.7);
  });

  it("sold and lost: Reports and the Leads page's Closed card say the same, lost by its reason", async () => {
    const r = await report();
    // Every lead of the store arrived in the range: Sol sold, Lou lost (not interested); Tess is a test.
    expect(r.outcomes.sold).toBe(1);
    expect(r.outcomes.lost).toBe(1);
    expect(r.outcomes.lostReasons.filter((x) => x.count > 0)).toEqual([
      { reason: 'not_interested', count: 1 },
    ]);
    const counts = await call('GET', `/api/leads/counts?dealershipId=${store}`, admin);
    expect({ sold: counts.sold, lost: counts.lost }).toEqual({
      sold: r.outcomes.sold,
      lost: r.outcomes.lost,
    });
  });

  it('hand-overs: Reports and AI Conversations count the same two conversations Sam took over', async () => {
    const r = await report();
    // Ben and Cal (Sam wrote in both; the assistant asked for no one): 2, reason "staff stepped in".
    expect(r.assistant.handovers).toBe(2);
    expect(r.assistant.handoverReasons.find((x) => x.reason === 'staff')?.count).toBe(2);
    // Answered by the assistant with nobody taking over: Ava and Sol.
    expect(r.assistant.handledAlone).toBe(2);
    const stats = await call('GET', `/api/conversations/stats?dealershipId=${store}`, admin);
    // Conversations: Ava, Ben, Cal, Sol (Tess's is a test's); the assistant wrote in Ava, Cal, Sol.
    expect(stats).toMatchObject({ total: 4, aiResponses: 3, agentTransfers: 2 });
  });

  it('test leads: out of the leads counts and lists, found by the Test filter alone', async () => {
    const counts = await call('GET', `/api/leads/counts?dealershipId=${store}`, admin);
    // Ava, Ben, Cal, Nia open; Sol closed sold and Lou lost: the Closed card's caption.
    expect(counts).toMatchObject({ all: 6, closed: 2, sold: 1, lost: 1 });
    const idsOf = (rows: { id: number; leadId?: number }[]) => rows.map((r) => r.leadId ?? r.id).sort();
    const real = ['Ava', 'Ben', 'Cal', 'Sol', 'Lou', 'Nia'].map((name) => ids[name]).sort();
    expect(idsOf(await call('GET', `/api/leads?dealershipId=${store}`, admin))).toEqual(real);
    const tests = await call('GET', `/api/leads?dealershipId=${store}&test=only`, admin);
    expect(idsOf(tests)).toEqual([ids.Tess]);
    // AI Conversations and the dashboard's active conversations list them without Tess's.
    const conversations = await call('GET', `/api/conversations?dealershipId=${store}`, admin);
    expect(idsOf(conversations)).toEqual([ids.Ava, ids.Ben, ids.Cal, ids.Sol].sort());
  });

  it('closing Nia as lost leaves the conversion alone, counts her lost and takes her off the unanswered', async () => {
    await call('PATCH', `/api/leads/${ids.Nia}`, admin, {
      status: 'closed',
      outcome: 'lost',
      lostReason: 'unreachable',
    });
    const dashboard: DashboardStats = await call('GET', `/api/dashboard/stats/${store}`, admin);
    expect(dashboard.conversionRate).toBe(16.7);
    const { speedToLead, funnel, outcomes } = await report();
    expect(funnel.find((f) => f.stage === 'sold')?.count).toBe(1);
    // Lost: Lou (not interested) and now Nia (unreachable), on Reports and on the Closed card alike.
    expect(outcomes.lost).toBe(2);
    expect(outcomes.lostReasons.filter((x) => x.count > 0)).toEqual([
      { reason: 'not_interested', count: 1 },
      { reason: 'unreachable', count: 1 },
    ]);
    const counts = await call('GET', `/api/leads/counts?dealershipId=${store}`, admin);
    expect(counts).toMatchObject({ closed: 3, sold: 1, lost: 2 });
    expect(speedToLead.unansweredCount).toBe(0);
    expect(speedToLead.notYetAnsweredPct).toBe(0);
  });
});
