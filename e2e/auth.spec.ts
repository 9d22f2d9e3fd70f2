import { expect, test } from '@playwright/test';
import { ADMIN } from './env';

// Starts signed out: this spec signs in through the form.
test.use({ storageState: { cookies: [], origins: [] } });

test('a wrong password shows a clear message; the right one signs in; sign-out returns to sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Lead Manager' })).toBeVisible();

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The signed-in person and their role, not a fixed caption.
  await expect(page.getByRole('complementary').getByText('Admin', { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Lead Manager' })).toBeVisible();
});
