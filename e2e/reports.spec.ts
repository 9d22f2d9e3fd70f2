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
  // The figures are the API's: the funnel table's first source row and the open leads not yet answered.
  const unanswered = page.getByText('Not yet answered', { exact: true }).locator('..');
  await expect(unanswered).toContainText(`${all.speedToLead.unansweredCount} open leads of`);
  const bySource = page.getByRole('table', { name: 'Funnel by source' });
  await expect(bySource.getByRole('row')).toHaveCount(Math.max(all.bySource.length, 1) + 1);

  // CSV of a table: the same rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV of Funnel by source' }).click();
  const csv = readFileSync((await (await download).path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Source,Leads,Contacted,Contacted % of leads,Appointment set,Appointment set % of leads,' +
      'Appointment set % of Contacted,Showed,Showed % of leads,Showed % of Appointment set,Sold,Sold % of leads,' +
      'Sold % of Showed',
  );
  expect(csv.trim().split('\r\n')).toHaveLength(all.bySource.length + 1);

  // Lost beside sold, the API's figures, and the lost leads by reason in their own CSV: a row per reason.
  const lost = page.locator('p', { hasText: /^Lost$/ }).locator('..');
  await expect(lost).toContainText(`${all.outcomes.lost}The range's leads closed as lost`);
  const lostCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV of Lost leads by reason' }).click();
  const lostRows = readFileSync((await (await lostCsv).path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  expect(lostRows[0]).toBe('Reason,Lost');
  expect(lostRows.slice(1).map((r) => Number(r.split(',')[1]))).toEqual(
    all.outcomes.lostReasons.map((r: { count: number }) => r.count),
  );

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
  await expect(unanswered).toContainText(`${ford.speedToLead.unansweredCount} open leads of`);

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

test('a custom date asks for one report once it rests, and says why while it is out of range', async ({
  page,
}) => {
  await page.goto('/reports');
  await expect(page.getByRole('figure', { name: 'Lead funnel' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reports?')) asked.push(new URL(r.url()).searchParams.get('from') ?? '');
  });
  const year = new Date().getFullYear();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/reports?') && r.url().includes(`from=${year}-01-01`),
  );
  // A year typed digit by digit passes through 0002, 0020 and 0202: each a whole date, none of them meant, and
  // the server refuses ranges over 400 days. The field gets the dates as typing gives them.
  const from = page.getByLabel('From');
  for (const y of ['0002', '0020', '0202']) await from.fill(`${y}-01-01`);
  await expect(page.getByRole('alert')).toHaveText(
    'A report covers at most 400 days: choose a later From or an earlier To.',
  );
  await expect(page.getByRole('table', { name: 'Funnel by source' })).toBeVisible(); // the last report stays
  await from.fill(`${year}-01-01`);
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('table', { name: 'Funnel by source' })).toBeVisible();
  expect(asked).toEqual([`${year}-01-01`]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Could not load the report')).toHaveCount(0);
});

test('an unanswered lead opens from the report, and Refresh brings figures computed now', async ({
  page,
}) => {
  const firstReport = page.waitForResponse((r) => r.url().includes('/api/reports?'));
  await page.goto('/reports');
  const shown = await (await firstReport).json();
  await expect(page.getByText(/^Updated (just now|\d+ s ago)$/)).toBeVisible();

  // Refresh asks the server for figures as of now and says so.
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/api/reports?') && r.url().includes('fresh=1'),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  const fresh = await (await refreshed).json();
  expect(Date.parse(fresh.generatedAt)).toBeGreaterThan(Date.parse(shown.generatedAt));
  await expect(page.getByText('Updated just now')).toBeVisible();

  // The unanswered list's names open the lead's page (the demo data has leads nobody answered).
  const first = fresh.speedToLead.unanswered[0];
  expect(first).toBeTruthy();
  await page
    .getByRole('table', { name: 'Unanswered leads' })
    .getByRole('button', { name: first.name, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/leads/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('a refresh that fails says so beside the figures it leaves on screen, until another report is asked for', async ({
  page,
}) => {
  await page.goto('/reports');
  await expect(page.getByRole('table', { name: 'Funnel by source' })).toBeVisible();
  await page.route('**/api/reports?*fresh=1*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Busy' }),
    }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Could not refresh: .*Busy/);
  await expect(page.getByRole('table', { name: 'Funnel by source' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the funnel draws its bars and lists each step’s rates under them', async ({ page }) => {
    await page.goto('/reports');
    const bars = page.getByRole('figure', { name: 'Lead funnel' }).locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    // Recharts grows the bars into place: wait for the widest to reach its width rather than read it mid-way.
    // The axis ends on a round number above the largest count (61 leads: 80), so the widest bar spans at least half
    // of the plot, never all of it for sure: over 100 px of a ~230 px plot is a bar a person can read.
    await expect
      .poll(async () =>
        Math.max(...(await bars.evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect().width)))),
      )
      .toBeGreaterThan(100);
    const rates = page.getByRole('list', { name: 'Lead funnel' }).getByRole('listitem');
    await expect(rates).toHaveCount(5);
    await expect(rates.nth(1)).toContainText(/^Contacted \d+ · \d+% of leads$/);
    // Sold and lost, and the reasons' table, fit the phone's width.
    await expect(page.getByRole('table', { name: 'Lost leads by reason' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
