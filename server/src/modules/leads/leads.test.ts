import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { appointments } from '../appointments/appointments.tables';
import { conversations, messages } from '../conversations/conversations.tables';
import { storeMessages } from '../conversations/messages-test-kit';
import { leads } from './leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
let received: RealtimeEvent[] = [];
const unsubscribe = app.events.subscribe((e) => received.push(e));
afterAll(unsubscribe);

/**
 * On PostgreSQL events come back through LISTEN, a moment after publish. A marker published now arrives after
 * everything published before it, so waiting for it means every earlier event has been received.
 */
let markers = 0;
const isMarker = (e: RealtimeEvent, id?: number) =>
  e.type === 'LEAD_UPDATED' && e.data.dealershipId === -1 && (id === undefined || e.data.id === id);
const eventsSoFar = async (): Promise<RealtimeEvent[]> => {
  const id = -++markers;
  await app.events.publish({ type: 'LEAD_UPDATED', data: { id, dealershipId: -1 } });
  for (let i = 0; i < 250 && !received.some((e) => isMarker(e, id)); i++)
    await new Promise((r) => setTimeout(r, 20));
  return received.filter((e) => !isMarker(e));
};
const clearEvents = async () => {
  await eventsSoFar();
  received = [];
};

let admin: string;
let chevyUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
});

// Each lead its own person: Add Lead answers 409 to a phone or email the dealership already has.
let person = 0;
const newLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Driver',
  email: `Dana.Driver${++person}@Example.COM`,
  phone: `(512) 555-${String(1000 + person)}`,
  source: 'instagram' as const,
  vehicleInterest: '2025 Chevrolet Tahoe',
  dealershipId: 1,
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const createLead = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/leads', admin, newLead(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
};

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n;

describe('POST /api/leads', () => {
  it('creates a lead with the phone in E.164 and the email lower-cased, and announces NEW_LEAD', async () => {
    await clearEvents();
    const res = await call(
      'POST',
      '/api/leads',
      chevyUser,
      newLead({ email: 'Dana.Driver@Example.COM', phone: '(512) 555-0142' }),
    );
    expect(res.statusCode).toBe(201);
    const lead = res.json();
    expect(lead).toMatchObject({
      name: 'Dana Driver',
      email: 'dana.driver@example.com',
      phone: '+15125550142',
      source: 'instagram',
      status: 'new',
      score: 0,
      notes: null,
      priority: false,
      isTest: false,
      dealershipId: 1,
    });
    expect(new Date(lead.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await eventsSoFar()).toContainEqual({
      type: 'NEW_LEAD',
      data: { id: lead.id, name: 'Dana Driver', vehicleInterest: '2025 Chevrolet Tahoe', dealershipId: 1 },
    });
  });

  it('names every bad field, writes nothing and announces nothing', async () => {
    const before = await leadCount();
    await clearEvents();
    const res = await call('POST', '/api/leads', admin, {
      ...newLead({ email: 'not-an-email', source: 'fax' }),
      name: '  ',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'source']));
    expect(await leadCount()).toBe(before);
    expect(await eventsSoFar()).toEqual([]);
  });

  it('rejects a phone number that cannot be read, with the path phone', async () => {
    const before = await leadCount();
    await clearEvents();
    const res = await call('POST', '/api/leads', admin, newLead({ phone: 'call me maybe' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'phone', message: expect.stringContaining('phone') }]);
    expect(await leadCount()).toBe(before);
    expect(await eventsSoFar()).toEqual([]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JSON/);
  });

  it('refuses a dealership outside the scope, or one that does not exist, as 404', async () => {
    const before = await leadCount();
    expect((await call('POST', '/api/leads', chevyUser, newLead({ dealershipId: 2 }))).statusCode).toBe(404);
    expect((await call('POST', '/api/leads', admin, newLead({ dealershipId: 999 }))).statusCode).toBe(404);
    expect(await leadCount()).toBe(before);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/leads', undefined, newLead())).statusCode).toBe(401);
  });
});

describe('GET /api/leads/:id', () => {
  it('returns the lead', async () => {
    const lead = await createLead();
    const res = await call('GET', `/api/leads/${lead.id}`, chevyUser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(lead);
  });

  it('answers 404 for an unknown id or another dealership, 400 for a non-numeric id, 401 without a session', async () => {
    const other = await createLead({ dealershipId: 2 });
    expect((await call('GET', '/api/leads/99999999', admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/leads/${other.id}`, chevyUser)).statusCode).toBe(404);
    const bad = await call('GET', '/api/leads/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('id');
    expect((await call('GET', `/api/leads/${other.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/leads/:id', () => {
  it('changes only the fields sent, normalises phone and email, bumps updatedAt and announces LEAD_UPDATED', async () => {
    const lead = await createLead();
    await clearEvents();
    const res = await call('PATCH', `/api/leads/${lead.id}`, chevyUser, {
      status: 'qualified',
      phone: '+1 (512) 555-0199',
      email: 'NEW@Example.com',
      score: 80,
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      ...lead,
      status: 'qualified',
      phone: '+15125550199',
      email: 'new@example.com',
      score: 80,
      updatedAt: expect.any(String),
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(lead.updatedAt).getTime());
    expect(await eventsSoFar()).toContainEqual({
      type: 'LEAD_UPDATED',
      data: { id: lead.id, dealershipId: 1 },
    });
  });

  it("sets the lead's language, kept as staff's choice; an unknown one is a 400 naming the field", async () => {
    const lead = await createLead();
    expect(lead).toMatchObject({ language: 'en', languageSource: 'default' });
    const res = await call('PATCH', `/api/leads/${lead.id}`, chevyUser, { language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'fr', languageSource: 'staff' });
    // A language decided from the lead as it was before staff chose no longer changes it.
    expect(await app.app.services.leads.noteWrittenLanguage(lead, 'es')).toBeUndefined();
    const bad = await call('PATCH', `/api/leads/${lead.id}`, chevyUser, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'language', message: 'language must be one of en, es, fr' }]);
    expect((await call('GET', `/api/leads/${lead.id}`, chevyUser)).json().language).toBe('fr');
  });

  it('clears nullable fields', async () => {
    const lead = await createLead({ notes: 'call after 5' });
    const res = await call('PATCH', `/api/leads/${lead.id}`, admin, { notes: null, phone: null });
    expect(res.json()).toMatchObject({ notes: null, phone: null });
  });

  it('names bad fields and changes nothing', async () => {
    const lead = await createLead();
    const res = await call('PATCH', `/api/leads/${lead.id}`, admin, { status: 'won', score: 101 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['score', 'status']);
    const badPhone = await call('PATCH', `/api/leads/${lead.id}`, admin, { name: 'Changed', phone: 'nope' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('phone');
    expect((await call('GET', `/api/leads/${lead.id}`, admin)).json()).toEqual(lead);
  });

  it('answers 404 for another dealership (leaving the lead alone), 400 for a non-numeric id, 401 without a session', async () => {
    const other = await createLead({ dealershipId: 2 });
    expect(
      (await call('PATCH', `/api/leads/${other.id}`, chevyUser, { status: 'closed', outcome: 'sold' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/leads/${other.id}`, admin)).json().status).toBe('new');
    expect(
      (await call('PATCH', '/api/leads/99999999', admin, { status: 'closed', outcome: 'sold' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/leads/1.5', admin, { status: 'closed', outcome: 'sold' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/leads/${other.id}`, undefined, { status: 'closed', outcome: 'sold' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/leads/:id', () => {
  it('deletes the lead with its conversations, messages and appointments', async () => {
    const lead = await createLead();
    const [conversation] = await db
      .insert(conversations)
      .values({ leadId: lead.id, dealershipId: 1, channel: 'sms' })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await storeMessages(db, {
      conversationId: conversation.id,
      direction: 'inbound',
      sender: 'customer',
      channel: 'sms',
      content: 'Is it still available?',
      status: 'received',
    });
    await db.insert(appointments).values({ leadId: lead.id, dealershipId: 1, scheduledAt: new Date() });

    // Admins only: the store's salesperson may not.
    expect((await call('DELETE', `/api/leads/${lead.id}`, chevyUser)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/leads/${lead.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/api/leads/${lead.id}`, admin)).statusCode).toBe(404);
    expect(await db.select().from(conversations).where(eq(conversations.leadId, lead.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual([]);
    expect(await db.select().from(appointments).where(eq(appointments.leadId, lead.id))).toEqual([]);
  });

  it('answers 403 to a non-admin (keeping the lead), 404 for none, 400 for a non-numeric id, 401 without a session', async () => {
    const other = await createLead({ dealershipId: 2 });
    expect((await call('DELETE', `/api/leads/${other.id}`, chevyUser)).statusCode).toBe(403);
    expect((await call('GET', `/api/leads/${other.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/leads/99999999', admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/leads/x', admin)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/leads/${other.id}`)).statusCode).toBe(401);
  });
});

describe('the leads service for other modules', () => {
  const chevyScope = { all: false, dealershipIds: [1] } as const;

  it('getLead returns the row or throws 404 outside the scope', async () => {
    const lead = await createLead({ dealershipId: 2 });
    expect((await app.app.services.leads.getLead(ALL_DEALERSHIPS, lead.id)).createdAt).toBeInstanceOf(Date);
    await expect(app.app.services.leads.getLead(chevyScope, lead.id)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('updateStatus moves the lead and announces LEAD_UPDATED', async () => {
    const lead = await createLead();
    await clearEvents();
    const updated = await app.app.services.leads.updateStatus(chevyScope, lead.id, 'appointment_scheduled');
    expect(updated.status).toBe('appointment_scheduled');
    expect(await eventsSoFar()).toEqual([{ type: 'LEAD_UPDATED', data: { id: lead.id, dealershipId: 1 } }]);
  });

  it('createLead accepts a lead without an email, validates, and stays out of a rolled-back transaction', async () => {
    const { leads: service } = app.app.services;
    const lead = await service.createLead(ALL_DEALERSHIPS, {
      ...newLead({ phone: '(512) 555-0142' }),
      email: null,
      source: 'sms',
      isTest: true,
    });
    expect(lead).toMatchObject({ email: null, source: 'sms', isTest: true, phone: '+15125550142' });
    await expect(service.createLead(ALL_DEALERSHIPS, { ...newLead(), name: '' })).rejects.toThrow(/name/);

    const before = await leadCount();
    await clearEvents();
    await expect(
      db.transaction(async (tx) => {
        await service.createLead(ALL_DEALERSHIPS, newLead(), { tx });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await leadCount()).toBe(before);
    expect(await eventsSoFar()).toEqual([]);
  });
});
