import { expect, test } from '@playwright/test';
import { otherClient, toastRegion, uniqueName } from './helpers';

test('a NEW_LEAD from another client shows the toast and the new row without reload', async ({ page }) => {
  await page.goto('/leads');
  await expect(page.getByTestId('lead-row').first()).toBeVisible();
  // Give the socket a moment to connect.
  await page.waitForTimeout(500);
  let reloaded = false;
  page.on('framenavigated', () => {
    reloaded = true;
  });

  const api = await otherClient();
  const dealerships = (await (await api.get('/api/dealerships')).json()) as { id: number }[];
  const name = uniqueName('Realtime Riley');
  const res = await api.post('/api/leads', {
    data: {
      name,
      email: `riley.${Date.now()}@example.com`,
      phone: '(555) 010-4455',
      source: 'tiktok',
      vehicleInterest: 'Bronco Sport',
      dealershipId: dealerships[0]?.id ?? 1,
    },
  });
  expect(res.status()).toBe(201);
  await api.dispose();

  await expect(toastRegion(page).getByText('New Lead Received')).toBeVisible();
  await expect(toastRegion(page).getByText(`${name} is interested in Bronco Sport`)).toBeVisible();
  await expect(page.getByTestId('lead-row').filter({ hasText: name })).toBeVisible();
  expect(reloaded).toBe(false);
});
