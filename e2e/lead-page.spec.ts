import { expect, test } from '@playwright/test';
import { BASE_URL } from './env';
import { customerTexts, otherClient, uniqueName } from './helpers';

/** A website lead of Hyundai with the customer's question, posted as a site posts it (no session). */
async function websiteLead(question: string) {
  const name = uniqueName('Maria Page');
  const phone = `+1555012${String(Date.now()).slice(-4)}`;
  const res = await fetch(`${BASE_URL}/api/leads/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      phone,
      vehicleInterest: '2025 Tucson',
      dealershipBrand: 'hyundai',
      message: question,
    }),
  });
  expect(res.status).toBe(200);
  const { leadId } = (await res.json()) as { leadId: number };
  return { id: leadId, name, phone };
}

test('a lead has its own address: the form’s question first, kept by a reload and by back and forward', async ({
  page,
  browser,
}) => {
  const lead = await websiteLead('Is the blue one still there?');
  await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
  await page.getByRole('link', { name: `Open the page of ${lead.name}` }).click();
  await expect(page).toHaveURL(`${BASE_URL}/leads/${lead.id}`);
  const heading = page.getByRole('heading', { level: 1, name: lead.name });
  await expect(heading).toBeVisible();
  // The customer's own words from the form open the conversation, before the store's first text.
  const thread = page.getByTestId('lead-thread');
  await expect(thread.getByTestId('form-message')).toContainText('Is the blue one still there?');
  await expect(thread.getByTestId('message-channel').first()).toHaveText('· SMS');

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(thread.getByTestId('form-message')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/leads\?search=/);
  await expect(page.getByRole('link', { name: `Open the page of ${lead.name}` })).toBeVisible();
  await page.goForward();
  await expect(heading).toBeVisible();

  // Unknown, or another store's (the API answers 404 alike): a clear not-found, not an empty page.
  await page.goto('/leads/99999999');
  await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Leads' })).toBeVisible();

  // A salesperson of Chevrolet opening this Hyundai lead's address is told the same.
  const email = `${uniqueName('chevy').replaceAll(' ', '.').toLowerCase()}@store.example`;
  const admin = await otherClient();
  const user = { name: 'Cole Chevy', email, role: 'user', dealershipIds: [1], password: 'chevy-pass-123' };
  expect((await admin.post('/api/users', { data: user })).ok()).toBeTruthy();
  const chevy = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const signIn = await chevy.request.post('/api/auth/login', { data: { email, password: user.password } });
  expect(signIn.ok()).toBeTruthy();
  const chevyPage = await chevy.newPage();
  await chevyPage.goto(`/leads/${lead.id}`);
  await expect(chevyPage.getByRole('heading', { name: 'Lead not found' })).toBeVisible();
  await chevy.close();
});

test('a hand-over notice names the customer, and clicking it opens the lead at its reply box and marks it read', async ({
  page,
}) => {
  const api = await otherClient();
  const me = await (await api.get('/api/auth/me')).json();
  const lead = await websiteLead('Do you have it in blue?');
  expect((await api.patch(`/api/leads/${lead.id}`, { data: { assignedUserId: me.id } })).ok()).toBeTruthy();
  // The first text has gone out, so the customer's reply finds its conversation.
  await expect
    .poll(async () => (await (await api.get(`/api/conversations?leadId=${lead.id}`)).json()).length)
    .toBe(1);

  expect(
    await customerTexts(api, lead.phone, 'Can I talk to a real person? is the blue one still there?'),
  ).toBe(200);
  const title = `${lead.name} (2025 Tucson, Hyundai) asked for a person`;
  const noticeOf = async () =>
    (
      (await (await api.get('/api/notifications')).json()).notifications as {
        title: string;
        readAt: string | null;
      }[]
    ).find((n) => n.title === title);
  await expect.poll(async () => (await noticeOf())?.title).toBe(title);

  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
  const item = page.getByRole('menuitem', { name: new RegExp(title.replace(/[()]/g, '\\$&')) });
  await expect(item).toContainText('“Can I talk to a real person? is the blue one still there?”');
  await item.click();

  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/leads/${lead.id}\\?reply=\\d+$`));
  const reply = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(reply).toBeFocused();
  await expect.poll(async () => (await noticeOf())?.readAt).not.toBeNull();

  // The person answers at once, from where the notice took them.
  await reply.fill('Yes, the blue one is here today.');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByTestId('lead-thread').getByText('Yes, the blue one is here today.')).toBeVisible();
  await expect(reply).toHaveValue('');

  // The customer writes again while the page is open and the cursor is elsewhere: the new notice puts it back.
  await page.getByRole('heading', { level: 1, name: lead.name }).click();
  await expect(reply).not.toBeFocused();
  expect(await customerTexts(api, lead.phone, 'Great, I can come at 5')).toBe(200);
  const again = `${lead.name} (2025 Tucson, Hyundai) replied (SMS)`;
  await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(again.replace(/[()]/g, '\\$&')) }).click();
  await expect(reply).toBeFocused();
});

test('on a 390 px phone the lead page is one column and the reply box is in reach', async ({ page }) => {
  const lead = await websiteLead('Can I trade in my 2015 Elantra?');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/leads/${lead.id}?reply=1`);
  await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
  const reply = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(reply).toBeFocused();
  await expect(reply).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeInViewport();
  // Nothing wider than the screen, and the details follow the conversation in the same column.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const conversation = await page.getByRole('region', { name: 'Conversation', exact: true }).boundingBox();
  const details = await page.getByRole('heading', { name: 'Details' }).boundingBox();
  expect(conversation && details && details.y > conversation.y + conversation.height).toBe(true);
});
