import { expect, test } from '@playwright/test';
import { otherClient, toastRegion, uniqueName } from './helpers';

/** A number no other lead has: Add Lead answers 409 to a known phone. */
const uniquePhone = () => `+1512555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

test('add a lead and see it in Leads and on the Dashboard', async ({ page }) => {
  const name = uniqueName('Casey Buyer');
  await page.goto('/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const before = (await page.getByRole('button', { name: /All leads/ }).textContent()) ?? '';

  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await expect(dialog).toBeVisible();
  // Validation: required fields.
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();

  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.replaceAll(' ', '.').toLowerCase()}@example.com`);
  await dialog.getByLabel('Phone').fill(uniquePhone());
  await dialog.getByLabel('Vehicle of interest').fill('2025 Silverado 1500 LT');
  await expect(dialog.getByRole('combobox', { name: 'Source' })).toContainText('Facebook');
  await dialog.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Lead added')).toBeVisible();

  // The list and counts refresh without a reload.
  await expect(page.getByTestId('lead-row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('button', { name: /All leads/ })).not.toHaveText(before);

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByText('2025 Silverado 1500 LT', { exact: true })).toBeVisible();
  await expect(details.getByText('Instagram', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('recent-leads')).toContainText(name);
});

test('adding a person the dealership already has offers their lead instead of a second one', async ({
  page,
}) => {
  const name = uniqueName('Robin Known');
  const phone = uniquePhone();
  const api = await otherClient();
  const created = await api.post('/api/leads', {
    data: {
      name,
      email: `${Date.now()}@known.example`,
      phone,
      vehicleInterest: 'Tahoe',
      source: 'facebook',
      dealershipId: 1,
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await dialog.getByLabel('Full name').fill('Robin Again');
  await dialog.getByLabel('Email').fill('robin.again@example.com');
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Vehicle of interest').fill('Tahoe');
  const dealership = dialog.getByRole('combobox', { name: 'Dealership' });
  if (await dealership.isVisible()) {
    await dealership.click();
    await page.getByRole('option', { name: /Chevrolet/ }).click();
  }
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByRole('alert')).toContainText(name);
  await dialog.getByRole('button', { name: 'Open existing lead' }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

test('a phone-only walk-in is added from the floor, with its own source in the list and the filter', async ({
  page,
}) => {
  const name = uniqueName('Walker Inn');
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Vehicle of interest').fill('Equinox EV');
  // Neither phone nor e-mail: the form says one of them is needed.
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByText('Enter a phone number or an email address')).toBeVisible();

  await dialog.getByLabel('Phone', { exact: true }).fill(uniquePhone());
  await dialog.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Walk-in' }).click();
  const dealership = dialog.getByRole('combobox', { name: 'Dealership' });
  if (await dealership.isVisible()) {
    await dealership.click();
    await page.getByRole('option', { name: /Chevrolet/ }).click();
  }
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  const row = page.getByTestId('lead-row').filter({ hasText: name });
  await expect(row).toContainText('Walk-in');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Walk-in' }).click();
  await expect(page).toHaveURL(/source=walk_in/);
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `View ${name}` }).click();
  await expect(page.getByRole('dialog', { name }).getByText('Walk-in', { exact: true })).toBeVisible();
});
