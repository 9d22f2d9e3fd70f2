import { expect, request, test } from '@playwright/test';
import { BASE_URL } from './env';
import { firstLead, otherClient, uniqueName } from './helpers';

test('change a lead’s status and owner from its details; both are kept after a reload', async ({ page }) => {
  const api = await otherClient();
  const me = await (await api.get('/api/auth/me')).json();
  const lead = await firstLead(api);
  await api.patch(`/api/leads/${lead.id}`, { data: { status: 'new', assignedUserId: null } });

  await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
  await page
    .getByRole('button', { name: `View ${lead.name}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: lead.name });
  await details.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Qualified' }).click();
  await expect(details.getByRole('combobox', { name: 'Status' })).toContainText('Qualified');
  await details.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: new RegExp(`^${me.username}`) }).click();
  await expect(details.getByRole('combobox', { name: 'Owner' })).toContainText(me.username);

  await page.reload();
  await page
    .getByRole('button', { name: `View ${lead.name}` })
    .first()
    .click();
  const again = page.getByRole('dialog', { name: lead.name });
  await expect(again.getByRole('combobox', { name: 'Status' })).toContainText('Qualified');
  await expect(again.getByRole('combobox', { name: 'Owner' })).toContainText(me.username);
  // The timeline shows the change, and a note joins it with its author.
  const activity = again.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Status changed from new to qualified').first()).toBeVisible();
  await again.getByLabel('Add a note').fill('Wants a Saturday test drive');
  await again.getByRole('button', { name: 'Add note' }).click();
  await expect(activity.getByText('Wants a Saturday test drive')).toBeVisible();
  const saved = await (await api.get(`/api/leads/${lead.id}`)).json();
  expect(saved).toMatchObject({ status: 'qualified', assignedUserId: me.id });
});

test('the bell counts the unread notifications and goes down when they are read', async ({ page }) => {
  const api = await otherClient();
  const me = await (await api.get('/api/auth/me')).json();
  // A manager of the store gives the signed-in admin a lead: the admin is told.
  const email = `${uniqueName('mgr').replaceAll(' ', '.').toLowerCase()}@store.example`;
  const created = await api.post('/api/users', {
    data: {
      name: 'Morgan Manager',
      email,
      role: 'manager',
      dealershipIds: [1],
      password: 'manager-pass-123',
    },
  });
  expect(created.ok()).toBeTruthy();
  const manager = await request.newContext({ baseURL: BASE_URL });
  expect(
    (await manager.post('/api/auth/login', { data: { email, password: 'manager-pass-123' } })).ok(),
  ).toBeTruthy();
  const lead = (await (await manager.get('/api/leads?dealershipId=1&limit=1')).json())[0];

  // Left to nobody first (its owner until then, perhaps the admin, is told so before the count is taken).
  await manager.patch(`/api/leads/${lead.id}`, { data: { assignedUserId: null } });
  await page.goto('/');
  const unread = async () => (await (await api.get('/api/notifications')).json()).unreadCount as number;
  const before = await unread();
  await expect(page.getByRole('button', { name: `Notifications (${before})` })).toBeVisible();

  expect(
    (await manager.patch(`/api/leads/${lead.id}`, { data: { assignedUserId: me.id } })).ok(),
  ).toBeTruthy();
  // Live over /ws: the count rises without a reload.
  await expect(page.getByRole('button', { name: `Notifications (${before + 1})` })).toBeVisible();
  expect(await unread()).toBe(before + 1);

  await page.getByRole('button', { name: `Notifications (${before + 1})` }).click();
  await page
    .getByRole('menuitem', { name: new RegExp(`Morgan Manager gave you ${lead.name} \\(.*\\)`) })
    .first()
    .click();
  // The notice names who gave the lead and opens its page.
  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}\\?reply=\\d+$`));
  await expect(page.getByRole('button', { name: `Notifications (${before})` })).toBeVisible();
  expect(await unread()).toBe(before);
});
