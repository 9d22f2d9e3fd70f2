import type { NotificationList } from '@lead-manager/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointmentsOfLead,
  createLead,
  eventually,
  messagesOfLead,
  postInboundSms,
  twilioEnv,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { startTwilioDouble } from '../../integrations/sms/twilio-double';
import { createTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { getNotification } from './notifications.repo';

// The default set-up: one group number for every store, Twilio's API played by its double, e-mail over real SMTP.
const GROUP_NUMBER = '+15125550111';
const smtp = await startSmtpTestServer();
const twilioDouble = await startTwilioDouble();
afterAll(async () => {
  await smtp.close();
  await twilioDouble.close();
});
const app = await createTestApp({
  env: {
    ...twilioEnv(twilioDouble, GROUP_NUMBER),
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'alerts@lakeside.example',
  },
});
const db = app.database.db;
const { services } = app.app;
let admin: string;

/** A salesperson (or `role`) of Chevrolet (or `dealershipIds`) with a phone and the given zone (the settings screen
 * offers US zones; a staff member's clock is set directly so the test does not depend on the hour it runs at). */
async function staffMember(
  email: string,
  phone: string,
  hourNow: number,
  { role = 'user', dealershipIds = [1] }: { role?: 'user' | 'manager'; dealershipIds?: number[] } = {},
) {
  const user = await services.users.createUser({ email, password: 'password-123', role, dealershipIds });
  const cookie = await app.login(email, 'password-123');
  await app.app.inject({
    method: 'POST',
    url: '/api/user/settings',
    headers: { cookie },
    payload: { phone, emailNotifications: true, smsNotifications: true },
  });
  await db
    .update(users)
    .set({
      settings: sql`${users.settings} || ${JSON.stringify({ timezone: zoneWhereItIs(hourNow) })}::jsonb`,
    })
    .where(eq(users.id, user.id));
  return { id: user.id, email, phone, cookie };
}

let sids = 0;
const customerTexts = (from: string, body: string) =>
  postInboundSms(app, twilioDouble.authToken, {
    MessageSid: `SMnotice${++sids}`,
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: GROUP_NUMBER,
    Body: body,
  });
const textsTo = (phone: string) => twilioDouble.messages.filter((m) => m.to === phone);
const mailTo = (address: string, subject: string) =>
  vi.waitFor(
    () => {
      const found = smtp.received.find((m) => m.to.includes(address) && m.header('subject') === subject);
      if (!found) throw new Error(`no e-mail "${subject}" yet`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
const noticeOf = async (cookie: string, kind: string, leadId: number) => {
  const list = (
    await app.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })
  ).json() as NotificationList;
  return list.notifications.find((n) => n.kind === kind && n.leadId === leadId);
};

/** A web lead of Chevrolet owned by `ownerId`, whose first text has gone out (so replies find its conversation). */
async function ownedLead(name: string, phone: string, ownerId: number) {
  const lead = await createLead(app, admin, { name, phone, dealershipId: 1 });
  await app.app.inject({
    method: 'PATCH',
    url: `/api/leads/${lead.id}`,
    headers: { cookie: admin },
    payload: { assignedUserId: ownerId },
  });
  await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(1));
  return lead;
}

beforeAll(async () => {
  admin = await app.adminCookie();
});

describe('notices that reach the lead’s owner by e-mail and SMS', () => {
  it('a customer writing while a person has the conversation: the owner is told with the words', async () => {
    const sam = await staffMember('sam.notice@store.example', '+15125550261', 12);
    const lead = await ownedLead('Rita Reply', '+15125550271', sam.id);
    // The hand-over gives the conversation to a person; the next message is for them, not the assistant.
    await customerTexts('+15125550271', 'let me talk to a manager please');
    await eventually(async () => expect(await noticeOf(sam.cookie, 'hand_over', lead.id)).toBeDefined());
    await customerTexts('+15125550271', 'Is the red Equinox still on the lot?');

    await eventually(async () => expect(await noticeOf(sam.cookie, 'customer_reply', lead.id)).toBeDefined());
    const notice = await noticeOf(sam.cookie, 'customer_reply', lead.id);
    const title = 'Rita Reply (Chevrolet Tahoe, Chevrolet) replied (SMS)';
    expect(notice).toMatchObject({ title, body: '“Is the red Equinox still on the lot?”', readAt: null });
    const mail = await mailTo(sam.email, title);
    expect(mail.text).toContain('“Is the red Equinox still on the lot?”');
    // The text carries the same words and the lead's page, opened at its reply box.
    const sms = () => textsTo(sam.phone).find((m) => m.body.startsWith(`${title}: `))?.body;
    await eventually(() => expect(sms()).toBeDefined());
    expect(sms()).toMatch(/: “Is the red Equinox still on the lot\?” http\S+\/leads\/\d+\?reply=1$/);
    expect(sms()?.endsWith(`/leads/${lead.id}?reply=1`)).toBe(true);
  });

  it('an appointment booked by the assistant: the owner is told what and when', async () => {
    const ana = await staffMember('ana.notice@store.example', '+15125550262', 12);
    const lead = await ownedLead('Bo Booker', '+15125550272', ana.id);
    await customerTexts('+15125550272', 'can I come in tomorrow at 3pm?');
    await eventually(async () => expect(await appointmentsOfLead(db, lead.id)).toHaveLength(1), 15_000);

    await eventually(async () =>
      expect(await noticeOf(ana.cookie, 'appointment_booked', lead.id)).toBeDefined(),
    );
    const notice = await noticeOf(ana.cookie, 'appointment_booked', lead.id);
    expect(notice?.title).toBe('Bo Booker (Chevrolet Tahoe, Chevrolet) booked a test drive');
    // The store's clock, named as the app names it (decision 037).
    expect(notice?.body).toMatch(/^The assistant booked it for .*3:00 PM CT\.$/);
    await mailTo(ana.email, 'Bo Booker (Chevrolet Tahoe, Chevrolet) booked a test drive');
    await eventually(() =>
      expect(textsTo(ana.phone).map((m) => m.body)).toContainEqual(
        expect.stringContaining('Bo Booker (Chevrolet Tahoe, Chevrolet) booked a test drive'),
      ),
    );
  });

  it('staff SMS wait for 8:00 in the staff member’s own zone, except a hand-over', async () => {
    const nat = await staffMember('nat.night@store.example', '+15125550263', 23);
    const lead = await ownedLead('Nia Night', '+15125550273', nat.id);
    await customerTexts('+15125550273', 'let me talk to a manager please');
    // The hand-over wakes Nat at 23:00.
    await eventually(() =>
      expect(textsTo(nat.phone).map((m) => m.body)).toEqual([
        expect.stringContaining('Nia Night (Chevrolet Tahoe, Chevrolet) asked for a person'),
      ]),
    );

    await customerTexts('+15125550273', 'ok, tomorrow then');
    await eventually(async () => expect(await noticeOf(nat.cookie, 'customer_reply', lead.id)).toBeDefined());
    const notice = await noticeOf(nat.cookie, 'customer_reply', lead.id);
    // The e-mail goes now; the SMS is held for the morning, decided and recorded, so nothing more reaches the phone.
    await mailTo(nat.email, 'Nia Night (Chevrolet Tahoe, Chevrolet) replied (SMS)');
    await eventually(async () => {
      const row = await getNotification(db, notice?.id ?? 0);
      expect(row?.delivery).toMatchObject({ email: 'sent', sms: 'quiet_hours' });
    });
    expect(textsTo(nat.phone)).toHaveLength(1);
  });

  it('a hand-over on a lead nobody owns reaches the store’s managers and its salespeople on the floor, nobody else', async () => {
    const floor = await staffMember('flo.floor@store.example', '+15125550264', 12);
    const off = await staffMember('otto.off@store.example', '+15125550265', 12);
    const elsewhere = await staffMember('eli.ford@store.example', '+15125550266', 12, { dealershipIds: [2] });
    const manager = await staffMember('max.manager@store.example', '+15125550267', 12, { role: 'manager' });
    for (const who of [floor, elsewhere]) {
      const res = await app.app.inject({
        method: 'PATCH',
        url: '/api/users/me/availability',
        headers: { cookie: who.cookie },
        payload: { available: true },
      });
      expect(res.json()).toEqual({ available: true });
    }
    // Chevrolet assigns by hand, so the lead waits without an owner.
    const lead = await createLead(app, admin, { name: 'Una Owned', phone: '+15125550274', dealershipId: 1 });
    await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(1));
    await customerTexts('+15125550274', 'let me talk to a manager please');

    await eventually(async () => expect(await noticeOf(floor.cookie, 'hand_over', lead.id)).toBeDefined());
    const notice = await noticeOf(floor.cookie, 'hand_over', lead.id);
    expect(notice?.title).toBe('Una Owned (Chevrolet Tahoe, Chevrolet) asked for a person');
    expect(await noticeOf(manager.cookie, 'hand_over', lead.id)).toBeDefined();
    expect(await noticeOf(off.cookie, 'hand_over', lead.id)).toBeUndefined();
    expect(await noticeOf(elsewhere.cookie, 'hand_over', lead.id)).toBeUndefined();
    // The salesperson on the floor is texted at once too, with the lead's page.
    await eventually(() =>
      expect(textsTo(floor.phone).map((m) => m.body)).toContainEqual(
        expect.stringMatching(new RegExp(`asked for a person: .*/leads/${lead.id}\\?reply=1$`)),
      ),
    );
    const owner = await app.app.inject({
      method: 'GET',
      url: `/api/leads/${lead.id}`,
      headers: { cookie: admin },
    });
    expect(owner.json().assignedUserId).toBeNull();
  });
});
