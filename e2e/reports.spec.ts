import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('the Reports screen draws its charts from the API and follows the dealership selector', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

  const firstReport = page.waitForResponse((r) => r.url().includes('/api/reports?'));
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const all = await (await firstReport).json();
  expect(new URL((await firstReport).url()).searchParams.get('dealershipId')).toBeNull();

  for (const chart of [
    'Time to first response',
    'Lead funnel',
    'Sources side by side',
    'Leads and appointments over time',
  ]) {
    await expect(
      page.getByRole('figure', { name: chart }).locator('svg.recharts-surface').first(),
    ).toBeVisible();
  }
  // The figures are the API's: the funnel table's first source row and the unanswered count.
  const unanswered = page.getByText('Still unanswered').locator('..');
  await expect(unanswered).toContainText(String(all.speedToLead.unansweredCount));
  const bySource = page.getByRole('table', { name: 'Funnel by source' });
  await expect(bySource.getByRole('row')).toHaveCount(Math.max(all.bySource.length, 1) + 1);

  // CSV of a table: the same rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV of Funnel by source' }).click();
  const csv = readFileSync((await (await download).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Source,Leads,Contacted,Appointment set,Showed,Sold');
  expect(csv.trim().split('\r\n')).toHaveLength(all.bySource.length + 1);

  // Choosing a store asks for that store's report and says so.
  const selector = page.getByRole('combobox', { name: 'Active Dealership' });
  const fordReport = page.waitForResponse(
    (r) => r.url().includes('/api/reports?') && r.url().includes('dealershipId=3'),
  );
  await selector.click();
  await page.getByRole('option', { name: 'Ford' }).click();
  const ford = await (await fordReport).json();
  await expect(page.getByText(/^Ford: is every lead answered/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Funnel by store' }).getByRole('row')).toHaveCount(2);
  await expect(unanswered).toContainText(String(ford.speedToLead.unansweredCount));

  // Another range: last month.
  const lastMonth = page.waitForResponse((r) => r.url().includes('/api/reports?'));
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  const url = new URL((await lastMonth).url());
  expect(url.searchParams.get('from')?.endsWith('-01')).toBe(true);

  await selector.click();
  await page.getByRole('option', { name: 'All Dealerships' }).click();
  expect(problems).toEqual([]);
});
