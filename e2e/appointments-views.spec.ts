import { expect, type Page, test } from '@playwright/test';
import { createLead, otherClient } from './helpers';

type Listed = { id: number; scheduledAt: string; status: string; lead: { name: string } };

/** A new lead with an appointment at `at` (the booking rules allow a walk-in booked a few minutes late). */
async function leadWithAppointment(at: Date, type: string) {
  const api = await otherClient();
  const { id, name } = await createLead(api, 'Avery Calendar', {
    vehicleInterest: 'Chevrolet Traverse',
    dealershipId: 1,
  });
  const created = await api.post('/api/appointments', {
    data: { leadId: id, dealershipId: 1, scheduledAt: at.toISOString(), type },
  });
  expect(created.status()).toBe(201);
  const { id: appointmentId } = (await created.json()) as { id: number };
  await api.dispose();
  return { name, appointmentId };
}

/** The salesperson records how it went: the lead has no open appointment left at this hour for later tests. */
async function markCompleted(appointmentId: number) {
  const api = await otherClient();
  expect(
    (await api.patch(`/api/appointments/${appointmentId}`, { data: { status: 'completed' } })).ok(),
  ).toBe(true);
  await api.dispose();
}

const searchFor = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Search', exact: true }).fill(text);

test('appointments ahead come soonest first; one still scheduled after its time is flagged Overdue', async ({
  page,
}) => {
  const { name, appointmentId } = await leadWithAppointment(new Date(Date.now() - 3 * 60_000), 'service');
  const all = (await (await page.request.get('/api/appointments?limit=500')).json()) as Listed[];
  const soonest = all
    .filter((a) => Date.parse(a.scheduledAt) >= Date.now())
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))[0];
  if (!soonest) throw new Error('the demo data has an appointment ahead');

  await page.goto('/appointments');
  const rows = page.getByTestId('appointment-row');
  await expect(rows.first()).toContainText(soonest.lead.name);

  await searchFor(page, name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('overdue')).toHaveText('Overdue');
  // The type booked on the other screen's form is in this screen's type filter.
  await expect(rows.first()).toContainText('Service');
  await markCompleted(appointmentId);
});

test('every status, No Show included, is in the counts, the filter and the status menu; one list of types', async ({
  page,
}) => {
  await page.goto('/appointments');
  await expect(
    page.getByRole('region', { name: 'Appointments by status' }).getByRole('button', { name: /no show/i }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await expect(page.getByRole('option', { name: /no show/i })).toBeVisible();
  await page.keyboard.press('Escape');

  const typesOf = async () => {
    const names = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return names.filter((n) => n !== 'All types');
  };
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  const filterTypes = await typesOf();
  expect(filterTypes).toEqual(
    expect.arrayContaining(['Test Drive', 'Sales Meeting', 'Consultation', 'Service']),
  );

  await page.goto('/appointment-sends');
  await page.getByRole('button', { name: 'Schedule Appointment' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Type' }).click();
  expect(await typesOf()).toEqual(filterTypes);
});

test('the week and day calendars place an appointment on its day and open its lead', async ({ page }) => {
  const { name, appointmentId } = await leadWithAppointment(new Date(Date.now() - 2 * 60_000), 'test_drive');
  await page.goto('/appointments');
  // The Chevrolet store's calendar, on its days.
  const selector = page.getByRole('combobox', { name: 'Active Dealership' });
  await selector.click();
  await page.getByRole('option', { name: 'Chevrolet' }).click();
  await page.getByRole('radio', { name: 'Week' }).click();
  const days = page.getByTestId('calendar-day');
  await expect(days).toHaveCount(7);
  const today = page.getByRole('region', { name: 'Today', exact: true });
  const entry = today.getByRole('button', { name: new RegExp(name) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Overdue');

  await page.getByRole('radio', { name: 'Day' }).click();
  await expect(days).toHaveCount(1);
  await expect(today.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('region', { name: 'Today', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await today.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await markCompleted(appointmentId);
  await page.keyboard.press('Escape');
  await selector.click();
  await page.getByRole('option', { name: 'All Dealerships' }).click();
});
