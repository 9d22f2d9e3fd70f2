import { expect, test } from '@playwright/test';

// The API reference is a page people read: signed in, /api/docs shows every group of routes, under our CSP.
test('the API reference opens for a signed-in admin and lists the routes', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      blocked.push(message.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Lead Manager API/ })).toBeVisible();
  await expect(page.getByText('/api/api-keys').first()).toBeVisible();
  expect(blocked).toEqual([]);
});

test('an admin makes an API key on Team, a script reads with it, and revoking it shuts it out', async ({
  page,
  playwright,
}) => {
  await page.goto('/team');
  await page.getByRole('button', { name: 'New API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Ford CRM bridge');
  await dialog.getByRole('checkbox', { name: 'Ford' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const key = await dialog.getByRole('textbox', { name: 'The new API key' }).inputValue();
  expect(key).toMatch(/^lm_/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The store's script: no cookie, only the key.
  const script = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const leads = await script.get('/api/leads');
  expect(leads.status()).toBe(200);
  expect(new Set(((await leads.json()) as { dealershipId: number }[]).map((l) => l.dealershipId))).toEqual(
    new Set([3]),
  );
  expect((await script.post('/api/leads', { data: { name: 'Nope' } })).status()).toBe(403);

  // Coming back to Team later shows when the key was last used.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'Ford CRM bridge' });
  await expect(row).toContainText('last used');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  expect((await script.get('/api/leads')).status()).toBe(401);
  await script.dispose();
});
