import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test('an admin reads a store’s stock on the Vehicles screen, filters it and uploads a new feed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
  await page.getByTestId('vehicles-dealership').click();
  await page.getByRole('option', { name: 'Hyundai' }).click();

  // The demo feed: a blue and a white Tucson in stock, a red one sold by the newest feed.
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: '2025 Hyundai Tucson SEL' })).toContainText('Intense Blue');
  await expect(rows.filter({ hasText: 'H2509' })).toHaveCount(0);
  await expect(page.getByText(/Last feed: uploaded .*\. 5 vehicles in stock, 1 marked sold/)).toBeVisible();
  await page.getByLabel('Colour', { exact: true }).fill('blue');
  await expect(rows.filter({ hasText: 'Tucson' })).toHaveCount(1);
  await page.getByLabel('Colour', { exact: true }).fill('');
  await page.getByTestId('vehicles-dealership').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(rows.filter({ hasText: 'Bronco Big Bend' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Inventory feed file (CSV)').setInputFiles({
    name: 'ford.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Stock #,Year,Make,Model,Trim,Color,Type\nE2E-1,2025,Ford,Ranger,Lariat,Azure Gray,New\n,2025,Ford,Edge,ST,Black,New\n',
    ),
  });
  await expect(page.getByText(/1 vehicle in stock, 4 marked sold/)).toBeVisible();
  await expect(rows.filter({ hasText: '2025 Ford Ranger Lariat' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Bronco' })).toHaveCount(0);
  await page.getByText('1 line skipped').click();
  await expect(page.getByText('Line 3: no VIN and no stock number')).toBeVisible();
});
