import { expect, test } from '@playwright/test';
import { uniqueName } from './helpers';

test('a salesperson opens Leads on their own leads; the filter shows, can be removed and stays removed after a reload', async ({
  page,
  browser,
}) => {
  const email = `${uniqueName('mine').replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  const created = await page.request.post('/api/users', {
    data: { name: 'Mia Mine', email, role: 'user', dealershipIds: [1], password: 'mia-password-1' },
  });
  expect(created.status()).toBe(201);
  const { id: miaId } = (await created.json()) as { id: number };
  // Give Mia one of the store's leads; the store has others nobody gave her.
  const storeLeads = (await (await page.request.get('/api/leads?dealershipId=1&limit=5')).json()) as {
    id: number;
    name: string;
  }[];
  const hers = storeLeads[0];
  if (!hers || storeLeads.length < 2) throw new Error('the demo store has too few leads');
  expect((await page.request.patch(`/api/leads/${hers.id}`, { data: { assignedUserId: miaId } })).ok()).toBe(
    true,
  );

  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await them.goto('/');
  await them.getByLabel('Email').fill(email);
  await them.getByLabel('Password').fill('mia-password-1');
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await them.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leads' }).click();
  const owner = them.getByRole('combobox', { name: 'Owner' });
  await expect(owner).toHaveText('My leads');
  const viewButtons = them.getByRole('button', { name: /^View / });
  await expect(viewButtons).toHaveCount(1);
  await expect(them.getByRole('button', { name: `View ${hers.name}` })).toBeVisible();

  // Removed with Clear filters: every lead of her store, and a reload keeps it that way.
  await them.getByRole('button', { name: 'Clear filters' }).click();
  await expect(owner).toHaveText('All owners');
  await expect(viewButtons).not.toHaveCount(1);
  await them.reload();
  await expect(them.getByRole('combobox', { name: 'Owner' })).toHaveText('All owners');
  expect(new URL(them.url()).searchParams.get('owner')).toBe('all');

  // Back to hers from the menu.
  await owner.click();
  await them.getByRole('option', { name: 'My leads' }).click();
  await expect(viewButtons).toHaveCount(1);
  await theirs.close();

  // An admin opens on everyone's leads.
  await page.goto('/leads');
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText('All owners');
});
