import { expect, type Page, test } from '@playwright/test';
import { toStoreWallClock } from '../web/src/lib/wall-clock';
import { otherClient, toastRegion, uniqueName } from './helpers';
import { CHEVROLET_ZONE } from './store-clock';

const DAY = 86_400_000;
/** A UTC time `days` from now at `hour`:00, and the Chevrolet store's datetime-local text for it. */
function at(days: number, hour: number, minute = 0) {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, minute, 0, 0);
  return { iso: date.toISOString(), local: toStoreWallClock(date, CHEVROLET_ZONE) };
}

async function leadWithTwoAppointments(name: string) {
  const api = await otherClient();
  const created = await api.post('/api/leads', {
    data: {
      name,
      email: `${Date.now()}@reschedule.example`,
      phone: `+1555016${String(Date.now()).slice(-4)}`,
      source: 'facebook',
      vehicleInterest: '2025 Chevrolet Tahoe',
      dealershipId: 1,
    },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()) as { id: number };
  for (const [when, type] of [
    [at(3, 15), 'test_drive'],
    [at(5, 15), 'sales_meeting'],
  ] as const) {
    const res = await api.post('/api/appointments', {
      data: { leadId: lead.id, dealershipId: 1, scheduledAt: when.iso, type },
    });
    expect(res.status()).toBe(201);
  }
  await api.dispose();
}

async function findRows(page: Page, name: string) {
  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  const rows = page.getByTestId('appointment-row');
  await expect(rows).toHaveCount(2);
  return rows;
}

test('reschedule an appointment: past and overlapping times are refused with the reason, a free time is saved', async ({
  page,
}) => {
  const name = uniqueName('Rhea Schedule');
  await leadWithTwoAppointments(name);
  const rows = await findRows(page, name);
  const testDrive = rows.filter({ hasText: 'Test Drive' });
  await testDrive.getByRole('button', { name: `Reschedule appointment with ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  const when = dialog.getByLabel('Date & Time');
  await expect(when).toHaveValue(at(3, 15).local);

  await when.fill(at(-1, 15).local);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('scheduledAt is in the past: choose a time from now on');

  // The lead's sales meeting holds that hour.
  await when.fill(at(5, 15, 30).local);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The lead already has a');
  await expect(dialog.getByRole('alert')).toContainText('move or cancel that one');

  await when.fill(at(6, 16, 30).local);
  await dialog.getByLabel('Notes (optional)').fill('Bringing the trade-in');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page).getByText('Appointment rescheduled')).toBeVisible();
  // The saved time is the one chosen on the store's clock, and the table shows it there, named for an Eastern viewer.
  const api = await otherClient();
  const list = await api.get(`/api/appointments?search=${encodeURIComponent(name)}`);
  const saved = ((await list.json()) as { type: string; scheduledAt: string; notes: string | null }[]).find(
    (a) => a.type === 'test_drive',
  );
  await api.dispose();
  expect(saved).toMatchObject({ scheduledAt: at(6, 16, 30).iso, notes: 'Bringing the trade-in' });
  const shown = new Date(at(6, 16, 30).iso).toLocaleTimeString('en-US', {
    timeZone: CHEVROLET_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  await expect(testDrive).toContainText(`${shown} CT`);
});

test('a second reminder is sent only after confirming', async ({ page }) => {
  const name = uniqueName('Remy Minder');
  await leadWithTwoAppointments(name);
  const rows = await findRows(page, name);
  const testDrive = rows.filter({ hasText: 'Test Drive' });
  const remind = testDrive.getByRole('button', { name: `Send reminder to ${name}` });
  await remind.click();
  await expect(toastRegion(page).getByText('Reminder sent')).toBeVisible();

  await remind.click();
  const confirm = page.getByRole('dialog', { name: 'Send the reminder again?' });
  await expect(confirm).toContainText('A reminder was already sent');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await remind.click();
  await confirm.getByRole('button', { name: 'Send again' }).click();
  await expect(confirm).toBeHidden();
  await expect(toastRegion(page).getByText(`${name} was reminded by SMS.`)).toBeVisible();
});
