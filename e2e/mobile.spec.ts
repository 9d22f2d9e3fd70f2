import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at 375 px the sidebar is a drawer that closes when an entry is chosen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Active Dealership' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: 'Appointment Sends' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Sends' })).toBeVisible();

  // No horizontal overflow on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('at 375 px the leads screen has no horizontal overflow', async ({ page }) => {
  await page.goto('/leads');
  await expect(page.getByTestId('lead-card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
