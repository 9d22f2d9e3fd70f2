import { expect, test } from '@playwright/test';
import { openLeadChat, otherClient, uniqueName } from './helpers';

test('staff set a lead’s language in its details; the badge shows it there and in the conversation', async ({
  page,
}) => {
  const api = await otherClient();
  const name = uniqueName('Lucía Lang');
  const created = await api.post('/api/leads', {
    data: {
      name,
      email: `lang-${Date.now()}@example.com`,
      phone: `+1555010${String(Date.now()).slice(-4)}`,
      vehicleInterest: 'Hyundai Tucson',
      dealershipId: 2,
      source: 'facebook',
    },
  });
  expect(created.status()).toBe(201);
  const lead = await created.json();

  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  await page
    .getByRole('button', { name: `View ${name}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name });
  // English is the default: no badge.
  await expect(details.getByTestId('lead-language')).toHaveCount(0);
  await details.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(details.getByTestId('lead-language')).toHaveText('Español');

  await page.reload();
  await page
    .getByRole('button', { name: `View ${name}` })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name }).getByTestId('lead-language')).toHaveText('Español');
  expect(await (await api.get(`/api/leads/${lead.id}`)).json()).toMatchObject({
    language: 'es',
    languageSource: 'staff',
  });

  await page.keyboard.press('Escape');
  await openLeadChat(page, name);
  await expect(
    page.getByRole('dialog', { name: `AI Conversation - ${name}` }).getByTestId('lead-language'),
  ).toHaveText('Español');
});
