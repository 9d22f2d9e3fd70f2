import { expect, test } from '@playwright/test';
import { toStoreWallClock } from '../web/src/lib/wall-clock';
import { createLead, otherClient, toastRegion } from './helpers';
import { CHEVROLET_ZONE } from './store-clock';

// A salesperson in Eastern time books a customer at the Central store (the demo Chevrolet store, Austin):
// every screen must show the store's wall-clock time (decision 037).
test.use({ timezoneId: 'America/New_York' });

type Conversation = { messages: { content: string }[] };

test('10:00 AM booked at the Central store reads 10:00 AM CT on every screen of an Eastern viewer, and in the reminder', async ({
  page,
}) => {
  const api = await otherClient();
  const stores = (await (await api.get('/api/dealerships')).json()) as { id: number; timezone: string }[];
  expect(stores.find((d) => d.id === 1)?.timezone).toBe(CHEVROLET_ZONE);
  expect((await api.post('/api/user/settings', { data: { timezone: 'America/New_York' } })).ok()).toBe(true);
  const lead = await createLead(api, 'Clara Central', {
    vehicleInterest: 'Chevrolet Tahoe',
    dealershipId: 1,
  });

  // Tomorrow at the store, 10:00 on its clock.
  const day = toStoreWallClock(new Date(Date.now() + 86_400_000), CHEVROLET_ZONE).slice(0, 10);
  await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
  await page
    .getByRole('button', { name: `Schedule with ${lead.name}` })
    .first()
    .click();
  const schedule = page.getByRole('dialog', { name: 'Schedule new appointment' });
  await expect(schedule.getByText('In the store’s time (CT)')).toBeVisible();
  await schedule.getByLabel('Date & Time').fill(`${day}T10:00`);
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();

  // The list.
  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(lead.name);
  const row = page.getByTestId('appointment-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tomorrow');
  await expect(row).toContainText('10:00 AM CT');

  // The reschedule dialog, prefilled on the store's clock.
  await row.getByRole('button', { name: `Reschedule appointment with ${lead.name}` }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(reschedule.getByLabel('Date & Time')).toHaveValue(`${day}T10:00`);
  await reschedule.getByRole('button', { name: 'Cancel' }).click();
  await expect(reschedule).toBeHidden();

  // The reminder the customer gets: the same wall-clock time, named CST or CDT.
  await row.getByRole('button', { name: `Send reminder to ${lead.name}` }).click();
  await expect(toastRegion(page).getByText('Reminder sent')).toBeVisible();
  await expect
    .poll(async () => {
      const conversations = (await (
        await api.get(`/api/conversations?leadId=${lead.id}`)
      ).json()) as Conversation[];
      return conversations
        .flatMap((c) => c.messages.map((m) => m.content))
        .find((m) => m.includes('reminder'));
    })
    .toMatch(/ at 10:00 AM C[SD]T\./);
  await api.dispose();

  // The week calendar of the Central store, on its tomorrow (the next week's first day on a Saturday).
  const selector = page.getByRole('combobox', { name: 'Active Dealership' });
  await selector.click();
  await page.getByRole('option', { name: 'Chevrolet' }).click();
  await page.getByRole('radio', { name: 'Week' }).click();
  await expect(page.getByTestId('calendar-day')).toHaveCount(7);
  const tomorrow = page.getByRole('region', { name: 'Tomorrow', exact: true });
  if ((await tomorrow.count()) === 0) await page.getByRole('button', { name: 'Next week' }).click();
  const entry = tomorrow.getByRole('button', { name: new RegExp(lead.name) });
  await expect(entry).toContainText('10:00 AM CT');

  // The lead's details, opened from the calendar: its timeline names the appointment at the same time.
  await entry.click();
  const details = page.getByRole('dialog', { name: lead.name });
  await expect(details.getByText(/^Appointment: Test Drive, .*10:00 AM CT \(scheduled\)$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await selector.click();
  await page.getByRole('option', { name: 'All Dealerships' }).click();
});
