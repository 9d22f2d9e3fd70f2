import { Writable } from 'node:stream';
import type { NotificationList } from '@lead-manager/contracts/notifications';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  WebhookEventSchema,
} from '@lead-manager/contracts/webhooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  customerTexts,
  eventually,
  filedAndSettled,
  GROUP_NUMBER,
  setDealershipZone,
  twilioEnv,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';
import { startTwilioDouble } from '../../integrations/sms/twilio-double';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deliverWebhookJob } from './webhooks-out.jobs';
import { webhookEndpoints } from './webhooks-out.tables';
import { startWebhookReceiver, verifyWebhook } from './webhooks-test-kit';

const FORD = 3;
const receiver = await startWebhookReceiver((path) => (path.startsWith('/failing') ? 500 : 200));
const twilioDouble = await startTwilioDouble();
afterAll(async () => {
  await receiver.close();
  await twilioDouble.close();
});

// Every log line the app writes, at every level, to show that no signing secret is ever among them.
const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);
const app = await createTestApp({
  env: { ...twilioEnv(twilioDouble, GROUP_NUMBER), WEBHOOKS_ALLOW_INTERNAL: 'true' },
  logger,
});
const admin = await app.adminCookie();
// Midday at the store, so the assistant's texts are not held for the morning.
await setDealershipZone(app.database.db, FORD, zoneWhereItIs(12));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createEndpoint(path: string, events: readonly string[], dealershipId = FORD) {
  const res = await call('POST', '/api/webhook-endpoints', admin, {
    dealershipId,
    url: receiver.urlOf(path),
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedWebhookEndpoint;
}

const bodiesAt = (path: string) =>
  receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as WebhookEvent);

describe('signed webhooks out', () => {
  let created: CreatedWebhookEndpoint;

  it('posts every event type of the store, each signed with the secret shown once', async () => {
    created = await createEndpoint('/crm', WEBHOOK_EVENT_TYPES);
    expect(created.secret).toMatch(/^whsec_/);
    // Another store's endpoint hears nothing of Ford's leads.
    await createEndpoint('/chevrolet', WEBHOOK_EVENT_TYPES, 1);

    const salesRep = await app.app.services.users.createUser({
      email: 'rep.webhooks@store.example',
      password: 'password-123',
      role: 'user',
      dealershipIds: [FORD],
    });
    const phone = '+15550100177';
    const lead = await call('POST', '/api/leads', admin, {
      name: 'Wes Hook',
      phone,
      source: 'website',
      vehicleInterest: 'Ford Bronco',
      dealershipId: FORD,
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const leadId = (lead.json() as { id: number }).id;
    // message.sent: the assistant's greeting, taken by the provider.
    await eventually(() => expect(bodiesAt('/crm').map((b) => b.type)).toContain('message.sent'), 15_000);

    expect(
      (await call('PATCH', `/api/leads/${leadId}`, admin, { assignedUserId: salesRep.id })).statusCode,
    ).toBe(200);
    const texts = customerTexts(app, twilioDouble, 'WH');
    expect((await texts.texts(phone, 'Is the Bronco still there?')).statusCode).toBe(200);
    // The customer's text is stored and answered (message.received, message.sent) before staff book.
    await filedAndSettled(app.database.db, leadId, 'Is the Bronco still there?');
    const booked = await call('POST', '/api/appointments', admin, {
      leadId,
      dealershipId: FORD,
      scheduledAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      type: 'test_drive',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = (booked.json() as { id: number }).id;
    expect(
      (await call('PATCH', `/api/appointments/${appointmentId}`, admin, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    const closed = await call('PATCH', `/api/leads/${leadId}`, admin, { status: 'closed', outcome: 'sold' });
    expect(closed.statusCode, closed.body).toBe(200);

    await eventually(
      () => expect(new Set(bodiesAt('/crm').map((b) => b.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES)),
      15_000,
    );
    const seen = new Set<string>();
    for (const request of receiver.received.filter((r) => r.path === '/crm')) {
      expect(verifyWebhook(request, created.secret, seen)).toBe('ok');
      const body = WebhookEventSchema.parse(JSON.parse(request.body));
      expect(request.headers['x-leadmanager-event']).toBe(body.type);
      expect(body.dealershipId).toBe(FORD);
      expect(body.id).toMatch(/^evt_/);
    }
    const byType = (type: string) => bodiesAt('/crm').filter((b) => b.type === type);
    expect(byType('lead.created')[0]?.data).toMatchObject({ lead: { id: leadId, name: 'Wes Hook' } });
    expect(byType('lead.assigned')[0]?.data).toMatchObject({
      lead: { id: leadId, assignedUserId: salesRep.id },
    });
    expect(byType('lead.closed')[0]?.data).toMatchObject({
      lead: { id: leadId, status: 'closed', outcome: 'sold' },
    });
    expect(byType('message.received')[0]?.data).toMatchObject({
      leadId,
      message: { sender: 'customer', content: 'Is the Bronco still there?' },
    });
    expect(byType('message.sent')[0]?.data).toMatchObject({ leadId, message: { sender: 'ai' } });
    expect(byType('appointment.booked')[0]?.data).toMatchObject({
      appointment: { id: appointmentId, leadId },
    });
    expect(byType('appointment.changed').at(-1)?.data).toMatchObject({
      appointment: { id: appointmentId, status: 'confirmed' },
    });
    // Nothing of Ford's reached the Chevrolet store's endpoint.
    expect(bodiesAt('/chevrolet')).toEqual([]);
  });

  it('lets a receiver detect a replay: an old timestamp, a delivery id seen before, or a changed t', async () => {
    const [request] = receiver.received.filter((r) => r.path === '/crm');
    if (!request) throw new Error('nothing received');
    const later = Date.now() + 6 * 60_000;
    expect(verifyWebhook(request, created.secret, new Set(), later)).toBe('too old');
    expect(
      verifyWebhook(request, created.secret, new Set([String(request.headers['x-leadmanager-delivery'])])),
    ).toBe('replayed');
    // Moving t into the window breaks the signature: t is signed with the body.
    const refreshed = String(request.headers['x-leadmanager-signature']).replace(
      /t=\d+/,
      `t=${Math.floor(later / 1000)}`,
    );
    expect(
      verifyWebhook(
        { ...request, headers: { ...request.headers, 'x-leadmanager-signature': refreshed } },
        created.secret,
        new Set(),
        later,
      ),
    ).toBe('bad signature');
  });

  it('logs each attempt with its response code, and Send test posts a signed test event', async () => {
    const log = await call('GET', `/api/webhook-endpoints/${created.endpoint.id}/deliveries`, admin);
    expect(log.statusCode).toBe(200);
    const deliveries = (log.json() as { deliveries: WebhookDelivery[] }).deliveries;
    expect(deliveries.length).toBeGreaterThanOrEqual(WEBHOOK_EVENT_TYPES.length);
    expect(deliveries[0]).toMatchObject({ attempt: 1, responseStatus: 200, ok: true, error: null });

    const test = await call('POST', `/api/webhook-endpoints/${created.endpoint.id}/test`, admin);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({
      delivery: { eventType: 'webhook.test', responseStatus: 200, ok: true },
    });
    const last = receiver.received.at(-1);
    expect(last && JSON.parse(last.body).type).toBe('webhook.test');
    expect(last && verifyWebhook(last, created.secret, new Set())).toBe('ok');
  });

  it('posts a lead from the website form too, and never a test lead', async () => {
    const capture = (payload: object, cookie?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/leads/capture',
        headers: cookie ? { cookie } : {},
        payload: { source: 'website', ...payload },
        remoteAddress: '10.9.9.77',
      });
    const form = await capture({
      name: 'Rita Form',
      email: 'rita.form@example.com',
      phone: '555-010-0178',
      dealershipBrand: 'Ford',
    });
    expect(form.statusCode, form.body).toBe(200);
    const leadId = form.json().leadId as number;
    await eventually(() =>
      expect(bodiesAt('/crm')).toContainEqual(
        expect.objectContaining({
          type: 'lead.created',
          data: expect.objectContaining({ lead: expect.objectContaining({ id: leadId, source: 'website' }) }),
        }),
      ),
    );
    // The Webhook Setup screen's test lead (a signed-in post from a Ford manager) stays in the app.
    const probe = await capture(
      { name: 'Probe Webhooks', email: 'probe.webhooks@example.com' },
      await app.userCookie('manager', [FORD]),
    );
    expect(probe.json()).toMatchObject({ success: true, test: true });
    const probeId = probe.json().leadId as number;
    expect((await call('GET', `/api/leads/${probeId}`, admin)).json()).toMatchObject({
      dealershipId: FORD,
      isTest: true,
    });
    await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        source: 'website',
        name: 'Later Lead',
        email: 'later.lead@example.com',
        dealershipBrand: 'Ford',
      },
      remoteAddress: '10.9.9.78',
    });
    await eventually(() =>
      expect(
        bodiesAt('/crm').some(
          (b) => b.type === 'lead.created' && JSON.stringify(b.data).includes('Later Lead'),
        ),
      ).toBe(true),
    );
    expect(JSON.stringify(bodiesAt('/crm'))).not.toContain('Probe Webhooks');
  });

  it('retries a failing endpoint, then switches it off and tells the admins', async () => {
    // Retry after about a second instead of over a day, so the test stays short.
    await app.jobs.boss.updateQueue(deliverWebhookJob.name, {
      retryLimit: 1,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 2,
    });
    const failing = await createEndpoint('/failing', ['lead.created']);
    for (const name of ['Fay One', 'Fay Two', 'Fay Three']) {
      const res = await call('POST', '/api/leads', admin, {
        name,
        email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
        source: 'website',
        vehicleInterest: 'Ford Maverick',
        dealershipId: FORD,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const endpointOf = async () =>
      (
        (await call('GET', `/api/webhook-endpoints?dealershipId=${FORD}`, admin)).json() as {
          endpoints: WebhookEndpoint[];
        }
      ).endpoints.find((e) => e.id === failing.endpoint.id);
    await eventually(async () => expect(await endpointOf()).toMatchObject({ active: false }), 20_000);
    expect((await endpointOf())?.disabledReason).toMatch(/3 events in a row/);

    const log = (
      (await call('GET', `/api/webhook-endpoints/${failing.endpoint.id}/deliveries`, admin)).json() as {
        deliveries: WebhookDelivery[];
      }
    ).deliveries;
    // Each of the three events: the first attempt and its retry, both answered 500.
    expect(log).toHaveLength(6);
    expect(log.every((d) => d.responseStatus === 500 && !d.ok && d.error === 'HTTP 500')).toBe(true);
    expect(log.map((d) => d.attempt).sort()).toEqual([1, 1, 1, 2, 2, 2]);

    // The admins hear of it once the endpoint is off (the notice follows the switch).
    await eventually(async () => {
      const bell = (await call('GET', '/api/notifications', admin)).json() as NotificationList;
      expect(bell.notifications.filter((n) => n.kind === 'webhook_disabled')).toEqual([
        expect.objectContaining({
          title: expect.stringContaining('Ford'),
          body: expect.stringContaining('127.0.0.1'),
          dealershipId: FORD,
          leadId: null,
        }),
      ]);
    });

    // Switched on again by an admin: its failure count starts afresh.
    const on = await call('PATCH', `/api/webhook-endpoints/${failing.endpoint.id}`, admin, { active: true });
    expect(on.json()).toMatchObject({ active: true, failedDeliveries: 0, disabledReason: null });
  });

  it('never shows the secret again: not in lists, changes, the log or the app’s logs', async () => {
    const answers = [
      await call('GET', '/api/webhook-endpoints', admin),
      await call('PATCH', `/api/webhook-endpoints/${created.endpoint.id}`, admin, {
        events: ['lead.created'],
      }),
      await call('GET', `/api/webhook-endpoints/${created.endpoint.id}/deliveries`, admin),
      await call('DELETE', `/api/webhook-endpoints/${created.endpoint.id}`, admin),
      await call('GET', '/api/audit?limit=200', admin),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(created.secret);
      expect(answer.body).not.toContain('whsec_');
    }
    // Who added, changed and deleted the endpoint is in the audit log, by host.
    const audit = answers.at(-1)?.body ?? '';
    for (const action of ['created', 'changed', 'deleted'])
      expect(audit).toContain(`webhook_endpoint.${action}`);
    expect(audit).toContain('127.0.0.1');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(created.secret);
    const [stored] = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.dealershipId, 1));
    expect(stored?.secretSealed).not.toContain('whsec_');
  });
});

describe('who sees and changes webhooks', () => {
  it('shows a manager only their stores’ endpoints (another store’s is a 404) and lets only admins change them', async () => {
    const endpoint = await createEndpoint('/visible', ['lead.created']);
    const chevroletManager = await app.userCookie('manager', [1]);
    const fordManager = await app.userCookie('manager', [FORD]);
    const listed = (await call('GET', '/api/webhook-endpoints', chevroletManager)).json() as {
      endpoints: WebhookEndpoint[];
    };
    expect(listed.endpoints.every((e) => e.dealershipId === 1)).toBe(true);
    expect(listed.endpoints.map((e) => e.id)).not.toContain(endpoint.endpoint.id);
    const url = `/api/webhook-endpoints/${endpoint.endpoint.id}`;
    expect((await call('GET', `${url}/deliveries`, chevroletManager)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/webhook-endpoints?dealershipId=${FORD}`, chevroletManager)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${url}/deliveries`, fordManager)).statusCode).toBe(200);
    expect((await call('PATCH', url, fordManager, { active: false })).statusCode).toBe(403);
    expect((await call('DELETE', url, fordManager)).statusCode).toBe(403);
    expect((await call('POST', `${url}/test`, fordManager)).statusCode).toBe(403);
    const salesperson = await app.userCookie('user', [FORD]);
    expect((await call('GET', '/api/webhook-endpoints', salesperson)).statusCode).toBe(403);
  });

  it('refuses bad input with the field named', async () => {
    for (const [payload, path] of [
      [{ dealershipId: FORD, url: 'ftp://crm.example/x', events: ['lead.created'] }, 'url'],
      [{ dealershipId: FORD, url: 'https://crm.example/x', events: ['lead.deleted'] }, 'events.0'],
      [{ dealershipId: FORD, url: 'https://crm.example/x', events: [] }, 'events'],
      [{ dealershipId: 999, url: 'https://crm.example/x', events: ['lead.created'] }, 'dealershipId'],
    ] as const) {
      const res = await call('POST', '/api/webhook-endpoints', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
    }
  });
});

describe('internal addresses', () => {
  let strict: TestApp;
  it('are refused unless WEBHOOKS_ALLOW_INTERNAL is set', async () => {
    strict = await createTestApp({ workers: false });
    const cookie = await strict.adminCookie();
    for (const url of [
      receiver.urlOf('/crm'),
      'http://localhost:9/hook',
      'http://169.254.169.254/latest/',
      'http://10.0.0.8/hook',
      'http://[::1]/hook',
    ]) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/webhook-endpoints',
        headers: { cookie },
        payload: { dealershipId: FORD, url, events: ['lead.created'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].path).toBe('url');
    }
  });
});
