import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../leads/leads.tables';
import { createMetaTestKit } from './meta-test-kit';
import { graphLead, leadById, settledEvent } from './test-support';

const { app, db, graph, notification, postSigned, tomCook } = await createMetaTestKit();

let userCookie: string;
beforeAll(async () => {
  userCookie = await app.userCookie('user', [2]);
});

describe('failures', () => {
  it('retries a failing Graph API and creates the lead once when it recovers', async () => {
    const lead = tomCook('5001', {}, { email: 'retry@example.com', phone_number: '+15125550007' });
    graph.answer('5001', { status: 500, body: { error: { message: 'temporarily down' } } }, lead);
    await postSigned('facebook', notification('5001'));
    const failed = await settledEvent(db, 'facebook', '5001', 'failed');
    expect(failed.error).toContain('temporarily down');
    const processed = await settledEvent(db, 'facebook', '5001', 'processed', 20_000);
    expect(processed.attempts).toBe(2);
    expect(await db.select().from(leads).where(eq(leads.email, 'retry@example.com'))).toHaveLength(1);
  });

  it('a lead without contact fails for good; an admin lists it and replays it once fixed', async () => {
    graph.answer('5002', graphLead('5002', { full_name: 'No Contact' }));
    await postSigned('facebook', notification('5002'));
    const failed = await settledEvent(db, 'facebook', '5002', 'failed');
    expect(failed.error).toContain('phone number or an email');

    const admin = await app.adminCookie();
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/webhooks/events?status=failed&source=facebook',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().events.map((e: { id: number }) => e.id)).toContain(failed.id);

    graph.answer('5002', graphLead('5002', { full_name: 'No Contact', email: 'now.reachable@example.com' }));
    const replay = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/events/${failed.id}/replay`,
      headers: { cookie: admin },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status).toBe('pending');
    const processed = await settledEvent(db, 'facebook', '5002', 'processed');
    expect((await leadById(db, processed.leadId as number))?.email).toBe('now.reachable@example.com');

    const again = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/events/${failed.id}/replay`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(409);
    // The audit log says who replayed which event, once (the refused replay wrote nothing).
    const audit = await app.app.inject({
      method: 'GET',
      url: `/api/audit?action=webhook_event.replayed&entityId=${failed.id}`,
      headers: { cookie: admin },
    });
    const entries = audit.json().items as { actorEmail: string; details: object }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'admin@test.example',
      details: { source: 'facebook', externalId: '5002' },
    });
  });

  it('the event log is for admins only', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/api/webhooks/events' })).statusCode).toBe(401);
    const asUser = await app.app.inject({
      method: 'GET',
      url: '/api/webhooks/events',
      headers: { cookie: userCookie },
    });
    expect(asUser.statusCode).toBe(403);
    const replay = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/events/1/replay',
      headers: { cookie: userCookie },
    });
    expect(replay.statusCode).toBe(403);
    const admin = await app.adminCookie();
    const missing = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/events/999999/replay',
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    const badQuery = await app.app.inject({
      method: 'GET',
      url: '/api/webhooks/events?status=weird',
      headers: { cookie: admin },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors[0].path).toBe('status');
  });
});

describe('the Test button', () => {
  const testBody = {
    name: 'Test Lead',
    email: 'test.button@example.com',
    phone: '(555) 123-4567',
    vehicleInterest: '2025 Hyundai Tucson',
    message: 'This is a test lead from the Webhook Setup screen',
    source: 'facebook',
  };

  it("with a session makes a test lead in the user's dealership", async () => {
    for (const platform of ['facebook', 'instagram']) {
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/webhooks/${platform}`,
        headers: { cookie: userCookie },
        payload: { ...testBody, email: `${platform}.test@example.com` },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, test: true });
      const lead = await leadById(db, body.leadId);
      expect(lead).toMatchObject({ isTest: true, source: platform, dealershipId: 2, phone: '+15551234567' });
      expect(lead?.notes).toContain('This is a test lead');
    }
  });

  it('without a session is refused and makes no lead', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/facebook',
      payload: { ...testBody, email: 'anonymous.test@example.com' },
    });
    expect(res.statusCode).toBe(401);
    expect(await db.select().from(leads).where(eq(leads.email, 'anonymous.test@example.com'))).toHaveLength(
      0,
    );
  });

  it('with a session from another site is refused', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/facebook',
      headers: { cookie: userCookie, origin: 'https://evil.example' },
      payload: { ...testBody, email: 'cross.site@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a phone or an email (400 naming both)', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/facebook',
      headers: { cookie: userCookie },
      payload: { name: 'Nobody', vehicleInterest: 'Tucson' },
    });
    expect(res.statusCode).toBe(400);
  });
});
