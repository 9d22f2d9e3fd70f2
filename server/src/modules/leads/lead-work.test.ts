import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import type { Lead } from '@lead-manager/contracts/leads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { followUps } from '../conversations/conversations.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const { services } = app.app;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

async function person(role: 'user' | 'manager', email: string) {
  const user = await services.users.createUser({ email, password: 'password-123', role, dealershipIds: [2] });
  return { id: user.id, cookie: await app.login(email, 'password-123') };
}

const ana = await person('user', 'ana.work@store.example');
const mia = await person('manager', 'mia.work@store.example');
const admin = await app.adminCookie();

// Each lead its own person: Add Lead answers 409 to a phone the dealership already has.
let people = 0;
async function addLead(name: string): Promise<Lead> {
  const res = await call('POST', '/api/leads', mia.cookie, {
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    phone: `+151255501${String(70 + ++people)}`,
    vehicleInterest: 'Santa Fe',
    dealershipId: 2,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('working a lead from its details', () => {
  it('status change, note and assignment appear in the timeline (newest first) and the audit log', async () => {
    const lead = await addLead('Tim Line');
    expect(
      (await call('PATCH', `/api/leads/${lead.id}`, mia.cookie, { assignedUserId: ana.id })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/leads/${lead.id}`, ana.cookie, { status: 'contacted' })).statusCode,
    ).toBe(200);
    const note = await call('POST', `/api/leads/${lead.id}/notes`, ana.cookie, {
      body: 'Wants the hybrid, calls back Friday',
    });
    expect(note.json()).toMatchObject({
      body: 'Wants the hybrid, calls back Friday',
      authorName: 'ana.work',
    });

    const activity = (
      await call('GET', `/api/leads/${lead.id}/activity`, ana.cookie)
    ).json() as LeadActivity[];
    expect(activity.map((a) => a.kind)).toEqual(['note', 'status_changed', 'assigned', 'created']);
    expect(activity[1]).toMatchObject({
      kind: 'status_changed',
      details: { from: 'new', to: 'contacted' },
      actorName: 'ana.work',
    });
    expect(activity[2]).toMatchObject({
      kind: 'assigned',
      details: { ownerId: ana.id, ownerName: 'ana.work', reason: 'manual' },
      actorName: 'mia.work',
    });
    expect(activity[3]).toMatchObject({ kind: 'created', details: { source: 'facebook' }, actorName: null });
    const times = activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);

    const notes = (await call('GET', `/api/leads/${lead.id}/notes`, mia.cookie)).json();
    expect(notes).toHaveLength(1);

    const audit = await call('GET', `/api/audit?entityType=lead&entityId=${lead.id}`, admin);
    const actions = (audit.json().items as { action: string; actorUserId: number; details: object }[]).map(
      (e) => [e.action, e.actorUserId, e.details],
    );
    expect(actions).toContainEqual([
      'lead.owner_changed',
      mia.id,
      { from: null, to: ana.id, reason: 'manual' },
    ]);
    expect(actions).toContainEqual(['lead.status_changed', ana.id, { from: 'new', to: 'contacted' }]);
  });

  it('edits contact details with a 400 naming the field, and keeps the lead whole on bad input', async () => {
    const lead = await addLead('Eddie Tor');
    const bad = await call('PATCH', `/api/leads/${lead.id}`, ana.cookie, {
      email: 'not-an-email',
      status: 'won',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'status']);
    const ok = await call('PATCH', `/api/leads/${lead.id}`, ana.cookie, {
      phone: '(512) 555-0142',
      vehicleInterest: 'Ioniq 5',
      notes: 'Prefers texts',
    });
    expect(ok.json()).toMatchObject({
      phone: '+15125550142',
      vehicleInterest: 'Ioniq 5',
      notes: 'Prefers texts',
    });
    const empty = await call('POST', `/api/leads/${lead.id}/notes`, ana.cookie, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('body');
  });

  it('closing a lead cancels its pending follow-ups', async () => {
    const lead = await addLead('Clo Sing');
    await db.insert(followUps).values({
      leadId: lead.id,
      dealershipId: 2,
      step: 1,
      channel: 'sms',
      message: 'Still interested?',
      dueAt: new Date(Date.now() + 86_400_000),
    });
    await call('PATCH', `/api/leads/${lead.id}`, ana.cookie, { status: 'closed', outcome: 'sold' });
    const rows = await db.select().from(followUps).where(eq(followUps.leadId, lead.id));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('deletes for admins only, recorded in the audit log', async () => {
    const lead = await addLead('Del Ete');
    expect((await call('DELETE', `/api/leads/${lead.id}`, mia.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/leads/${lead.id}`, admin)).statusCode).toBe(204);
    const audit = await call('GET', `/api/audit?action=lead.deleted&entityId=${lead.id}`, admin);
    expect(audit.json().items).toHaveLength(1);
  });
});
