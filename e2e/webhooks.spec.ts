import { expect, test } from '@playwright/test';
import { toastRegion } from './helpers';

test('Webhook Setup tells the truth: a closed source tests as closed, and Copy shows Copied', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/webhook-setup');
  const facebook = page.getByTestId('connection-facebook');
  await expect(facebook.getByTestId('connection-state')).toHaveText('Closed');
  await facebook.getByRole('button', { name: 'Test Facebook Lead Ads' }).click();
  await expect(facebook.getByTestId('test-result')).toContainText('closed: set the app secret first');

  const copy = facebook.getByRole('button', { name: 'Copy Webhook URL' });
  await copy.click();
  await expect(copy).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/api\/webhooks\/facebook\?dealership=\d+$/,
  );
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

test('a secret typed on the screen opens TikTok; its Test lead stays out of the lists and one click removes the test leads', async ({
  page,
}) => {
  await page.goto('/webhook-setup');
  const tiktok = page.getByTestId('connection-tiktok');
  await tiktok.getByRole('button', { name: /^(Set|Replace)$/ }).click();
  await tiktok.getByLabel('Secret').fill('e2e-tiktok-secret');
  await tiktok.getByRole('button', { name: 'Save' }).click();
  await expect(tiktok.getByTestId('connection-state')).toHaveText('Open');
  await expect(tiktok).toContainText(/Set on .* by admin@example\.com/);
  await expect(tiktok).not.toContainText('e2e-tiktok-secret');
  await tiktok.getByRole('button', { name: 'Test TikTok Lead Generation' }).click();
  await expect(tiktok.getByTestId('test-result')).toContainText('lead created (test)');

  await page.goto('/leads?search=Test%20Lead%20tiktok');
  await expect(page.getByText('No leads found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Test leads (webhook tests)' }).click();
  await expect(page).toHaveURL(/source=test/);
  const row = page.getByRole('row').filter({ hasText: 'Test Lead tiktok' }).first();
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('recent-leads')).not.toContainText('Test Lead tiktok');

  await page.goto('/webhook-setup');
  await page.getByRole('button', { name: 'Remove test leads' }).click();
  // It says what goes before anything is removed.
  const ask = page.getByRole('dialog', { name: 'Remove all test leads?' });
  await expect(ask).toContainText('Leads from your lead sources are left alone');
  await ask.getByRole('button', { name: 'Remove test leads' }).click();
  await expect(toastRegion(page).getByText(/test leads? removed/)).toBeVisible();
  await page.goto('/leads?source=test&search=Test%20Lead%20tiktok');
  await expect(page.getByText('No leads found')).toBeVisible();
});
