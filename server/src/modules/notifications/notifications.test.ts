import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { NotificationList } from '@lead-manager/contracts/notifications';
import twilio from 'twilio';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { connectWs } from '../../test/ws-client';
import { deliverCopy } from './notifications.delivery';
import { getNotification, insertNotifications } from './notifications.repo';
import type { NoticeFacts } from './notifications.service';

// The default set-up: one global Twilio number for every store (no per-store numbers), SMTP for e-mail.
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const TOKEN = 'twilio-token-notifications';
const PUBLIC_URL = 'https://crm.example.com';
const STORE_NUMBER = '+15125550100';
const app = await createTestApp({
  workers: true,
  env: {
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_PHONE_NUMBER: STORE_NUMBER,
    PUBLIC_URL,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'alerts@lakeside.example',
  },
});
const { services } = app.app;
const baseUrl = await app.app.listen({ port: 0, host: '127.0.0.1' });
const db = app.database.db;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

async function person(role: 'user' | 'manager', email: string, settings: object = {}) {
  const user = await services.users.createUser({ email, password: 'password-123', role, dealershipIds: [1] });
  const cookie = await app.login(email, 'password-123');
  if (Object.keys(settings).length) await call('POST', '/api/user/settings', cookie, settings);
  return { id: user.id, cookie };
}

function customerTexts(from: string, body: string, sid: string) {
  const params = { MessageSid: sid, From: from, To: STORE_NUMBER, Body: body };
  const url = '/api/webhooks/twilio/sms';
  return app.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${url}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const sam = await person('user', 'sam.sales@store.example', {
  phone: '+15125550161',
  timezone: 'America/Chicago',
});
const mia = await person('manager', 'mia.manager@store.example');
const lead = (
  await call('POST', '/api/leads', mia.cookie, {
    name: 'Hana Dover',
    email: 'hana.dover@example.com',
    phone: '+15125550190',
    vehicleInterest: '2025 Equinox',
    dealershipId: 1,
  })
).json() as { id: number };
/** A notice about Hana's lead. */
const aboutHana = (facts: NoticeFacts) => ({ leadId: lead.id, dealershipId: 1, facts });

describe('a hand-over reaches the lead’s owner', () => {
  it('stores a notification, pushes it to the owner’s socket only, and e-mails the owner with the customer’s words', async () => {
    await call('PATCH', `/api/leads/${lead.id}`, mia.cookie, { assignedUserId: sam.id });
    const samSocket = await connectWs(baseUrl, sam.cookie);
    const miaSocket = await connectWs(baseUrl, mia.cookie);
    const before = smtp.received.length;

    const words = 'This is going nowhere, let me talk to a manager please';
    expect((await customerTexts('+15125550190', words, 'SMhandover1')).statusCode).toBe(200);

    // (The notice that the lead is Sam's may reach his socket first.)
    const frame = (await samSocket.waitFor(
      (e: RealtimeEvent) => e.type === 'NOTIFICATION_CREATED' && e.data.kind === 'hand_over',
    )) as RealtimeEvent;
    expect(frame.data).toMatchObject({ userId: sam.id, kind: 'hand_over' });
    const list = (await call('GET', '/api/notifications', sam.cookie)).json() as NotificationList;
    expect(list.unreadCount).toBeGreaterThanOrEqual(1);
    const handOver = list.notifications.find((n) => n.kind === 'hand_over');
    // It names the customer, the vehicle and the store, and quotes the customer.
    const title = 'Hana Dover (2025 Equinox, Chevrolet) asked for a person';
    expect(handOver).toMatchObject({ leadId: lead.id, title, readAt: null });
    expect(handOver?.body).toBe(`“${words}” The assistant has stopped: please reply.`);

    const mail = await vi.waitFor(
      () => {
        const found = smtp.received
          .slice(before)
          .find(
            (m) => m.to.includes('sam.sales@store.example') && m.header('subject')?.includes('asked for'),
          );
        if (!found) throw new Error('no e-mail yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    // The e-mail says the same words and links to the lead's page at its reply box, from PUBLIC_URL.
    expect(mail.header('subject')).toBe(title);
    expect(mail.text).toContain(`“${words}” The assistant has stopped: please reply.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/leads/${lead.id}?reply=1`);
    // Hand-overs text the owner even in quiet hours; with no Twilio account the SMS is logged.
    await vi.waitFor(async () => {
      const row = await getNotification(db, handOver?.id ?? 0);
      expect(row?.delivery).toMatchObject({ email: 'sent', sms: 'logged' });
    });
    // The manager's socket heard nothing of Sam's notice; a frame the manager must get proves the socket is live.
    await services.notifications.notify(
      [mia.id],
      aboutHana({ kind: 'response_overdue', reoffered: false, owner: 'Sam Rivera', minutes: 25 }),
    );
    const next = (await miaSocket.waitFor(
      (e: RealtimeEvent) => e.type === 'NOTIFICATION_CREATED',
    )) as RealtimeEvent;
    expect(next.data).toMatchObject({ userId: mia.id, kind: 'response_overdue' });
    samSocket.close();
    miaSocket.close();
  });

  it('speaks each person’s own language, in the bell and in the e-mail', async () => {
    const lu = await person('manager', 'lu.gerente@store.example', { language: 'es' });
    const before = smtp.received.length;
    await services.notifications.notify([lu.id], aboutHana({ kind: 'lead_assigned' }));
    const list = (await call('GET', '/api/notifications', lu.cookie)).json() as NotificationList;
    const title = 'Hana Dover (2025 Equinox, Chevrolet) es suyo';
    expect(list.notifications[0]).toMatchObject({ kind: 'lead_assigned', leadId: lead.id, title });
    const mail = await vi.waitFor(
      () => {
        const found = smtp.received.slice(before).find((m) => m.to.includes('lu.gerente@store.example'));
        if (!found) throw new Error('no e-mail yet');
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.header('subject')).toBe(title);
    expect(mail.text).toContain('Responda antes de que termine el plazo de respuesta de la tienda.');
    expect(mail.text).toContain(`${PUBLIC_URL}/leads/${lead.id}?reply=1`);
  });

  it('words a notice in the language its reader has now, in the bell and the e-mail; older rows stay as stored', async () => {
    const jo = await person('user', 'jo.switch@store.example');
    const [row] = await services.notifications.notify(
      [jo.id],
      aboutHana({ kind: 'lead_assigned', by: 'Mia Manager' }),
    );
    if (!row) throw new Error('no notification');
    const bell = async () =>
      ((await call('GET', '/api/notifications', jo.cookie)).json() as NotificationList).notifications;
    expect((await bell())[0]).toMatchObject({
      id: row.id,
      leadId: lead.id,
      title: 'Mia Manager gave you Hana Dover (2025 Equinox, Chevrolet)',
      body: 'Reply before the store’s response window ends.',
    });

    // A notice stored before its facts were kept (migration 0039) keeps the words it was stored with.
    const [old] = await insertNotifications(db, [
      {
        userId: jo.id,
        kind: 'lead_assigned',
        title: 'Lead #42 is yours',
        body: '',
        leadId: lead.id,
        dealershipId: 1,
      },
    ]);
    expect((await call('POST', '/api/user/settings', jo.cookie, { language: 'es' })).statusCode).toBe(200);
    const read = await bell();
    expect(read.find((n) => n.id === row.id)).toMatchObject({
      title: 'Mia Manager le asignó el prospecto Hana Dover (2025 Equinox, Chevrolet)',
      body: 'Responda antes de que termine el plazo de respuesta de la tienda.',
    });
    expect(read.find((n) => n.id === old?.id)).toMatchObject({ title: 'Lead #42 is yours', body: '' });

    // A copy sent later is worded when it is sent, in the language of that moment.
    await call('POST', '/api/user/settings', jo.cookie, { language: 'fr' });
    const mails: { subject?: string; content: string }[] = [];
    const deps = {
      team: services.team,
      jobs: app.jobs,
      publicBaseUrl: PUBLIC_URL,
      sender: {
        send: async (m: { subject?: string; content: string }) => {
          mails.push(m);
          return { status: 'sent' as const };
        },
      },
    };
    expect(await deliverCopy(deps, row, 'email')).toBe('sent');
    expect(mails[0]?.subject).toBe('Mia Manager vous a confié Hana Dover (2025 Equinox, Chevrolet)');
    expect(mails[0]?.content).toBe(
      `Répondez avant la fin du délai de réponse du magasin.\n\n${PUBLIC_URL}/leads/${lead.id}?reply=1`,
    );
  });

  it('reading lowers the unread count, for one id or all', async () => {
    const reply = (words: string) => aboutHana({ kind: 'customer_reply', words, channel: 'sms' });
    await services.notifications.notify([sam.id], reply('one'));
    await services.notifications.notify([sam.id], reply('two'));
    const list = (await call('GET', '/api/notifications', sam.cookie)).json() as NotificationList;
    const first = list.notifications[0];
    const read = await call('POST', '/api/notifications/read', sam.cookie, { ids: [first?.id] });
    expect(read.json()).toEqual({ updated: 1 });
    const after = (await call('GET', '/api/notifications', sam.cookie)).json() as NotificationList;
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    // Another person's ids change nothing.
    expect((await call('POST', '/api/notifications/read', mia.cookie, { ids: [first?.id] })).json()).toEqual({
      updated: 0,
    });
    await call('POST', '/api/notifications/read', sam.cookie, { all: true });
    expect(
      ((await call('GET', '/api/notifications', sam.cookie)).json() as NotificationList).unreadCount,
    ).toBe(0);
    const bad = await call('POST', '/api/notifications/read', sam.cookie, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('ids');
  });

  it('keeps other SMS for the morning in the staff member’s own zone (quiet hours), but not hand-overs', async () => {
    const [row] = await services.notifications.notify(
      [sam.id],
      aboutHana({ kind: 'customer_reply', words: 'late reply', channel: 'sms' }),
    );
    if (!row) throw new Error('no notification');
    const sent: string[] = [];
    const deps = {
      team: services.team,
      jobs: app.jobs,
      publicBaseUrl: PUBLIC_URL,
      sender: {
        send: async (m: { to: string }) => {
          sent.push(m.to);
          return { status: 'sent' as const };
        },
      },
    };
    // 22:30 in Chicago.
    const lateEvening = new Date('2026-11-25T04:30:00Z');
    expect(await deliverCopy(deps, row, 'sms', lateEvening)).toBe('quiet_hours');
    expect(sent).toEqual([]);
    expect(await deliverCopy(deps, { ...row, kind: 'hand_over' }, 'sms', lateEvening)).toBe('sent');
    expect(sent).toEqual(['+15125550161']);
    // Settings switched off: nothing is sent.
    await call('POST', '/api/user/settings', sam.cookie, { smsNotifications: false });
    expect(await deliverCopy(deps, { ...row, kind: 'hand_over' }, 'sms', lateEvening)).toBe('off');
  });
});
