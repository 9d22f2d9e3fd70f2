import { expect, test } from '@playwright/test';
import { createLead, openLeadChat, otherClient } from './helpers';

test('Priority can be turned on and off again from the conversation dialog', async ({ page }) => {
  const api = await otherClient();
  const { id, name } = await createLead(api, 'Jordan Priority', {
    vehicleInterest: 'Hyundai Palisade',
    dealershipId: 2,
  });

  await openLeadChat(page, name);
  const toggle = page.getByRole('dialog').getByRole('button', { name: 'Mark Priority' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await (await api.get(`/api/leads/${id}`)).json()) as { priority: boolean }).priority)
    .toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => ((await (await api.get(`/api/leads/${id}`)).json()) as { priority: boolean }).priority)
    .toBe(false);
  await api.dispose();
});

test('loading a brand default over a prompt someone wrote asks first', async ({ page }) => {
  await page.goto('/ai-settings');
  const prompt = page.getByLabel('System prompt');
  await expect(prompt).toBeVisible();
  const mine = `Our own words for this store (${Date.now()}).`;
  await prompt.fill(mine);
  const load = page.getByRole('button', { name: /^Load [A-Z]+ Default$/ });

  await load.click();
  const ask = page.getByRole('dialog', { name: 'Replace your prompt?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my prompt' }).click();
  await expect(ask).toBeHidden();
  await expect(prompt).toHaveValue(mine);

  await load.click();
  await ask.getByRole('button', { name: /^Load the [A-Z]+ default$/ }).click();
  await expect(prompt).toHaveValue(/sales assistant/);
  // A brand default is not someone's work: loading another asks nothing.
  await load.click();
  await expect(ask).toHaveCount(0);
});
