import { expect, test } from '@playwright/test';
import { toastRegion } from './helpers';

test('webhook Test shows the success toast, and Copy shows Copied!', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/webhook-setup');
  await page.getByRole('button', { name: 'Test Generic Form webhook' }).click();
  await expect(toastRegion(page).getByText('Test Successful!')).toBeVisible();
  await expect(toastRegion(page).getByText('Generic Form webhook is working correctly')).toBeVisible();

  await page.getByRole('button', { name: 'Test Facebook Lead Ads webhook' }).click();
  await expect(toastRegion(page).getByText(/Test Successful!|Test Failed/)).toBeVisible();

  const copy = page.getByRole('button', { name: 'Copy Facebook Lead Ads webhook URL' });
  await copy.click();
  await expect(copy).toContainText('Copied!');
  await expect(copy).toContainText('Copy', { timeout: 4000 });
  await expect(copy).not.toContainText('Copied!');
});

test('user settings are saved and loaded again', async ({ page }) => {
  await page.goto('/user-settings');
  const phone = page.getByLabel('Phone');
  await expect(page.getByLabel('Full name')).not.toHaveValue('');
  const value = `(555) 7${Date.now().toString().slice(-2)}-0101`;
  await phone.fill(value);
  await page.getByRole('switch', { name: 'Sound notifications' }).click();
  const sound = await page.getByRole('switch', { name: 'Sound notifications' }).getAttribute('aria-checked');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toastRegion(page).getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(value);
  await expect(page.getByRole('switch', { name: 'Sound notifications' })).toHaveAttribute(
    'aria-checked',
    sound ?? '',
  );
});

test('a webhook Test lead stays out of the lists, shows under the Test filter with its badge, and one click removes the test leads', async ({
  page,
}) => {
  await page.goto('/webhook-setup');
  await page.getByRole('button', { name: 'Test Generic Form webhook' }).click();
  await expect(toastRegion(page).getByText('Test Successful!')).toBeVisible();

  await page.goto('/leads?search=Test%20Lead%20Generic%20Form');
  await expect(page.getByText('No leads found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Test leads (webhook tests)' }).click();
  await expect(page).toHaveURL(/source=test/);
  const row = page.getByRole('row').filter({ hasText: 'Test Lead Generic Form' }).first();
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('recent-leads')).not.toContainText('Test Lead Generic Form');

  await page.goto('/webhook-setup');
  await page.getByRole('button', { name: 'Remove test leads' }).click();
  // It says what goes before anything is removed.
  const ask = page.getByRole('dialog', { name: 'Remove all test leads?' });
  await expect(ask).toContainText('Leads from your lead sources are left alone');
  await ask.getByRole('button', { name: 'Remove test leads' }).click();
  await expect(toastRegion(page).getByText(/test leads? removed/)).toBeVisible();
  await page.goto('/leads?source=test&search=Test%20Lead%20Generic%20Form');
  await expect(page.getByText('No leads found')).toBeVisible();
});
