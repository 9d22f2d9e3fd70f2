import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueName } from './helpers';

test('import leads from a CSV file with a mapping step, then export the filtered list', async ({ page }) => {
  const name = uniqueName('Imported Buyer');
  const [first = '', last = ''] = name.split(/ (.*)/);
  const email = `${name.replaceAll(' ', '.').toLowerCase()}@example.com`;
  // Unique per run: a phone another lead already has would merge this row into that lead.
  const digits = String(Math.floor(1000 + Math.random() * 9000));
  const csv = [
    'First Name,Last Name,E-mail,Mobile,Vehicle,Comments',
    `${first},"${last}",${email},(307) 555-${digits},2025 Chevrolet Tahoe,"Wants a test drive, Saturday"`,
    'No,Contact,,,Silverado,nothing to reach',
    `${first},"${last}",${email.toUpperCase()},,,came back`,
  ].join('\r\n');

  await page.goto('/leads');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });

  // The mapping step is pre-filled from the header names.
  await expect(dialog.getByRole('combobox', { name: 'Email' })).toContainText('E-mail');
  await expect(dialog.getByRole('combobox', { name: 'Phone' })).toContainText('Mobile');
  await expect(dialog.getByRole('combobox', { name: 'Vehicle interest' })).toContainText('Vehicle');
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

  await expect(dialog.getByTestId('import-created')).toHaveText('1');
  await expect(dialog.getByTestId('import-merged')).toHaveText('1');
  await expect(dialog.getByTestId('import-failed')).toHaveText('1');
  const errors = dialog.getByRole('table', { name: 'Rows not imported' });
  await expect(
    errors.getByRole('row', { name: /3 A lead needs a phone number or an email address/ }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  await expect(page.getByTestId('lead-row').filter({ hasText: name })).toBeVisible();

  // Export uses the page's filters: the search narrows the file to the imported lead.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Id,Name,Email,Phone,Vehicle Interest,Source,Status/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain(`+1307555${digits}`);
});
