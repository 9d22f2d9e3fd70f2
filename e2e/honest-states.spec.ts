import { expect, test } from '@playwright/test';

test('the dashboard says its figures failed to load instead of showing zeros, and retries', async ({
  page,
}) => {
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/dashboard/stats',
    (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Stats are down"}',
          })
        : route.fallback(),
  );
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the key figures' });
  await expect(alert).toContainText('Stats are down');
  await expect(page.getByText('New Leads Today')).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('New Leads Today')).toBeVisible();
});

test('the app says when the live connection is lost and when the browser is offline', async ({
  page,
  context,
}) => {
  let refuse = true;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) ws.close();
    else ws.connectToServer();
  });
  await page.goto('/leads');
  const banner = page.getByRole('status').filter({ hasText: 'Live updates lost' });
  await expect(banner).toBeVisible();

  // Back: the banner goes and the screen asks the server again to catch up.
  refuse = false;
  const caughtUp = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/leads');
  await expect(banner).toBeHidden();
  await caughtUp;

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden();
});

test('a filter changed offline says the list is the previous one until the new results arrive', async ({
  page,
  context,
}) => {
  await page.goto('/leads');
  await expect(page.getByTestId('lead-row').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: /^Contacted/ }).click();
  const notice = page.getByRole('status').filter({ hasText: 'still shows the results from before' });
  await expect(notice).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('lead-row').first()).toBeVisible();
  await expect(page.getByTestId('lead-row').filter({ hasNotText: 'Contacted' })).toHaveCount(0);
});
