import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import twilio from 'twilio';
import { startTwilioDouble, type TwilioDouble } from '../server/src/integrations/sms/twilio-double';
import { ADMIN, E2E_PORT } from './env';
import { uniqueName } from './helpers';

/** A zone whose clock shows `hour` now (Etc zones have the POSIX sign: Etc/GMT-3 is UTC+3). */
function zoneWhereItIs(hour: number) {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

async function addLead(api: APIRequestContext, name: string, phone: string, dealershipId: number) {
  const res = await api.post('/api/leads', {
    data: {
      name,
      phone,
      email: `${phone.slice(1)}@status.example`,
      source: 'facebook',
      vehicleInterest: '2025 Ford Bronco',
      dealershipId,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The live connection is up (the bell's menu says so): events from now on reach this page. */
async function waitUntilLive(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu').getByText('Live', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function openSmsThread(page: Page, name: string) {
  await page.goto('/sms-conversations');
  await page.getByRole('list', { name: 'SMS conversations' }).getByRole('button', { name }).first().click();
  return page.getByTestId('thread');
}

test('without a provider the first text shows as logged', async ({ page }) => {
  const name = uniqueName('Logan Logged');
  await addLead(page.request, name, `+1555012${String(Date.now()).slice(-4)}`, 3);
  const thread = await openSmsThread(page, name);
  await expect(thread.getByTestId('delivery-status')).toHaveText('Logged');
  await expect(thread.getByTestId('delivery-status')).toHaveAttribute('title', /No provider is configured/);
});

test.describe('with Twilio', () => {
  // A second server of the same build, texting through a local stand-in for Twilio's API (the one e2e server
  // runs the default offline set-up). `localhost` keeps its session cookie apart from the main server's.
  const PORT = E2E_PORT + 1000;
  const URL = `http://localhost:${PORT}`;
  const NUMBER = '+15550109001';
  let double: TwilioDouble;
  let server: ChildProcess;
  let browserRef: Browser;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    browserRef = browser;
    double = await startTwilioDouble();
    server = spawn('node', ['--enable-source-maps', 'server/dist/main.js'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lead-manager-e2e-twilio-')),
        PORT: String(PORT),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        NODE_ENV: 'test',
        TZ: 'UTC',
        TWILIO_ACCOUNT_SID: double.accountSid,
        TWILIO_AUTH_TOKEN: double.authToken,
        TWILIO_PHONE_NUMBER: NUMBER,
        TWILIO_API_URL: double.url,
      },
    });
    await expect
      .poll(async () => (await fetch(`${URL}/api/health`).catch(() => undefined))?.status, {
        timeout: 150_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill();
    await double?.close();
  });

  async function signedInPage() {
    const context = await browserRef.newContext({ baseURL: URL, timezoneId: 'UTC' });
    const login = await context.request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok()).toBeTruthy();
    return context.newPage();
  }

  /** A delivery report posted as Twilio posts it, signed with the account's token. */
  async function postStatus(page: Page, params: Record<string, string>) {
    const url = '/api/webhooks/twilio/status';
    const res = await page.request.post(url, {
      form: params,
      headers: {
        'x-twilio-signature': twilio.getExpectedTwilioSignature(double.authToken, `${URL}${url}`, params),
      },
    });
    expect(res.status()).toBe(200);
  }

  test('a text moves from sent to delivered, and another fails with Twilio’s reason, live', async () => {
    const page = await signedInPage();
    const api = page.request;
    // Ford's clock at midday: texts go out at once.
    expect((await api.patch('/api/dealerships/3', { data: { timezone: zoneWhereItIs(12) } })).ok()).toBe(
      true,
    );
    const name = uniqueName('Sam Status');
    const phone = `+1555013${String(Date.now()).slice(-4)}`;
    await addLead(api, name, phone, 3);
    await expect.poll(() => double.messages.filter((m) => m.to === phone).length).toBe(1);

    const thread = await openSmsThread(page, name);
    const first = thread.getByTestId('delivery-status').first();
    await expect(first).toHaveText('Sent');
    await waitUntilLive(page);
    const [greeting] = double.messages.filter((m) => m.to === phone);
    await postStatus(page, { MessageSid: greeting?.sid ?? '', MessageStatus: 'delivered', To: phone });
    await expect(first).toHaveText('Delivered');

    await page.getByLabel('Message', { exact: true }).fill('Are you still interested in the Bronco?');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await expect.poll(() => double.messages.filter((m) => m.to === phone).length).toBe(2);
    const second = thread.getByTestId('delivery-status').nth(1);
    await expect(second).toHaveText('Sent');
    const reply = double.messages.filter((m) => m.to === phone)[1];
    await postStatus(page, {
      MessageSid: reply?.sid ?? '',
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      To: phone,
    });
    await expect(second).toHaveText('FailedUnreachable destination handset (Twilio 30003)');
    await expect(second).toHaveAttribute('data-status', 'failed');
    await page.context().close();
  });

  test('a text written in the lead’s quiet hours shows when it will go', async () => {
    const page = await signedInPage();
    const api = page.request;
    // Hyundai's clock at 2 AM: the greeting waits for 8:00 there.
    expect((await api.patch('/api/dealerships/2', { data: { timezone: zoneWhereItIs(2) } })).ok()).toBe(true);
    const name = uniqueName('Nia Night');
    await addLead(api, name, `+1555014${String(Date.now()).slice(-4)}`, 2);
    const thread = await openSmsThread(page, name);
    const status = thread.getByTestId('delivery-status');
    await expect(status).toHaveText('Sends at 8:00 AM');
    await expect(status).toHaveAttribute('data-status', 'queued');
    await page.context().close();
  });
});
