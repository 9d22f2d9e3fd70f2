import { expect, type Page, test } from '@playwright/test';
import { createLead, expectNoSeriousA11yViolations, otherClient } from './helpers';

// The specs share one signed-in admin: whatever this file changes, it puts back to English.
test.afterEach(async ({ page }) => {
  const res = await page.request.post('/api/user/settings', { data: { language: 'en' } });
  expect(res.ok()).toBeTruthy();
});

async function chooseLanguage(page: Page, labels: { language: string; save: string }, option: string) {
  await page.getByRole('combobox', { name: labels.language }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: labels.save }).click();
}

test('Español in Settings turns the app Spanish at once, and a reload keeps it', async ({ page }) => {
  await page.goto('/user-settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, { language: 'Language', save: 'Save Settings' }, 'Español');

  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Prospectos', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Configuración', exact: true })).toBeVisible();
  await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(nav.getByRole('link', { name: 'Citas', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toContainText('Español');
  await expectNoSeriousA11yViolations(page);
});

test('Français in Settings turns the screen French, and a reload keeps it', async ({ page }) => {
  await page.goto('/user-settings');
  await chooseLanguage(page, { language: 'Language', save: 'Save Settings' }, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Paramètres', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Enregistrer les paramètres' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Rendez-vous', exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('in Spanish the dashboard, the appointments and their menus carry no English words', async ({
  page,
}) => {
  expect((await page.request.post('/api/user/settings', { data: { language: 'es' } })).ok()).toBeTruthy();
  await page.goto('/');
  await expect(page.getByText('IA activa').first()).toBeVisible();
  await expect(page.getByText('AI active')).toHaveCount(0);

  await page.goto('/appointments');
  const byStatus = page.getByRole('region', { name: 'Citas por estado' });
  await expect(byStatus.getByRole('button', { name: /No se presentó/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
  const options = await page.getByRole('option').allTextContents();
  expect(options.map((o) => o.replace(/\s*\(\d+\)$/, ''))).toEqual([
    'Todos los estados',
    'Agendada',
    'Confirmada',
    'Completada',
    'Cancelada',
    'No se presentó',
  ]);
  await page.keyboard.press('Escape');

  // The week's calendar names types and statuses in Spanish too.
  await page.getByRole('radio', { name: 'Semana' }).click();
  const entries = page.getByTestId('calendar-day').getByRole('button');
  await expect(entries.first()).toBeVisible();
  expect((await entries.allTextContents()).join(' ')).not.toMatch(
    /Test Drive|Demo Drive|Consultation|Scheduled|Confirmed|Unknown/,
  );
});

test('in Spanish at 1440 px the appointments table fits: a row action never scrolls the customer out of view', async ({
  page,
}) => {
  // A customer with a long name, as real stores have: it wraps instead of widening the table.
  const api = await otherClient();
  const { id, name } = await createLead(api, 'Maximiliano Fernandez-Villanueva', {
    vehicleInterest: '2025 Chevrolet Silverado 1500 LTZ Crew Cab',
    dealershipId: 1,
  });
  // Within the store's hours, a weekday ahead (a time it is closed would be refused).
  const when = new Date(Date.now() + 4 * 86_400_000);
  when.setUTCHours(16, 0, 0, 0);
  const booked = await api.post('/api/appointments', {
    data: { leadId: id, dealershipId: 1, scheduledAt: when.toISOString(), type: 'test_drive' },
  });
  expect(booked.status()).toBe(201);
  await api.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await page.request.post('/api/user/settings', { data: { language: 'es' } })).ok()).toBeTruthy();
  await page.goto('/appointments');
  await page.getByPlaceholder('Buscar por nombre del cliente, correo o vehículo').fill(name);
  const table = page.getByRole('table');
  await expect(table.getByTestId('appointment-row')).toHaveCount(1);
  await expect(table.getByTestId('appointment-row').first()).toContainText(name);
  const overflow = await table.evaluate((t) => {
    const scroller = t.parentElement as HTMLElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  // A vehicle cut short can still be read in full on hover.
  const vehicle = table.getByTestId('appointment-row').first().getByRole('cell').nth(2);
  await expect(vehicle).toHaveAttribute('title', /\S/);
});

test('in French at 1440 px every report table fits, its last stage in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect((await page.request.post('/api/user/settings', { data: { language: 'fr' } })).ok()).toBeTruthy();
  await page.goto('/reports');
  await expect(page.getByRole('table').nth(2).getByRole('row').nth(1)).toBeVisible();
  const overflows = await page
    .getByRole('table')
    .evaluateAll((tables) =>
      tables.map(
        (t) => (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
      ),
    );
  expect(overflows.every((px) => px <= 0)).toBe(true);
});
