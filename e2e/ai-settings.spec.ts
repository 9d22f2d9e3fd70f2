import { expect, test } from '@playwright/test';
import { BASE_URL } from './env';
import { toastRegion, uniqueName } from './helpers';

test('save AI settings, see the success toast, reload and see the values', async ({ page }) => {
  await page.goto('/ai-settings');
  const prompt = page.getByLabel('System prompt');
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: /^Load [A-Z]+ Default$/ }).click();
  await expect(prompt).toHaveValue(/sales assistant/);
  const marker = `Always greet with a smile (${Date.now()}).`;
  await prompt.fill(`${await prompt.inputValue()}\n${marker}`);

  await page.getByRole('tab', { name: 'Follow-up Automation' }).click();
  const before = await page.getByTestId('follow-up-step').count();
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByTestId('follow-up-step')).toHaveCount(before + 1);
  await expect(page.getByLabel(`Delay (hours)`).last()).toHaveValue('24');
  await page.getByLabel('Message').last().fill('Checking in about your test drive.');
  await page.getByLabel('Delay (hours)').last().fill('0');
  await page.getByRole('button', { name: 'Save AI Settings' }).click();
  await expect(page.getByText('Delay must be at least 1 hour')).toBeVisible();
  await page.getByLabel('Delay (hours)').last().fill('48');

  await page.getByRole('button', { name: 'Save AI Settings' }).click();
  await expect(toastRegion(page).getByText('AI settings updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('System prompt')).toHaveValue(new RegExp(marker.replace(/[().]/g, '\\$&')));
  await page.getByRole('tab', { name: 'Follow-up Automation' }).click();
  await expect(page.getByTestId('follow-up-step')).toHaveCount(before + 1);
  await expect(page.getByLabel('Delay (hours)').last()).toHaveValue('48');
  await expect(page.getByLabel('Message').last()).toHaveValue('Checking in about your test drive.');
});

test('a salesperson reads AI Settings with a note, every field disabled and no Save; the texts’ language still switches', async ({
  page,
  browser,
}) => {
  const email = `${uniqueName('ai reader').replaceAll(' ', '.').toLowerCase()}@chevrolet.example`;
  const password = 'ai-reader-pass-123';
  const created = await page.request.post('/api/users', {
    data: { name: uniqueName('Ai Reader'), email, role: 'user', dealershipIds: [1], password },
  });
  expect(created.ok()).toBeTruthy();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  expect((await context.request.post('/api/auth/login', { data: { email, password } })).ok()).toBeTruthy();
  const salesperson = await context.newPage();
  await salesperson.goto('/ai-settings');
  await expect(salesperson.getByRole('note')).toHaveText(
    'You can read these settings; only managers and admins change them.',
  );
  await expect(salesperson.getByLabel('System prompt')).toBeDisabled();
  await expect(salesperson.getByRole('button', { name: 'Save AI Settings' })).toHaveCount(0);
  await expect(salesperson.getByRole('button', { name: /^Load [A-Z]+ Default$/ })).toBeDisabled();
  await salesperson.getByRole('tab', { name: 'Message Templates' }).click();
  await salesperson.getByRole('button', { name: 'Español' }).click();
  await expect(salesperson.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(salesperson.getByText(/These texts go to leads who write in Spanish/)).toBeVisible();
  await context.close();
});
