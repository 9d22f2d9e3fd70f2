import type { Lead } from '@lead-manager/contracts/leads';
import type { NotificationList } from '@lead-manager/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { users } from '../users/users.tables';
import { PICK_UP_SHARE_WITHOUT_CAP } from './next-assignee';

// Driven by hand: the sweep and the intake announcement run when the test calls them.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const services = app.app.services;

let storeCount = 0;
/** A store of its own per test, with two salespeople and a manager, as a real store has. */
async function newStore(rule: {
  mode: string;
  maxOpenLeads?: number | null;
  responseWindowMinutes?: number;
}) {
  storeCount += 1;
  const [store] = await db
    .insert(dealerships)
    .values({ name: `Lakeside Auto Group Test ${storeCount}`, brand: `test${storeCount}` })
    .returning();
  if (!store) throw new Error('no store');
  const person = async (role: 'user' | 'manager', name: string) => {
    const email = `${name}${storeCount}@store.example`;
    const user = await services.users.createUser({
      email,
      password: 'password-123',
      role,
      dealershipIds: [store.id],
    });
    return { id: user.id, cookie: await app.login(email, 'password-123') };
  };
  const ana = await person('user', 'ana');
  const ben = await person('user', 'ben');
  const mia = await person('manager', 'mia');
  const admin = await app.adminCookie();
  const res = await call('PATCH', `/api/dealerships/${store.id}/assignment`, mia.cookie, rule);
  expect(res.statusCode).toBe(200);
  return { id: store.id, ana, ben, mia, admin };
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

const onFloor = async (who: { cookie: string }, available = true) => {
  const res = await call('PATCH', '/api/users/me/availability', who.cookie, { available });
  expect(res.json()).toEqual({ available });
};

let leadNo = 0;
async function addLead(storeId: number, cookie: string): Promise<Lead> {
  leadNo += 1;
  const res = await call('POST', '/api/leads', cookie, {
    name: `Walk In ${leadNo}`,
    email: `walkin${leadNo}@example.com`,
    phone: `+1512555${String(2000 + leadNo).padStart(4, '0')}`,
    vehicleInterest: 'Tucson',
    dealershipId: storeId,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const notificationsOf = async (cookie: string): Promise<NotificationList> =>
  (await call('GET', '/api/notifications', cookie)).json();
/** The titles and bodies a person's bell shows about one lead, newest first. */
const noticesAbout = async (cookie: string, leadId: number) =>
  (await notificationsOf(cookie)).notifications
    .filter((n) => n.leadId === leadId)
    .map(({ kind, title, body }) => ({ kind, title, body }));
/** How a notice names a lead of `addLead` at the store made `storeNo`-th: customer, vehicle and store. */
const whoOf = (lead: Lead, storeNo: number) => `${lead.name} (Tucson, Test ${storeNo})`;
const replyInTime = 'Reply before the store’s response window ends.';

describe('assignment at intake', () => {
  it('round robin over two people on the floor splits four new leads two and two, in turn', async () => {
    const store = await newStore({ mode: 'round_robin' });
    await onFloor(store.ana);
    await onFloor(store.ben);
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await addLead(store.id, store.admin));
    const owners = made.map((l) => l.assignedUserId);
    expect(owners.filter((o) => o === store.ana.id)).toHaveLength(2);
    expect(owners.filter((o) => o === store.ben.id)).toHaveLength(2);
    expect(owners[0]).not.toBe(owners[1]);
    expect(made[0]?.assignedUserName).toMatch(/^(ana|ben)\d+$/);

    // The owner hears of it once the intake is announced.
    await services.leadAssignment.announceIntakeAssignments();
    const anaNotices = await notificationsOf(store.ana.cookie);
    expect(anaNotices.unreadCount).toBe(2);
    expect(anaNotices.notifications.every((n) => n.kind === 'lead_assigned')).toBe(true);
  });

  it('nobody off the floor gets one, and with nobody on the floor the lead waits unassigned', async () => {
    const store = await newStore({ mode: 'round_robin' });
    const waiting = await addLead(store.id, store.admin);
    expect(waiting.assignedUserId).toBeNull();
    await onFloor(store.ana);
    // Coming on the floor picked the waiting lead up.
    const picked = (await call('GET', `/api/leads/${waiting.id}`, store.ana.cookie)).json() as Lead;
    expect(picked.assignedUserId).toBe(store.ana.id);
    for (let i = 0; i < 3; i += 1) {
      expect((await addLead(store.id, store.admin)).assignedUserId).toBe(store.ana.id);
    }
  });

  it('never chooses a deactivated person, even one left on the floor', async () => {
    const store = await newStore({ mode: 'round_robin' });
    await onFloor(store.ana);
    await onFloor(store.ben);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, store.ana.id));
    for (let i = 0; i < 2; i += 1)
      expect((await addLead(store.id, store.admin)).assignedUserId).toBe(store.ben.id);
  });

  it('respects the cap of open leads each', async () => {
    const store = await newStore({ mode: 'round_robin', maxOpenLeads: 1 });
    await onFloor(store.ana);
    await onFloor(store.ben);
    const owners = [];
    for (let i = 0; i < 3; i += 1) owners.push((await addLead(store.id, store.admin)).assignedUserId);
    expect(owners.slice(0, 2).sort()).toEqual([store.ana.id, store.ben.id].sort());
    expect(owners[2]).toBeNull();
  });

  it('balanced gives the lead to whoever has the fewest open leads', async () => {
    const store = await newStore({ mode: 'manual' });
    await onFloor(store.ana);
    await onFloor(store.ben);
    // Ana already works two open leads and a closed one; Ben one.
    for (const [who, status] of [
      [store.ana, 'new'],
      [store.ana, 'contacted'],
      [store.ana, 'closed'],
      [store.ben, 'new'],
    ] as const) {
      const lead = await addLead(store.id, store.admin);
      await db.update(leads).set({ assignedUserId: who.id, status }).where(eq(leads.id, lead.id));
    }
    await call('PATCH', `/api/dealerships/${store.id}/assignment`, store.mia.cookie, { mode: 'balanced' });
    expect((await addLead(store.id, store.admin)).assignedUserId).toBe(store.ben.id);
    // Now level at two each: the tie goes to the first in line, then Ben is ahead again.
    expect((await addLead(store.id, store.admin)).assignedUserId).toBe(store.ana.id);
    expect((await addLead(store.id, store.admin)).assignedUserId).toBe(store.ben.id);
  });

  it('assigns leads from the public capture form too', async () => {
    const store = await newStore({ mode: 'round_robin' });
    await onFloor(store.ben);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        name: 'Form Filler',
        email: 'form.filler@example.com',
        phone: '512-555-0188',
        source: 'website',
        dealershipBrand: `test${storeCount}`,
      },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    const lead = (await call('GET', `/api/leads/${res.json().leadId}`, store.admin)).json() as Lead;
    expect(lead.assignedUserId).toBe(store.ben.id);
  });

  it('unassigned leads are picked up oldest first when someone comes on the floor', async () => {
    const store = await newStore({ mode: 'round_robin', maxOpenLeads: 2 });
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await addLead(store.id, store.admin));
    // Made a minute apart, newest first by id order reversed: the pick-up must follow creation time, not ids.
    const minutesAgo = [10, 30, 20];
    for (const [i, lead] of made.entries()) {
      await db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - (minutesAgo[i] ?? 0) * 60_000) })
        .where(eq(leads.id, lead.id));
    }
    const byAge = [made[1], made[2], made[0]] as Lead[];
    await onFloor(store.ben);
    const mine = (await call('GET', '/api/leads?assignedUserId=me', store.ben.cookie)).json() as Lead[];
    expect(mine.map((l) => l.id).sort()).toEqual(
      byAge
        .slice(0, 2)
        .map((l) => l.id)
        .sort(),
    );
    const waiting = (
      await call('GET', `/api/leads?assignedUserId=none&dealershipId=${store.id}`, store.ben.cookie)
    ).json() as Lead[];
    expect(waiting.map((l) => l.id)).toEqual([byAge[2]?.id]);
  });
  it('coming on the floor takes a share of the oldest new, unanswered leads, never booked or answered ones', async () => {
    const store = await newStore({ mode: 'round_robin' });
    const made: Lead[] = [];
    for (let i = 0; i < 9; i += 1) made.push(await addLead(store.id, store.admin));
    for (const [i, lead] of made.entries()) {
      await db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - (100 - i) * 60_000) })
        .where(eq(leads.id, lead.id));
    }
    // The two oldest are someone's work already: one booked, one answered by a person.
    const [booked, answered] = made as [Lead, Lead];
    expect(
      (await call('PATCH', `/api/leads/${booked.id}`, store.admin, { status: 'appointment_scheduled' }))
        .statusCode,
    ).toBe(200);
    const reply = await call('POST', `/api/conversations/${answered.id}/messages`, store.mia.cookie, {
      message: 'Hi, this is Mia from the store',
      channel: 'sms',
    });
    expect(reply.statusCode).toBe(201);
    // Still queued (workers are off here, and it may be quiet hours): a person wrote all the same.

    await onFloor(store.ben);
    const mine = (await call('GET', '/api/leads?assignedUserId=me', store.ben.cookie)).json() as Lead[];
    expect(mine.map((l) => l.id).sort((a, b) => a - b)).toEqual(
      made.slice(2, 2 + PICK_UP_SHARE_WITHOUT_CAP).map((l) => l.id),
    );
    const told = (await notificationsOf(store.ben.cookie)).notifications.filter(
      (n) => n.kind === 'lead_assigned',
    );
    expect(told).toHaveLength(PICK_UP_SHARE_WITHOUT_CAP);
    const waiting = (
      await call('GET', `/api/leads?assignedUserId=none&dealershipId=${store.id}`, store.admin)
    ).json() as Lead[];
    expect(waiting.map((l) => l.id).sort((a, b) => a - b)).toEqual(
      [booked.id, answered.id, ...made.slice(2 + PICK_UP_SHARE_WITHOUT_CAP).map((l) => l.id)].sort(
        (a, b) => a - b,
      ),
    );
  });
});

describe('the response window', () => {
  it('offers an untouched lead to the next person on the floor and tells the manager', async () => {
    const store = await newStore({ mode: 'round_robin', responseWindowMinutes: 5 });
    await onFloor(store.ana);
    const lead = await addLead(store.id, store.admin);
    const n = storeCount;
    expect(lead.assignedUserId).toBe(store.ana.id);
    await onFloor(store.ben);
    // Nothing is due while the window is open.
    expect(await services.leadAssignment.reofferOverdue()).toEqual([]);
    await db.execute(sql`UPDATE leads SET assigned_at = now() - interval '6 minutes' WHERE id = ${lead.id}`);
    const overdue = await services.leadAssignment.reofferOverdue();
    expect(overdue).toEqual([
      {
        leadId: lead.id,
        dealershipId: store.id,
        ownerId: store.ana.id,
        assignedAt: expect.any(Date),
        newOwnerId: store.ben.id,
      },
    ]);
    const now = (await call('GET', `/api/leads/${lead.id}`, store.admin)).json() as Lead;
    expect(now.assignedUserId).toBe(store.ben.id);
    const managerNotices = await notificationsOf(store.mia.cookie);
    const alert = managerNotices.notifications.find((n) => n.kind === 'response_overdue');
    expect(alert?.leadId).toBe(lead.id);
    // Who had it and for how long, so the manager can act on it.
    expect(alert?.body).toMatch(/^ana\d+ had it 6 min without acting; it was offered to the next person\.$/);
    // The rule's new owner gets today's words; the previous owner hears the lead went on, with no reply line.
    expect(await noticesAbout(store.ben.cookie, lead.id)).toEqual([
      { kind: 'lead_assigned', title: `${whoOf(lead, n)} is yours`, body: replyInTime },
    ]);
    expect((await noticesAbout(store.ana.cookie, lead.id))[0]).toEqual({
      kind: 'lead_assigned',
      title: `${whoOf(lead, n)} was offered to ben${n}`,
      body: 'The store’s response window ended before you acted; it is no longer yours.',
    });
    // Once told, not again for the same assignment.
    expect(await services.leadAssignment.reofferOverdue()).toEqual([]);
  });

  it('an owner who texted the customer in time is not reported, even though the assistant spoke first', async () => {
    const store = await newStore({ mode: 'round_robin', responseWindowMinutes: 5 });
    await onFloor(store.ana);
    const lead = await addLead(store.id, store.admin);
    expect(lead.assignedUserId).toBe(store.ana.id);
    const reply = await call('POST', `/api/conversations/${lead.id}/messages`, store.ana.cookie, {
      message: 'Hi! Ana here, when can you come by?',
      channel: 'sms',
    });
    expect(reply.statusCode).toBe(201);
    await db.execute(sql`UPDATE leads SET assigned_at = now() - interval '6 minutes' WHERE id = ${lead.id}`);
    expect(await services.leadAssignment.reofferOverdue()).toEqual([]);
    expect((await notificationsOf(store.mia.cookie)).notifications.map((n) => n.kind)).not.toContain(
      'response_overdue',
    );
  });

  it('a lead whose owner acted is not re-offered', async () => {
    const store = await newStore({ mode: 'round_robin', responseWindowMinutes: 5 });
    await onFloor(store.ana);
    await onFloor(store.ben);
    const lead = await addLead(store.id, store.admin);
    const owner = lead.assignedUserId === store.ana.id ? store.ana : store.ben;
    const note = await call('POST', `/api/leads/${lead.id}/notes`, owner.cookie, {
      body: 'Called, left a voicemail',
    });
    expect(note.statusCode).toBe(201);
    await db.execute(sql`UPDATE leads SET assigned_at = now() - interval '6 minutes' WHERE id = ${lead.id}`);
    expect(await services.leadAssignment.reofferOverdue()).toEqual([]);
  });
});

describe('owners', () => {
  it('filters by assignedUserId=me, none and an id', async () => {
    const store = await newStore({ mode: 'manual' });
    const a = await addLead(store.id, store.admin);
    const b = await addLead(store.id, store.admin);
    expect(
      (await call('PATCH', `/api/leads/${a.id}`, store.mia.cookie, { assignedUserId: store.ana.id }))
        .statusCode,
    ).toBe(200);
    const ids = async (query: string, cookie: string) =>
      ((await call('GET', `/api/leads?dealershipId=${store.id}&${query}`, cookie)).json() as Lead[]).map(
        (l) => l.id,
      );
    expect(await ids('assignedUserId=me', store.ana.cookie)).toEqual([a.id]);
    expect(await ids(`assignedUserId=${store.ana.id}`, store.mia.cookie)).toEqual([a.id]);
    expect(await ids('assignedUserId=none', store.mia.cookie)).toEqual([b.id]);
    expect(await ids('assignedUserId=me', store.ben.cookie)).toEqual([]);
    const bad = await call('GET', '/api/leads?assignedUserId=someone', store.mia.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('a salesperson takes an unassigned lead for themself but cannot move anyone else’s', async () => {
    const store = await newStore({ mode: 'manual' });
    const n = storeCount;
    const lead = await addLead(store.id, store.admin);
    const take = await call('PATCH', `/api/leads/${lead.id}`, store.ben.cookie, {
      assignedUserId: store.ben.id,
    });
    expect(take.json()).toMatchObject({ assignedUserId: store.ben.id, assignedUserName: `ben${storeCount}` });
    const steal = await call('PATCH', `/api/leads/${lead.id}`, store.ana.cookie, {
      assignedUserId: store.ana.id,
    });
    expect(steal.statusCode).toBe(403);
    const outsider = await call('PATCH', `/api/leads/${lead.id}`, store.mia.cookie, {
      assignedUserId: 999999,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0].path).toBe('assignedUserId');
    const moved = await call('PATCH', `/api/leads/${lead.id}`, store.mia.cookie, {
      assignedUserId: store.ana.id,
    });
    expect(moved.json().assignedUserId).toBe(store.ana.id);
    // Ana was told who gave it; Ben heard nothing when he took it himself, and now hears where it went.
    expect(await noticesAbout(store.ana.cookie, lead.id)).toEqual([
      { kind: 'lead_assigned', title: `mia${n} gave you ${whoOf(lead, n)}`, body: replyInTime },
    ]);
    expect(await noticesAbout(store.ben.cookie, lead.id)).toEqual([
      {
        kind: 'lead_assigned',
        title: `${whoOf(lead, n)} was moved to ana${n} by mia${n}`,
        body: 'It is no longer yours.',
      },
    ]);
  });

  it('a manager’s move tells the new owner who gave it and the previous owner where it went, never the manager', async () => {
    const store = await newStore({ mode: 'manual' });
    const n = storeCount;
    const lead = await addLead(store.id, store.admin);
    const who = whoOf(lead, n);
    const move = (cookie: string, assignedUserId: number | null) =>
      call('PATCH', `/api/leads/${lead.id}`, cookie, { assignedUserId });
    expect((await move(store.mia.cookie, store.ana.id)).statusCode).toBe(200);
    expect((await move(store.mia.cookie, store.ben.id)).statusCode).toBe(200);

    expect(await noticesAbout(store.ben.cookie, lead.id)).toEqual([
      { kind: 'lead_assigned', title: `mia${n} gave you ${who}`, body: replyInTime },
    ]);
    expect((await noticesAbout(store.ana.cookie, lead.id))[0]).toEqual({
      kind: 'lead_assigned',
      title: `${who} was moved to ben${n} by mia${n}`,
      body: 'It is no longer yours.',
    });
    // The manager made the changes: nothing about them in her own bell.
    expect(await noticesAbout(store.mia.cookie, lead.id)).toEqual([]);
    // Each notice opens the lead's page: it carries the lead's id.
    const bell = (await notificationsOf(store.ana.cookie)).notifications;
    expect(bell.filter((notice) => notice.title.startsWith(who)).map((notice) => notice.leadId)).toEqual([
      lead.id,
    ]);

    // A manager taking the lead for herself: Ben hears she took it; she hears nothing.
    expect((await move(store.mia.cookie, store.mia.id)).statusCode).toBe(200);
    expect((await noticesAbout(store.ben.cookie, lead.id))[0]).toEqual({
      kind: 'lead_assigned',
      title: `${who} was taken by mia${n}`,
      body: 'It is no longer yours.',
    });
    expect(await noticesAbout(store.mia.cookie, lead.id)).toEqual([]);
    // An admin leaving it to nobody: the manager, its owner until then, is told who did it.
    expect((await move(store.admin, store.ana.id)).statusCode).toBe(200);
    expect((await move(store.admin, null)).statusCode).toBe(200);
    const [unassigned] = await noticesAbout(store.ana.cookie, lead.id);
    expect(unassigned?.title).toMatch(/ was unassigned from you by \S/);
    expect(unassigned?.title.startsWith(who)).toBe(true);
    expect(unassigned?.body).toBe('It waits for a new owner.');
    // The admin's gift to Ana named the admin, and the manager heard the lead went to Ana.
    expect((await noticesAbout(store.ana.cookie, lead.id))[1]?.title).toMatch(/^\S.* gave you /);
    expect((await noticesAbout(store.mia.cookie, lead.id))[0]?.title).toMatch(
      new RegExp(`was moved to ana${n} by `),
    );
  });

  it('only managers and admins change the rule, with clear errors', async () => {
    const store = await newStore({ mode: 'manual' });
    expect(
      (await call('PATCH', `/api/dealerships/${store.id}/assignment`, store.ana.cookie, { mode: 'balanced' }))
        .statusCode,
    ).toBe(403);
    const bad = await call('PATCH', `/api/dealerships/${store.id}/assignment`, store.mia.cookie, {
      mode: 'lottery',
      maxOpenLeads: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['maxOpenLeads', 'mode']);
    expect((await call('GET', `/api/dealerships/1/assignment`, store.mia.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/dealerships/${store.id}/assignment`, store.ana.cookie)).json()).toEqual({
      dealershipId: store.id,
      mode: 'manual',
      maxOpenLeads: null,
      responseWindowMinutes: 15,
    });
  });
});
