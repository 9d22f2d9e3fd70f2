import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import twilio from 'twilio';
import { startSmtpTestServer } from '../server/src/integrations/email/smtp-test-server';
import { E2E_PORT } from './env';

/**
 * A day of a two-person store, from the outside, on a server of its own (the shared e2e server has no SMTP, and
 * round robin would hand the other specs' leads out): the compiled server the suite built, a fresh database, a real
 * SMTP server on loopback, the group's Twilio number with signed inbound texts.
 */
const PORT = E2E_PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'owner@store-day.example', password: 'store-day-Admin-1' };
const TWILIO = { number: '+15550109100', authToken: 'store-day-twilio-token' };

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpTestServer();
  server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lead-manager-store-day-')),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'test',
      TZ: 'UTC',
      TWILIO_PHONE_NUMBER: TWILIO.number,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Lakeside Auto Group <team@store-day.example>',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => undefined))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await smtp?.close();
});

/** A mail's text with quoted-printable undone (nodemailer wraps long lines). */
function textOf(mail: { body: string; header(name: string): string | undefined }) {
  if (!/quoted-printable/i.test(mail.header('content-transfer-encoding') ?? '')) return mail.body;
  return mail.body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
async function mailTo(address: string, subject: RegExp) {
  await expect
    .poll(
      () => smtp.received.some((m) => m.to.includes(address) && subject.test(m.header('subject') ?? '')),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const mail = smtp.received.find((m) => m.to.includes(address) && subject.test(m.header('subject') ?? ''));
  if (!mail) throw new Error('no mail');
  return textOf(mail);
}

async function signIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}

async function goOnTheFloor(page: Page) {
  const floor = page.getByRole('switch', { name: 'On the floor' });
  await floor.click();
  await expect(floor).toBeChecked();
}

test('a day of a two-person store: invite, round robin, a hand-over by e-mail, worked to an appointment', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Morning: the admin invites a salesperson to Chevrolet; the invitation arrives by e-mail.
  const admin = await signIn(browser, ADMIN.email, ADMIN.password);
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await admin.getByRole('button', { name: 'Invite person' }).click();
  const invite = admin.getByRole('dialog');
  await invite.getByLabel('Name').fill('Sally Seller');
  await invite.getByLabel('Email').fill('sally@store-day.example');
  await invite.getByLabel('Chevrolet').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  const invitation = await mailTo('sally@store-day.example', /./);
  const link = invitation.match(/http:\/\/127\.0\.0\.1:\d+\/set-password\?token=[\w%-]+/)?.[0];
  expect(link).toBeDefined();

  const sally = await (
    await browser.newContext({ baseURL: BASE, storageState: { cookies: [], origins: [] } })
  ).newPage();
  await sally.goto(link ?? '');
  await sally.getByLabel('New password').fill('sally-password-1');
  await sally.getByLabel('Confirm password').fill('sally-password-1');
  await sally.getByRole('button', { name: 'Set password' }).click();
  await expect(sally.getByRole('status')).toContainText('Your password is set');
  await sally.context().close();
  const seller = await signIn(browser, 'sally@store-day.example', 'sally-password-1');

  // Before the doors open the admin sets the store to round robin; then both go on the floor.
  await admin.goto('/dealerships');
  await admin.getByTestId('dealerships-store').click();
  await admin.getByRole('option', { name: 'Chevrolet' }).click();
  const rules = admin.getByRole('form', { name: 'Lead assignment' });
  await rules.getByRole('combobox', { name: 'Assignment' }).click();
  await admin.getByRole('option', { name: 'Round robin' }).click();
  await rules.getByRole('button', { name: 'Save assignment' }).click();
  await expect(admin.getByText('Assignment saved').first()).toBeVisible();
  await goOnTheFloor(admin);
  await goOnTheFloor(seller);
  await expect
    .poll(async () => (await (await seller.request.get('/api/users/me/availability')).json()).available)
    .toBe(true);

  // Two customers fill in the store's website form: one lead each.
  // Posted as a website posts it, with no session (a signed-in post would be a Test lead, never assigned).
  const capture = async (name: string, phone: string) => {
    const res = await fetch(`${BASE}/api/leads/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        phone,
        vehicleInterest: 'Chevrolet Equinox',
        dealershipBrand: 'chevrolet',
      }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { leadId: number }).leadId;
  };
  const first = await capture('Carla Customer', '+15125550987');
  const second = await capture('Dan Driver', '+15125550988');
  const ownerOf = async (id: number) =>
    ((await (await admin.request.get(`/api/leads/${id}`)).json()) as { assignedUserName: string | null })
      .assignedUserName;
  const owners = [await ownerOf(first), await ownerOf(second)];
  const why = JSON.stringify({
    owners,
    rule: await (await admin.request.get('/api/dealerships/1/assignment')).json(),
    members: await (await admin.request.get('/api/dealerships/1/members')).json(),
    lead: await (await admin.request.get(`/api/leads/${first}`)).json(),
  });
  expect(new Set(owners).size, why).toBe(2);
  expect(owners).toContain('Sally Seller');
  expect(owners.every((o) => o !== null)).toBe(true);

  // Sally opens Leads on her own lead.
  const sallysLeadId = owners[0] === 'Sally Seller' ? first : second;
  const sallysLead = (await (await admin.request.get(`/api/leads/${sallysLeadId}`)).json()) as {
    name: string;
    phone: string;
  };
  await seller.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
  await expect(seller.getByRole('button', { name: /^View / })).toHaveCount(1);
  await expect(seller.getByRole('button', { name: `View ${sallysLead.name}` })).toBeVisible();

  // Her customer asks for a person by text, after the assistant's first message.
  await expect
    .poll(
      async () =>
        (await (await admin.request.get(`/api/conversations?leadId=${sallysLeadId}`)).json()).length,
    )
    .toBe(1);
  const params = {
    MessageSid: `SMstoreday${Date.now()}`,
    From: sallysLead.phone,
    To: TWILIO.number,
    Body: 'Can I talk to a real person about the Equinox?',
  };
  const url = '/api/webhooks/twilio/sms';
  const text = await admin.request.post(url, {
    form: params,
    headers: {
      'x-twilio-signature': twilio.getExpectedTwilioSignature(TWILIO.authToken, `${BASE}${url}`, params),
    },
  });
  expect(text.status()).toBe(200);

  // Sally hears of it in the bell and by e-mail, with the customer's words.
  const handOver = await mailTo('sally@store-day.example', /asked for a person/);
  expect(handOver).toContain('Can I talk to a real person about the Equinox?');
  const notices = (await (await seller.request.get('/api/notifications')).json()) as {
    notifications: { kind: string; leadId: number | null }[];
  };
  expect(notices.notifications).toContainEqual(
    expect.objectContaining({ kind: 'hand_over', leadId: sallysLeadId }),
  );
  await expect(seller.getByRole('button', { name: /^Notifications \([1-9]/ })).toBeVisible();

  // She works the lead to an appointment from its details.
  await seller.getByRole('button', { name: `View ${sallysLead.name}` }).click();
  const details = seller.getByRole('dialog', { name: sallysLead.name });
  await details.getByRole('button', { name: 'Schedule Appointment' }).click();
  const schedule = seller.getByRole('dialog', { name: 'Schedule new appointment' });
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();
  await expect
    .poll(async () => (await (await admin.request.get(`/api/leads/${sallysLeadId}`)).json()).status)
    .toBe('appointment_scheduled');
  const appointments = (await (await admin.request.get(`/api/appointments?leadId=${sallysLeadId}`)).json()) as
    | unknown[]
    | { items: unknown[] };
  expect(Array.isArray(appointments) ? appointments.length : appointments.items.length).toBe(1);
});
