import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test } from '@playwright/test';
import { BASE_URL } from './env';
import { customerTexts, otherClient, uniqueName } from './helpers';

/** A store's own website, somewhere else: a page on another 127.0.0.1 port that holds the pasted snippet. */
async function siteServing(html: () => string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><body><h1>Our store</h1>${html()}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

test("the website snippet posts a lead from the store's site and is refused from another site", async ({
  page,
  browser,
}) => {
  let snippet = '';
  const allowed = await siteServing(() => snippet);
  const other = await siteServing(() => snippet);
  try {
    await page.goto('/webhook-setup');
    const website = page.getByTestId('connection-website');
    await website.getByRole('button', { name: /^(Set|Replace)$/ }).click();
    await website.getByLabel('Allowed sites').fill(allowed.url);
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(website.getByTestId('connection-state')).toHaveText('Open');
    await expect(website).toContainText(allowed.url);
    snippet = (await website.getByTestId('website-snippet').locator('pre').first().textContent()) ?? '';
    expect(snippet).toContain('/api/leads/capture?dealership=');

    // The store's site and a stranger's, each serving the same pasted form, opened by a visitor (no session).
    const visitor = await browser.newContext();
    const servePasted = async (site: { url: string }) => {
      const tab = await visitor.newPage();
      await tab.goto(`${site.url}/`);
      return tab;
    };
    const stamp = Date.now();
    const ours = await servePasted(allowed);
    await ours.getByLabel('Name').fill(`Snippet Visitor ${stamp}`);
    await ours.getByLabel('E-mail').fill(`snippet.${stamp}@example.com`);
    await ours.getByRole('button', { name: 'Send' }).click();
    await expect(ours.getByRole('status')).toHaveText('Thank you! We will be in touch shortly.');

    const theirs = await servePasted(other);
    await theirs.getByLabel('Name').fill(`Stranger Visitor ${stamp}`);
    await theirs.getByLabel('E-mail').fill(`stranger.${stamp}@example.com`);
    await theirs.getByRole('button', { name: 'Send' }).click();
    await expect(theirs.getByRole('status')).toHaveText('Sorry, the form could not be sent. Please call us.');
    await visitor.close();
    // The stranger's browser never posted (its preflight was refused): the store still sees why, on the card.
    await page.reload();
    await expect(page.getByTestId('connection-website').getByTestId('last-event')).toContainText(
      `${other.url} may not send leads to this store`,
    );

    const found = async (email: string) =>
      Number(
        (await page.request.get(`/api/leads?search=${encodeURIComponent(email)}`)).headers()['x-total-count'],
      );
    expect(await found(`snippet.${stamp}@example.com`)).toBe(1);
    expect(await found(`stranger.${stamp}@example.com`)).toBe(0);
  } finally {
    await allowed.close();
    await other.close();
  }
});

test("the store's number: Dealerships shows Twilio's exact URLs and that the last inbound text was signed and accepted", async ({
  page,
}) => {
  const ctx = await otherClient();
  expect(await customerTexts(ctx, '+15125550177', 'Is the Equinox still there?')).toBe(200);
  await page.goto('/dealerships');
  const card = page.getByTestId('twilio-number-check');
  await expect(card).toContainText(`${BASE_URL}/api/webhooks/twilio/sms`);
  await expect(card).toContainText(`${BASE_URL}/api/webhooks/twilio/status`);
  await expect(card).toContainText('Inbound texts open');
  await expect(card).toContainText(/Last inbound text: signed and accepted/);
});

test('a manager reads Webhook Setup without a button to change or test; a salesperson is not offered it', async ({
  browser,
}) => {
  const admin = await otherClient();
  const signedIn = async (role: 'manager' | 'user') => {
    const email = `${uniqueName(`setup ${role}`).replaceAll(' ', '.').toLowerCase()}@hyundai.example`;
    const data = {
      name: uniqueName('Setup Reader'),
      email,
      role,
      dealershipIds: [2],
      password: 'setup-pass-123',
    };
    expect((await admin.post('/api/users', { data })).ok()).toBeTruthy();
    const context = await browser.newContext({
      baseURL: BASE_URL,
      storageState: { cookies: [], origins: [] },
    });
    const login = await context.request.post('/api/auth/login', { data: { email, password: data.password } });
    expect(login.ok()).toBeTruthy();
    return context;
  };
  const manager = await (await signedIn('manager')).newPage();
  await manager.goto('/webhook-setup');
  await expect(manager.getByText('Only an admin can change credentials or run a test.')).toBeVisible();
  const facebook = manager.getByTestId('connection-facebook');
  await expect(facebook.getByTestId('last-event')).toBeVisible();
  await expect(facebook.getByRole('button', { name: /^(Set|Replace|Clear|Test)$/ })).toHaveCount(0);

  const salesperson = await (await signedIn('user')).newPage();
  await salesperson.goto('/leads');
  const sidebar = salesperson.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Webhook Setup', exact: true })).toHaveCount(0);
  await salesperson.goto('/webhook-setup');
  await expect(salesperson.getByText('Only managers and admins can see the connections.')).toBeVisible();
  await expect(salesperson.getByTestId('webhook-setup-store')).toHaveCount(0);
});

test('Webhook Setup keeps the picked store in the URL: reload and back still show that store', async ({
  page,
}) => {
  await page.goto('/webhook-setup');
  await page.getByTestId('webhook-setup-store').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(page).toHaveURL(/\/webhook-setup\?store=\d+$/);
  const store = new URL(page.url()).searchParams.get('store');
  const facebook = page.getByTestId('connection-facebook');
  await expect(facebook).toContainText(`/api/webhooks/facebook?dealership=${store}`);

  await page.reload();
  await expect(page.getByTestId('webhook-setup-store')).toContainText('Ford');
  await expect(facebook).toContainText(`/api/webhooks/facebook?dealership=${store}`);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Leads', exact: true })
    .click();
  await expect(page).toHaveURL(/\/leads/);
  await page.goBack();
  await expect(page.getByTestId('webhook-setup-store')).toContainText('Ford');
  await expect(facebook).toContainText(`/api/webhooks/facebook?dealership=${store}`);

  // A link naming the store (the Dealerships screen's Twilio card makes one) opens it, whatever was picked before.
  await page.goto('/dealerships');
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(page).toHaveURL(new RegExp(`/dealerships\\?store=${store}$`));
  await page.goto(`/webhook-setup?store=${store}`);
  await expect(page.getByTestId('webhook-setup-store')).toContainText('Ford');
});

test('a Google "Send test data" lead says it is a test lead, and its link opens the Leads Test filter that shows it', async ({
  page,
}) => {
  const admin = await otherClient();
  const stores = (await (await admin.get('/api/dealerships')).json()) as { id: number; name: string }[];
  const ford = stores.find((d) => d.name.includes('Ford'));
  if (!ford) throw new Error('no Ford store in the seed');
  const key = `e2e-google-key-${Date.now()}`;
  const put = await admin.put(`/api/dealerships/${ford.id}/connections/google`, {
    data: { credentials: { leadKey: key } },
  });
  expect(put.ok()).toBeTruthy();
  const name = uniqueName('Google Sample');
  // What Google Ads' "Send test data" posts: the store's key and `is_test: true`.
  const posted = await otherClientPost(`/api/webhooks/google?dealership=${ford.id}`, {
    google_key: key,
    lead_id: `e2e-${Date.now()}`,
    is_test: true,
    user_column_data: [
      { column_name: 'Full Name', string_value: name, column_id: 'FULL_NAME' },
      { column_name: 'User Email', string_value: `sample.${Date.now()}@example.com`, column_id: 'EMAIL' },
    ],
  });
  expect(posted).toBe(200);

  await page.goto(`/webhook-setup?store=${ford.id}`);
  const google = page.getByTestId('connection-google').getByTestId('last-event');
  await expect(google).toContainText("test lead created — shown under the Leads page's Test filter");
  await google.getByRole('link', { name: 'Show test leads' }).click();
  await expect(page).toHaveURL(/\/leads\?source=test$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await admin.delete(`/api/dealerships/${ford.id}/connections/google`);
});

/** A platform's post: no session, no cookie. */
async function otherClientPost(url: string, data: object) {
  const platform = await request.newContext({
    baseURL: BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const res = await platform.post(url, { data });
  await platform.dispose();
  return res.status();
}
