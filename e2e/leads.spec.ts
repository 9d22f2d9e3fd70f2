import { expect, test } from '@playwright/test';
import { toastRegion, uniqueName } from './helpers';

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
  await expect(dialog.getByText('name is required')).toBeVisible();

  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.replaceAll(' ', '.').toLowerCase()}@example.com`);
  await dialog.getByLabel('Phone').fill('(555) 010-2030');
  await dialog.getByLabel('Vehicle Interest').fill('2025 Silverado 1500 LT');
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
  await expect(details.getByText('2025 Silverado 1500 LT')).toBeVisible();
  await expect(details.getByText('Instagram')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('recent-leads')).toContainText(name);
});
