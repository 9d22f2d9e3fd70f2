import { expect, request, test } from '@playwright/test';
import { ADMIN, BASE_URL } from './env';
import { expectNoSeriousA11yViolations, uniqueName } from './helpers';

test('an admin invites a salesperson on the Team screen; the link sets the password once and they see only their store', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

  const name = uniqueName('Sam Seller');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  await page.getByRole('button', { name: 'Invite person' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Hyundai').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  // This server has no SMTP: the admin gets the one-time link to hand over.
  const linkBox = dialog.getByLabel('One-time link');
  await expect(linkBox).toBeVisible();
  const link = await linkBox.inputValue();
  expect(link).toMatch(/\/set-password\?token=/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId(`team-row-${email}`)).toContainText('Salesperson');
  await expect(page.getByTestId(`team-row-${email}`)).toContainText('Hyundai');

  // The salesperson, in a browser of their own with no session.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await them.goto(link);
  await them.getByLabel('New password').fill('sam-password-1');
  await them.getByLabel('Confirm password').fill('sam-password-1');
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByRole('status')).toContainText('Your password is set');
  await expectNoSeriousA11yViolations(them);

  // The link works once.
  await them.goto(link);
  await them.getByLabel('New password').fill('someone-else-2');
  await them.getByLabel('Confirm password').fill('someone-else-2');
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByText('This link has been used or has expired')).toBeVisible();

  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await api.post('/api/auth/login', { data: { email, password: 'sam-password-1' } })).ok()).toBe(
    true,
  );
  const leads = (await (await api.get('/api/leads')).json()) as { dealershipId: number }[];
  expect(leads.length).toBeGreaterThan(0);
  expect(new Set(leads.map((l) => l.dealershipId))).toEqual(new Set([2]));
  await api.dispose();
  await theirs.close();
});

test('a conversation thread shows the date of a message from another day, in the user’s zone', async ({
  page,
}) => {
  const settings = (await (await page.request.get('/api/user/settings')).json()) as { timezone: string };
  // Every SMS conversation: the specs before this one add many of today's, ahead of the demo's older ones.
  const listed = (await (await page.request.get('/api/conversations?type=sms&limit=500')).json()) as {
    lead: { name: string };
    messages: { timestamp: string }[];
  }[];
  const dayOf = (value: string | Date) =>
    new Date(value).toLocaleDateString('en-CA', { timeZone: settings.timezone });
  // Today's and yesterday's messages are grouped under "Today" and "Yesterday": take one from before those.
  const recentDays = [dayOf(new Date()), dayOf(new Date(Date.now() - 86_400_000))];
  const isOlder = (m: { timestamp: string }) => !recentDays.includes(dayOf(m.timestamp));
  const older = listed.find((c) => c.messages.some(isOlder));
  if (!older) throw new Error('the demo data has an SMS conversation with a message from before yesterday');
  const message = older.messages.find(isOlder);
  const expected = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timezone,
    month: 'short',
    day: 'numeric',
  }).format(new Date(message?.timestamp ?? ''));

  await page.goto('/sms-conversations');
  // Found by name, as a person would, wherever it sits in a long list.
  await page.getByLabel('Search by name or phone').fill(older.lead.name);
  await page
    .getByRole('list', { name: 'SMS conversations' })
    .getByRole('button', { name: older.lead.name })
    .first()
    .click();
  await expect(page.getByTestId('thread')).toContainText(expected);
});

test('a deactivated salesperson’s open app goes back to the sign-in page by itself', async ({
  page,
  browser,
}) => {
  const email = `${uniqueName('gone').replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  const created = await page.request.post('/api/users', {
    data: { name: 'Gone Gina', email, role: 'user', dealershipIds: [1], password: 'gina-password-1' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await them.goto('/');
  await them.getByLabel('Email').fill(email);
  await them.getByLabel('Password').fill('gina-password-1');
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(them.getByText('Live', { exact: true })).toBeVisible();

  expect((await page.request.delete(`/api/users/${id}`)).ok()).toBe(true);
  // The server closes the socket of the ended session; the app notices without any click or reload.
  await expect(them.getByRole('heading', { name: 'Sign in to Lead Manager' })).toBeVisible();
  await theirs.close();
});

test('the sign-in page asks for a reset link without telling whether the address exists', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email for the reset link').fill('nobody-at-all@lakeside.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a manager’s Team screen offers actions only for the salespeople of their store', async ({
  page,
  browser,
}) => {
  const email = (prefix: string) =>
    `${uniqueName(prefix).replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  const people = { manager: email('mia'), fellow: email('fred'), seller: email('sol') };
  for (const [role, address] of [
    ['manager', people.manager],
    ['manager', people.fellow],
    ['user', people.seller],
  ] as const) {
    const created = await page.request.post('/api/users', {
      data: {
        name: address.split('@')[0],
        email: address,
        role,
        dealershipIds: [2],
        password: 'team-password-1',
      },
    });
    expect(created.status()).toBe(201);
  }

  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await them.goto('/');
  await them.getByLabel('Email').fill(people.manager);
  await them.getByLabel('Password').fill('team-password-1');
  await them.getByRole('button', { name: 'Sign in' }).click();
  await them.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();

  const seller = them.getByTestId(`team-row-${people.seller}`);
  await expect(seller.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  // A fellow manager and the admin are theirs to see, not to change.
  for (const row of [
    them.getByTestId(`team-row-${people.fellow}`),
    them.getByTestId(`team-row-${ADMIN.email}`),
  ]) {
    await expect(row).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('combobox')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(them);
  await theirs.close();
});

test('a second invitation opens empty: no link from the first, no store ticked', async ({ page }) => {
  await page.goto('/team');
  const invite = page.getByRole('button', { name: 'Invite person' });
  const dialog = page.getByRole('dialog', { name: 'Invite a person' });
  const name = uniqueName('First Invitee');
  await invite.click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@lakeside.example`);
  await dialog.getByLabel('Hyundai').check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('One-time link')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The next person must not get the first one's link, or silently their Hyundai access.
  await invite.click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog.getByLabel('One-time link')).toHaveCount(0);
  for (const store of ['Chevrolet', 'Hyundai', 'Ford'])
    await expect(dialog.getByLabel(store)).not.toBeChecked();
});

test('an admin changes a member’s stores from Team and the member’s row shows them', async ({ page }) => {
  const email = `${uniqueName('moving').replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  const created = await page.request.post('/api/users', {
    data: { name: 'Moving Max', email, role: 'user', dealershipIds: [1], password: 'max-password-1' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/team');
  const row = page.getByTestId(`team-row-${email}`);
  await expect(row).toContainText('Chevrolet');
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Moving Max' });
  await expect(dialog.getByLabel('Chevrolet')).toBeChecked();
  await dialog.getByLabel('Chevrolet').uncheck();
  await dialog.getByLabel('Hyundai').check();
  await dialog.getByLabel('Ford').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Hyundai, Ford');
  await expect(row).not.toContainText('Chevrolet');
  // The screen is not the only one told: the server holds the new stores.
  const users = (await (await page.request.get('/api/users')).json()) as {
    email: string;
    dealershipIds: number[];
  }[];
  expect(users.find((u) => u.email === email)?.dealershipIds).toEqual([2, 3]);
});
