import { expect, test } from '@playwright/test';
import { customerTexts, uniqueName } from './helpers';

test('after a STOP the reply boxes say the lead opted out and cannot send', async ({ page }) => {
  const name = uniqueName('Stop Person');
  const phone = `+1555011${String(Date.now()).slice(-4)}`;
  const created = await page.request.post('/api/leads', {
    data: {
      name,
      email: `${Date.now()}@stop.example`,
      phone,
      source: 'facebook',
      vehicleInterest: '2025 Ford Bronco',
      dealershipId: 3,
    },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()) as { id: number };
  // Its first text opens the SMS conversation.
  await expect
    .poll(async () => (await (await page.request.get(`/api/conversations?leadId=${lead.id}`)).json()).length)
    .toBe(1);

  // The customer texts STOP to the group's number, signed as Twilio signs it.
  expect(await customerTexts(page.request, phone, 'STOP')).toBe(200);
  await expect
    .poll(async () => (await (await page.request.get(`/api/leads/${lead.id}`)).json()).smsOptOut?.method)
    .toBe('keyword');

  await page.goto('/sms-conversations');
  await page.getByRole('list', { name: 'SMS conversations' }).getByRole('button', { name }).first().click();
  await expect(page.getByText(/Opted out of texts on .* \(replied STOP\)/)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeDisabled();

  // The conversation dialog says the same before anything is typed.
  await page.goto('/leads');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('button', { name: `Chat with ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `AI Conversation - ${name}` });
  await expect(dialog.getByText(/Opted out of texts on/)).toBeVisible();
  await expect(dialog.getByPlaceholder('Type your message for SMS...')).toBeDisabled();
});
