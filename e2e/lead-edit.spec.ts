import { expect, test } from '@playwright/test';
import { toastRegion, uniqueName } from './helpers';

const phoneFrom = (seed: number) => `+1512555${String(seed).padStart(4, '0').slice(-4)}`;

test('edit a lead’s contact details and vehicle from its details, with per-field messages; an admin deletes it after a confirm', async ({
  page,
}) => {
  const seed = Date.now() % 10_000;
  const add = async (name: string, phone: string) => {
    const res = await page.request.post('/api/leads', {
      data: {
        name,
        phone,
        email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
        vehicleInterest: 'Tahoe',
        dealershipId: 1,
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number; name: string; phone: string };
  };
  const other = await add(uniqueName('Olive Other'), phoneFrom(seed));
  const lead = await add(uniqueName('Ed Itable'), phoneFrom(seed + 1));

  await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
  await page.getByRole('button', { name: `View ${lead.name}` }).click();
  const details = page.getByRole('dialog', { name: /^Ed Itable/ });
  await details.getByRole('button', { name: 'Edit details' }).click();
  const form = details.getByRole('form', { name: 'Edit lead' });

  // Checked before sending, naming the field.
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Email must be a valid email address')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();

  // Another lead's phone at the same store: refused by the server, nothing saved.
  await form.getByLabel('Name').fill(lead.name);
  await form.getByLabel('Email').fill('ed.new@example.com');
  await form.getByLabel('Phone').fill(other.phone);
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByRole('alert')).toContainText(`${other.name} already has this phone number`);

  const newName = `${lead.name} Jr`;
  await form.getByLabel('Name').fill(newName);
  await form.getByLabel('Phone').fill('(512) 555-0388');
  await form.getByLabel('Vehicle of interest').fill('Silverado EV');
  await form.getByRole('button', { name: 'Save details' }).click();
  // The open dialog shows what was saved (its toast sits behind the modal, hidden from the accessibility tree).
  await expect(details.getByRole('heading', { name: newName })).toBeVisible();
  await expect(details.getByText('Silverado EV', { exact: true })).toBeVisible();
  // Its score follows the new vehicle: the reasons name it.
  await expect(details.getByText(/^Model named: Silverado EV \(\+\d+\)$/)).toBeVisible();
  await expect(details.getByRole('region', { name: 'Activity' })).toContainText(
    'Changed name, phone, email, and vehicle of interest',
  );

  await page.goto(`/leads?search=${encodeURIComponent(newName)}`);
  await page.getByRole('button', { name: `View ${newName}` }).click();
  const again = page.getByRole('dialog', { name: newName });
  await expect(again.getByText('ed.new@example.com')).toBeVisible();
  await expect(again.getByText('(512) 555-0388')).toBeVisible();

  // Delete asks first, saying what goes with the lead; keeping it changes nothing.
  await again.getByRole('button', { name: 'Delete lead' }).click();
  const ask = page.getByRole('dialog', { name: `Delete ${newName}?` });
  await expect(ask).toContainText('Their messages, appointments and notes are deleted too');
  await ask.getByRole('button', { name: 'Keep the lead' }).click();
  await expect(ask).toBeHidden();
  await expect(again).toBeVisible();
  expect((await page.request.get(`/api/leads/${lead.id}`)).status()).toBe(200);
  await again.getByRole('button', { name: 'Delete lead' }).click();
  await ask.getByRole('button', { name: 'Delete lead' }).click();
  await expect(toastRegion(page).getByText('Lead deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `View ${newName}` })).toHaveCount(0);
  expect((await page.request.get(`/api/leads/${lead.id}`)).status()).toBe(404);
});
