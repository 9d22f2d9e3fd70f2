import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import twilio from 'twilio';
import { E2E_PORT } from './env';
import { uniqueName } from './helpers';
import { startTwilioServer, type TwilioServer, zoneWhereItIs } from './twilio-server';

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
  // Midday on Ford's clock for this test (a 555 number has no zone of its own, so the store's applies): at night
  // there the text would wait for 8:00 instead. Specs run one at a time; the store's zone is put back after.
  const store = '/api/dealerships/3';
  const { timezone } = (await (await page.request.get(store)).json()) as { timezone: string };
  expect((await page.request.patch(store, { data: { timezone: zoneWhereItIs(12) } })).ok()).toBe(true);
  try {
    const name = uniqueName('Logan Logged');
    await addLead(page.request, name, `+1555012${String(Date.now()).slice(-4)}`, 3);
    const thread = await openSmsThread(page, name);
    await expect(thread.getByTestId('delivery-status')).toHaveText('Logged');
    await expect(thread.getByTestId('delivery-status')).toHaveAttribute('title', /No provider is configured/);
  } finally {
    await page.request.patch(store, { data: { timezone } });
  }
});

test.describe('with Twilio', () => {
  let twilioServer: TwilioServer;
  // The double, and the server's address for the signatures of the reports posted to it.
  let double: TwilioServer['double'];
  let URL: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    twilioServer = await startTwilioServer(E2E_PORT + 1000, '+15550109001');
    double = twilioServer.double;
    URL = twilioServer.url;
  });

  test.afterAll(async () => {
    await twilioServer?.stop();
  });

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

  test('a text moves from sent to delivered, and another fails with Twilio’s reason, live', async ({
    browser,
  }) => {
    const page = await twilioServer.signedInPage(browser);
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

  test('a text written in the lead’s quiet hours shows when it will go', async ({ browser }) => {
    const page = await twilioServer.signedInPage(browser);
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
