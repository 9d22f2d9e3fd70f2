import { expect, type Page, test } from '@playwright/test';
import { createLead, openLeadChat, otherClient, uniqueName } from './helpers';

test('Priority can be turned on and off again from the conversation dialog', async ({ page }) => {
  const api = await otherClient();
  const { id, name } = await createLead(api, 'Jordan Priority', {
    vehicleInterest: 'Hyundai Palisade',
    dealershipId: 2,
  });

  await openLeadChat(page, name);
  const dialog = page.getByRole('dialog');
  const mark = dialog.getByRole('button', { name: 'Mark Priority' });
  await mark.click();
  // Once on, the button says what a click now does (its label is the state: no aria-pressed beside it).
  const remove = dialog.getByRole('button', { name: 'Remove priority' });
  await expect(remove).toBeVisible();
  await expect(remove).not.toHaveAttribute('aria-pressed');
  await expect(mark).toBeHidden();
  await expect
    .poll(async () => ((await (await api.get(`/api/leads/${id}`)).json()) as { priority: boolean }).priority)
    .toBe(true);
  await remove.click();
  await expect(mark).toBeVisible();
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

test('leaving AI Settings with an edited prompt asks, and Keep editing keeps the words', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'AI Settings' }).click();
  const prompt = page.getByLabel('System prompt');
  await expect(prompt).toBeVisible();
  const mine = `Words not saved yet (${Date.now()}).`;
  await prompt.fill(mine);
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  const leadsLink = sidebar.getByRole('link', { name: 'Leads' });

  await leadsLink.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/ai-settings$/);
  await expect(prompt).toHaveValue(mine);

  // The browser's back button asks too, and stays on the form until answered.
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/ai-settings$/);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toHaveValue(mine);

  await leadsLink.click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});

/** Opens a new lead's details on Leads and types another vehicle into its edit form, not saved. */
async function editLeadVehicle(page: Page, firstName: string, edited: string) {
  const api = await otherClient();
  const { name } = await createLead(api, firstName, { vehicleInterest: 'Ford Bronco', dealershipId: 3 });
  await api.dispose();
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByRole('button', { name: 'Edit details' }).click();
  const vehicle = details.getByLabel('Vehicle of interest');
  await vehicle.fill(edited);
  return { details, vehicle, ask: page.getByRole('dialog', { name: 'Discard unsaved changes?' }) };
}

test('closing a lead with edited details asks before the edits are lost', async ({ page }) => {
  const { details, vehicle, ask } = await editLeadVehicle(page, 'Casey Unsaved', 'Ford Maverick');

  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(vehicle).toHaveValue('Ford Maverick');

  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(details).toBeHidden();
});

test('leaving a lead with edited details for a conversation or an appointment asks first', async ({
  page,
}) => {
  const { details, vehicle, ask } = await editLeadVehicle(page, 'Riley Unsaved', 'Ford Ranger');

  await details.getByRole('button', { name: 'Start Conversation' }).click();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(vehicle).toHaveValue('Ford Ranger');

  await details.getByRole('button', { name: 'Schedule Appointment' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('dialog', { name: /^Schedule/ })).toBeVisible();
});

test('closing the tab over unsaved AI Settings leaves it to the browser to ask', async ({ page }) => {
  await page.goto('/ai-settings');
  await page.getByLabel('System prompt').fill(`Still typing (${Date.now()}).`);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('deactivating a person on Team says what happens first, and Keep active changes nothing', async ({
  page,
}) => {
  const name = uniqueName('Dee Activate');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@lakeside.example`;
  const created = await page.request.post('/api/users', {
    data: { name, email, role: 'user', dealershipIds: [2], password: 'dee-password-1' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const isActive = async () =>
    ((await (await page.request.get('/api/users')).json()) as { id: number; active: boolean }[]).find(
      (u) => u.id === id,
    )?.active;

  await page.goto('/team');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const ask = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(ask).toContainText('They are signed out at once');
  await ask.getByRole('button', { name: 'Keep active' }).click();
  await expect(ask).toBeHidden();
  expect(await isActive()).toBe(true);

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  expect(await isActive()).toBe(false);
});

test('picking another store on AI Settings over unsaved edits asks first', async ({ page }) => {
  await page.goto('/ai-settings');
  const prompt = page.getByLabel('System prompt');
  await expect(prompt).toBeVisible();
  const picker = page.getByTestId('ai-dealership');
  const store = ((await picker.textContent()) ?? '').trim();
  const mine = `Words for this store only (${Date.now()}).`;
  await prompt.fill(mine);

  const pickAnother = async () => {
    await picker.click();
    await page.getByRole('option').filter({ hasNotText: store }).first().click();
  };
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await pickAnother();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(picker).toHaveText(store);
  await expect(prompt).toHaveValue(mine);

  await pickAnother();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(picker).not.toHaveText(store);
  await expect(prompt).not.toHaveValue(mine);
});

test('closing Add Lead over typed details asks; Keep editing keeps them, Discard closes', async ({
  page,
}) => {
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  const name = dialog.getByLabel('Full name');
  await name.fill('Typed But Not Saved');

  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(name).toHaveValue('Typed But Not Saved');

  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
