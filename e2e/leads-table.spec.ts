import { expect, test } from '@playwright/test';
import { createLead, expectNoSeriousA11yViolations, otherClient, toastRegion, uniqueName } from './helpers';

const rows = (page: import('@playwright/test').Page) => page.getByTestId('lead-row');
const nameOf = async (row: import('@playwright/test').Locator) =>
  ((await row.getByRole('button', { name: /^View / }).textContent()) ?? '').trim();

test('leads are a table; a sort and a filter survive a reload through the URL', async ({ page }) => {
  await page.goto('/leads');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Website' }).click();
  await expect(page).toHaveURL(/source=website/);
  // The previous page stays on screen until the filtered one arrives: wait for it.
  await expect(rows(page).filter({ hasNotText: 'Website' })).toHaveCount(0);

  const sorted = async () => {
    await expect(rows(page).first()).toBeVisible();
    const names: string[] = [];
    for (const row of await rows(page).all()) names.push(await nameOf(row));
    return names;
  };
  const before = await sorted();
  expect(before.length).toBeGreaterThan(1);
  expect(before).toEqual([...before].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('combobox', { name: 'Source' })).toContainText('Website');
  expect(await sorted()).toEqual(before);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/source=/);
  await expect(page.getByRole('combobox', { name: 'Source' })).toContainText('All sources');
  await expectNoSeriousA11yViolations(page);
});

test('a failing leads request shows an error with a retry that works, never "no leads"', async ({ page }) => {
  let failing = true;
  await page.route(
    (url) => url.pathname === '/api/leads',
    (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Database unavailable"}',
          })
        : route.fallback(),
  );
  await page.goto('/leads');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the leads' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Database unavailable');
  await expect(page.getByText('No leads found')).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(alert).toBeHidden();
});

test('selected leads change status together', async ({ page }) => {
  await page.goto('/leads?status=new');
  await expect(rows(page).first()).toBeVisible();
  const first = rows(page).nth(0);
  const second = rows(page).nth(1);
  const names = [await nameOf(first), await nameOf(second)];
  await first.getByRole('checkbox').check();
  await second.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected leads' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('combobox', { name: 'Change status of the selected leads' }).click();
  await page.getByRole('option', { name: 'Qualified' }).click();
  await expect(toastRegion(page).getByText('2 leads set to Qualified')).toBeVisible();

  await page.goto('/leads?status=qualified&sort=createdAt&order=desc');
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(name);
    await expect(rows(page).filter({ hasText: name }).first()).toBeVisible();
  }
});

test('the selection holds only leads on screen: a bulk change that moves them out or a new sort lets go of them', async ({
  page,
}) => {
  const api = await otherClient();
  const prefix = uniqueName('Vanish');
  for (const vehicle of ['Ford Bronco', 'Ford Escape', 'Ford Edge']) {
    const { id } = await createLead(api, prefix, { vehicleInterest: vehicle, dealershipId: 3 });
    expect((await api.patch(`/api/leads/${id}`, { data: { status: 'qualified' } })).ok()).toBe(true);
  }
  await api.dispose();
  await page.goto(`/leads?search=${encodeURIComponent(prefix)}&status=qualified`);
  await expect(rows(page)).toHaveCount(3);
  for (const row of await rows(page).all()) await row.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected leads' });
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('combobox', { name: 'Change status of the selected leads' }).click();
  await page.getByRole('option', { name: 'Closed – lost: duplicate' }).click();
  await expect(toastRegion(page).getByText('3 leads set to closed – lost: duplicate')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(bar).toBeHidden();

  await page.goto(`/leads?search=${encodeURIComponent(prefix)}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).getByText('Closed – lost: duplicate')).toHaveCount(3);
  await rows(page).nth(0).getByRole('checkbox').check();
  await expect(bar).toContainText('1 selected');
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(bar).toBeHidden();
  await expect(rows(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a lead record is visible in the first screenful', async ({ page }) => {
    await page.goto('/leads');
    const card = page.getByTestId('lead-card').first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    // Its top and its name are on the first screen, without scrolling past the filters.
    expect((box?.y ?? 1e9) + 60).toBeLessThan(844);
    await expect(card.getByRole('heading')).toBeInViewport();
  });
});

test('a manager gives the selected leads of a store to one person', async ({ page }) => {
  const api = await otherClient();
  const a = await createLead(api, 'Owner Bulk', { vehicleInterest: 'Ford Bronco', dealershipId: 3 });
  const b = await createLead(api, 'Owner Bulk', { vehicleInterest: 'Ford Escape', dealershipId: 3 });
  const members = (await (await api.get('/api/dealerships/3/members')).json()) as {
    id: number;
    name: string;
  }[];
  const owner = members[0];
  if (!owner) throw new Error('the demo data has a person working for Ford');

  await page.goto('/leads?search=Owner%20Bulk');
  await page.getByRole('combobox', { name: 'Active Dealership' }).click();
  await page.getByRole('option', { name: 'Ford' }).click();
  for (const lead of [a, b]) await rows(page).filter({ hasText: lead.name }).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected leads' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('combobox', { name: 'Change owner of the selected leads' }).click();
  await page.getByRole('option', { name: owner.name, exact: true }).click();
  await expect(toastRegion(page).getByText(`2 leads given to ${owner.name}`)).toBeVisible();
  for (const lead of [a, b]) {
    const saved = (await (await api.get(`/api/leads/${lead.id}`)).json()) as {
      assignedUserId: number | null;
    };
    expect(saved.assignedUserId).toBe(owner.id);
  }
  await api.dispose();
});

test('the next page starts at the top of the list, its column headers clear of the sticky header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/leads');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  const header = await page.getByRole('banner').boundingBox();
  const columns = await page.getByRole('columnheader', { name: 'Name' }).boundingBox();
  expect(header && columns && columns.y >= header.y + header.height).toBe(true);
  // Not left further down the page either: the headers are near the top.
  expect(columns && header && columns.y - (header.y + header.height)).toBeLessThan(120);
});

for (const language of ['es', 'fr'])
  test(`in ${language} the table fits a 1440 px screen, every column in view without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await page.request.post('/api/user/settings', { data: { language } })).ok()).toBeTruthy();
    try {
      await page.goto('/leads');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(rows(page).first()).toBeVisible();
      const widths = await page
        .getByRole('table')
        .evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement?.clientWidth ?? 0 }));
      expect(widths.table).toBeLessThanOrEqual(widths.box);
    } finally {
      await page.request.post('/api/user/settings', { data: { language: 'en' } });
    }
  });
