import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, toastRegion } from './helpers';

test("an admin edits a store's SMS sender and hours on the Dealerships screen, and they are kept", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dealerships' }).click();
  await expect(page.getByRole('heading', { name: 'Dealerships', level: 1 })).toBeVisible();

  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  const sender = page.getByLabel('SMS sender');
  await expect(sender).toBeVisible();

  // A sender Twilio cannot use is refused in the form, naming the field.
  await sender.fill('216-555-0113');
  await page.getByRole('button', { name: 'Save dealership' }).click();
  await expect(page.getByText(/SMS sender must be an E\.164 number/)).toBeVisible();

  const number = `+1216555${String(Date.now()).slice(-4)}`;
  await sender.fill(number);
  await page.getByLabel('Texts per second').fill('1');
  await page.getByRole('switch', { name: 'Sunday open' }).click();
  await expect(page.getByLabel('Sunday opens')).toHaveCount(0);
  await page.getByLabel('Saturday closes').fill('17:30');
  await page.getByRole('button', { name: 'Save dealership' }).click();
  await expect(toastRegion(page).getByText('Dealership saved')).toBeVisible();

  await page.reload();
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(page.getByLabel('SMS sender')).toHaveValue(number);
  await expect(page.getByLabel('Saturday closes')).toHaveValue('17:30');
  await expect(page.getByLabel('Texts per second')).toHaveValue('1');
  await expect(page.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
  const saved = await page.request.get('/api/dealerships/3');
  expect(await saved.json()).toMatchObject({
    smsSender: number,
    smsMessagesPerSecond: 1,
    businessHours: { sunday: null },
  });
  await expectNoSeriousA11yViolations(page);

  // Back to the group's number, as the rest of the suite expects.
  await page.getByLabel('SMS sender').fill('');
  await page.getByLabel('Texts per second').fill('');
  await page.getByRole('switch', { name: 'Sunday open' }).click();
  await page.getByRole('button', { name: 'Save dealership' }).click();
  await expect(toastRegion(page).getByText('Dealership saved')).toBeVisible();
  expect(await (await page.request.get('/api/dealerships/3')).json()).toMatchObject({
    smsSender: null,
    smsMessagesPerSecond: null,
  });
});

test("a store's lead assignment is set to round robin with a cap and a window on the Dealerships screen, and kept", async ({
  page,
}) => {
  await page.goto('/dealerships');
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Hyundai' }).click();
  const card = page.getByRole('form', { name: 'Lead assignment' });
  await expect(card.getByLabel('Response window (minutes)')).toHaveValue('15');

  // A window of zero minutes is refused in the form, naming the field.
  await card.getByRole('combobox', { name: 'Assignment' }).click();
  await page.getByRole('option', { name: 'Round robin' }).click();
  await card.getByLabel('Open leads per person').fill('3');
  await card.getByLabel('Response window (minutes)').fill('0');
  await card.getByRole('button', { name: 'Save assignment' }).click();
  await expect(card.getByText('Response window must be at least 1 minute')).toBeVisible();

  await card.getByLabel('Response window (minutes)').fill('20');
  await card.getByRole('button', { name: 'Save assignment' }).click();
  await expect(toastRegion(page).getByText('Assignment saved')).toBeVisible();

  await page.reload();
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Hyundai' }).click();
  await expect(card.getByRole('combobox', { name: 'Assignment' })).toHaveText('Round robin');
  await expect(card.getByLabel('Open leads per person')).toHaveValue('3');
  await expect(card.getByLabel('Response window (minutes)')).toHaveValue('20');
  const saved = await page.request.get('/api/dealerships/2/assignment');
  expect(await saved.json()).toEqual({
    dealershipId: 2,
    mode: 'round_robin',
    maxOpenLeads: 3,
    responseWindowMinutes: 20,
  });
  await expectNoSeriousA11yViolations(page);

  // Back to manual with no cap, as the rest of the suite expects.
  const reset = await page.request.patch('/api/dealerships/2/assignment', {
    data: { mode: 'manual', maxOpenLeads: null, responseWindowMinutes: 15 },
  });
  expect(reset.ok()).toBeTruthy();
});
