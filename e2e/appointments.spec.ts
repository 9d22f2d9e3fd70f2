import { expect, test } from '@playwright/test';
import { toStoreWallClock } from '../web/src/lib/wall-clock';
import { createLead, firstLead, otherClient, toastRegion, uniqueName } from './helpers';
import { CHEVROLET_ZONE } from './store-clock';

test("change an appointment's status and see it after a reload", async ({ page }) => {
  // A known appointment a week out, made through the API.
  const api = await otherClient();
  const lead = await firstLead(api);
  const when = new Date(Date.now() + 7 * 86_400_000);
  when.setUTCHours(15, 0, 0, 0);
  const created = await api.post('/api/appointments', {
    data: {
      leadId: lead.id,
      dealershipId: lead.dealershipId,
      scheduledAt: when.toISOString(),
      type: 'test_drive',
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(lead.name);
  const select = page.getByRole('combobox', { name: `Status for ${lead.name}` }).first();
  await expect(select).toBeVisible();
  const current = ((await select.textContent()) ?? '').trim().toLowerCase();
  const target = current === 'confirmed' ? 'Completed' : 'Confirmed';
  await select.click();
  await page.getByRole('option', { name: target }).click();
  await expect(select).toContainText(target, { ignoreCase: true });

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(lead.name);
  await expect(page.getByRole('combobox', { name: `Status for ${lead.name}` }).first()).toContainText(
    target,
    { ignoreCase: true },
  );
});

test('schedule an appointment from a lead card, prefilled with the lead', async ({ page }) => {
  await page.goto('/leads');
  const card = page.getByTestId('lead-row').first();
  const name = ((await card.getByRole('button', { name: /^View / }).textContent()) ?? '').trim();
  await card.getByRole('button', { name: /^Schedule with/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule new appointment' });
  await expect(dialog.getByText(name).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Appointment scheduled').first()).toBeVisible();
});

test('cancelling an appointment can be undone from its toast', async ({ page }) => {
  const api = await otherClient();
  const name = uniqueName('Undo Cancel');
  const lead = await api.post('/api/leads', {
    data: {
      name,
      email: `${name.replaceAll(' ', '.').toLowerCase()}@example.com`,
      phone: '(512) 555-0199',
      vehicleInterest: 'Chevrolet Equinox',
      dealershipId: 1,
    },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: number };
  const when = new Date(Date.now() + 3 * 86_400_000);
  const created = await api.post('/api/appointments', {
    data: { leadId: id, dealershipId: 1, scheduledAt: when.toISOString(), type: 'test_drive' },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  const select = page.getByRole('combobox', { name: `Status for ${name}` });
  await expect(select).toContainText('scheduled', { ignoreCase: true });
  await select.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(select).toContainText('cancelled', { ignoreCase: true });
  const toast = toastRegion(page);
  await expect(toast.getByText('Appointment cancelled')).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast.getByText('Change undone')).toBeVisible();
  await expect(select).toContainText('scheduled', { ignoreCase: true });

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByRole('combobox', { name: `Status for ${name}` })).toContainText('scheduled', {
    ignoreCase: true,
  });
});

test('a booking the server refuses says why inside the dialog, which stays open with what was typed', async ({
  page,
}) => {
  const api = await otherClient();
  const lead = await createLead(api, 'Double Booked', {
    vehicleInterest: 'Chevrolet Blazer',
    dealershipId: 1,
  });
  const when = new Date(Date.now() + 2 * 86_400_000);
  when.setUTCHours(16, 0, 0, 0);
  const first = await api.post('/api/appointments', {
    data: { leadId: lead.id, dealershipId: 1, scheduledAt: when.toISOString(), type: 'test_drive' },
  });
  expect(first.status()).toBe(201);
  await api.dispose();

  await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
  await page
    .getByRole('button', { name: `Schedule with ${lead.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Schedule new appointment' });
  // The same time again, typed on the store's clock: the lead already has a test drive then.
  const typed = toStoreWallClock(when, CHEVROLET_ZONE);
  await dialog.getByLabel('Date & Time').fill(typed);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Could not schedule the appointment');
  await expect(alert).toContainText('already has a test drive');
  await expect(dialog.getByLabel('Date & Time')).toHaveValue(typed);
});
