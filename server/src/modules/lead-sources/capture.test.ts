import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { leadById, leadsWithEmail, waitFor } from './test-support';

const app = await createTestApp({ env: { CAPTURE_CORS_ORIGINS: 'https://www.lakeside-ford.example' } });
const db = app.database.db;

beforeAll(async () => {
  await db.update(dealerships).set({ captureKey: 'ford-site-key' }).where(eq(dealerships.id, 3));
});

let address = 0;
/** Each call from its own address, so the rate limit only bites where a test wants it to. */
const capture = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/leads/capture',
    headers,
    payload: payload as string,
    remoteAddress: remoteAddress ?? `10.0.0.${++address}`,
  });

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n ?? 0;

describe('POST /api/leads/capture', () => {
  it('makes a lead from JSON at once and answers with its id', async () => {
    const res = await capture({
      name: 'Web Visitor',
      email: 'Web.Visitor@Example.com',
      phone: '307.555.0120',
      vehicleInterest: '2025 Chevrolet Blazer EV',
      source: 'website',
      message: 'Do you have it in red?',
      dealershipBrand: 'chevrolet',
    });
    expect(res.statusCode).toBe(200);
    const { success, leadId } = res.json();
    expect(success).toBe(true);
    const lead = await leadById(db, leadId);
    expect(lead).toMatchObject({
      email: 'web.visitor@example.com',
      phone: '+13075550120',
      source: 'website',
      dealershipId: 1,
      isTest: false,
      notes: 'Message: Do you have it in red?',
    });
    expect(lead?.score).toBe(15 + 10 + 10 + 15 + 25 + 5);
    expect(lead?.scoreReasons).toContainEqual({ code: 'source', points: 15, source: 'website' });
    // The reasons travel with the lead, for its details dialog.
    const dto = await app.app.inject({
      method: 'GET',
      url: `/api/leads/${leadId}`,
      headers: { cookie: await app.adminCookie() },
    });
    expect(dto.json()).toMatchObject({ score: lead?.score, scoreReasons: lead?.scoreReasons });
  });

  it('accepts a plain HTML form post (form-encoded) and routes by dealershipBrand', async () => {
    const res = await capture(
      'name=Form+Person&email=form%40example.com&phone=3075550121&vehicleInterest=Santa+Fe&dealershipBrand=hyundai',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode).toBe(200);
    expect(await leadById(db, res.json().leadId)).toMatchObject({ name: 'Form Person', dealershipId: 2 });
  });

  it('refuses a lead without phone or email (400 naming both), and a bad email or phone', async () => {
    const before = await leadCount();
    const none = await capture({ name: 'Nobody', vehicleInterest: 'Tahoe' });
    expect(none.statusCode).toBe(400);
    expect(
      none
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'phone']);
    const badEmail = await capture({ name: 'X', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].path).toBe('email');
    const badPhone = await capture({ name: 'X', phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('phone');
    const malformed = await capture('{"name":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('merges a person the dealership already knows instead of doubling them', async () => {
    const [known] = await db.select().from(leads).where(eq(leads.dealershipId, 2)).limit(1);
    if (!known?.phone) throw new Error('seed has no Hyundai lead with a phone');
    const national = known.phone.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    const res = await capture({
      name: known.name.split(' ')[0],
      phone: national,
      vehicleInterest: 'Ioniq 5',
      dealershipBrand: 'hyundai',
      message: 'Back again',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().leadId).toBe(known.id);
    const merged = await leadById(db, known.id);
    expect(merged?.name).toBe(known.name);
    expect(merged?.notes).toContain('New enquiry via website');
    expect(merged?.notes).toContain('Message: Back again');
    expect(merged?.scoreReasons.length).toBeGreaterThan(0);
  });

  it('the same submission twice answers with the same lead', async () => {
    const body = { name: 'Double Click', email: 'double@example.com', vehicleInterest: 'Tahoe' };
    const first = await capture(body);
    const second = await capture(body);
    expect(second.json()).toEqual({ success: true, leadId: first.json().leadId, duplicate: true });
    expect(await leadsWithEmail(db, 'double@example.com')).toHaveLength(1);
  });

  it("needs the dealership's capture key when it has one", async () => {
    const body = { name: 'Ford Fan', email: 'ford.fan@example.com', dealershipBrand: 'ford' };
    expect((await capture(body)).statusCode).toBe(403);
    expect((await capture({ ...body, key: 'wrong' })).statusCode).toBe(403);
    expect(await leadsWithEmail(db, 'ford.fan@example.com')).toHaveLength(0);
    const ok = await capture({ ...body, key: 'ford-site-key' });
    expect(ok.statusCode).toBe(200);
    expect(await leadById(db, ok.json().leadId)).toMatchObject({ dealershipId: 3 });
    const byKeyOnly = await capture({
      name: 'Key Only',
      email: 'key.only@example.com',
      key: 'ford-site-key',
    });
    expect(await leadById(db, byKeyOnly.json().leadId)).toMatchObject({ dealershipId: 3 });
  });

  it('answers a filled honeypot with 200 and stores nothing', async () => {
    const before = await leadCount();
    const res = await capture({ name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await leadCount()).toBe(before);
  });

  it('answers CORS preflight and posts for the configured origins only', async () => {
    const origin = 'https://www.lakeside-ford.example';
    const preflight = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/leads/capture',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    const post = await capture({ name: 'Cors', email: 'cors@example.com' }, { origin });
    expect(post.headers['access-control-allow-origin']).toBe(origin);
    const other = await capture(
      { name: 'Cors2', email: 'cors2@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherAsks = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/leads/capture',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(otherAsks.statusCode).toBe(403);
    expect(otherAsks.headers['access-control-allow-origin']).toBeUndefined();
    expect(otherAsks.json().message).toMatch(/^https:\/\/evil\.example may not send leads to this store/);
  });

  it('rate-limits one address to 30 posts a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await capture({ name: 'Spammer', website: 'x' }, {}, '10.9.9.9');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('with a session is the Test button: a test lead in the user’s dealership', async () => {
    const cookie = await app.userCookie('user', [2]);
    const res = await capture(
      { name: 'Test Lead', email: 'capture.test@example.com', phone: '5551234567', source: 'website' },
      { cookie },
    );
    expect(res.json()).toMatchObject({ success: true, test: true });
    expect(await leadById(db, res.json().leadId)).toMatchObject({
      isTest: true,
      source: 'website',
      dealershipId: 2,
    });
  });

  it('recomputes the score when an appointment is booked', async () => {
    const created = await capture({
      name: 'Soon Buyer',
      email: 'soon.buyer@example.com',
      vehicleInterest: 'Tahoe',
    });
    const leadId = created.json().leadId;
    const before = (await leadById(db, leadId))?.score ?? 0;
    const booked = await app.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: await app.adminCookie() },
      payload: { leadId, dealershipId: 1, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(booked.statusCode).toBe(201);
    const lead = await waitFor(async () => {
      const row = await leadById(db, leadId);
      return row?.scoreReasons.some((r) => typeof r === 'object' && r.code === 'appointment_booked')
        ? row
        : undefined;
    });
    expect(lead.score).toBe(before + 10);
  });
});
