import { DEFAULT_LANGUAGE_TEMPLATES } from '@lead-manager/contracts/ai-language-defaults';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from './env';
import { expectNoSeriousA11yViolations, toastRegion } from './helpers';
import { startTwilioServer, type TwilioServer, zoneWhereItIs } from './twilio-server';

// The default set-up (the group's one Twilio number, texts through a stand-in for Twilio's API): a store's Spanish
// SMS template, edited on the AI Settings screen, is the one a Spanish lead of that store gets first.
const HYUNDAI = 2;
let twilioServer: TwilioServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  twilioServer = await startTwilioServer(E2E_PORT + 1001, '+15550109002');
});

test.afterAll(async () => {
  await twilioServer?.stop();
});

async function openHyundaiTemplates(page: Page) {
  await page.goto('/ai-settings');
  await page.getByTestId('ai-dealership').click();
  await page.getByRole('option', { name: 'Hyundai' }).click();
  await expect(page.getByTestId('ai-dealership')).toHaveText(/Hyundai/);
  await page.getByRole('tab', { name: 'Message Templates' }).click();
}

test('an admin edits the Spanish SMS template of one store, and its Spanish lead gets it', async ({
  browser,
}) => {
  const page = await twilioServer.signedInPage(browser);
  // Midday at the store: the first text goes out now, not after quiet hours.
  const zone = await page.request.patch(`/api/dealerships/${HYUNDAI}`, {
    data: { timezone: zoneWhereItIs(12) },
  });
  expect(zone.ok()).toBe(true);

  await openHyundaiTemplates(page);
  const english = await page.getByLabel('SMS template').inputValue();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  // Nothing saved in Spanish yet: the brand default for Spanish.
  const sms = page.getByLabel('SMS template');
  await expect(sms).toHaveValue(DEFAULT_LANGUAGE_TEMPLATES.es.smsTemplate);
  const edited =
    '¡Hola {customerName}! {message} Atentamente, {dealershipName}. Para cancelar responda STOP.';
  await sms.fill(edited);
  await expect(page.getByText(`${edited.length}/160 characters`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Loading the default over the edit asks first; keeping the edit keeps it.
  await page.getByRole('button', { name: 'Load Spanish Default' }).click();
  const question = page.getByRole('dialog', { name: 'Replace the Spanish texts?' });
  await question.getByRole('button', { name: 'Keep my texts' }).click();
  await expect(question).toBeHidden();
  await expect(sms).toHaveValue(edited);

  await page.getByRole('button', { name: 'Save AI Settings' }).click();
  await expect(toastRegion(page).getByText('AI settings updated successfully!')).toBeVisible();

  await page.reload();
  await openHyundaiTemplates(page);
  await expect(page.getByLabel('SMS template')).toHaveValue(english);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByLabel('SMS template')).toHaveValue(edited);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByLabel('SMS template')).toHaveValue(DEFAULT_LANGUAGE_TEMPLATES.fr.smsTemplate);

  // A visitor of the store's website asks in Spanish (posted as a website posts it, with no session).
  const phone = `+1555015${String(Date.now()).slice(-4)}`;
  const capture = await fetch(`${twilioServer.url}/api/leads/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lucía Fernández',
      phone,
      vehicleInterest: 'Hyundai Tucson',
      dealershipBrand: 'hyundai',
      language: 'es',
    }),
  });
  expect(capture.status).toBe(200);
  await expect.poll(() => twilioServer.double.messages.filter((m) => m.to === phone).length).toBe(1);
  const [first] = twilioServer.double.messages.filter((m) => m.to === phone);
  expect(first?.body).toMatch(
    /^¡Hola Lucía! .+ Atentamente, Lakeside Auto Group Hyundai\. Para cancelar responda STOP\.$/,
  );
  await page.context().close();
});
