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
