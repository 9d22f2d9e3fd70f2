import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

const nav = { name: 'Main' } as const;

test('the shell: sidebar entries, dealership selector, header and exact-match highlight', async ({
  page,
}) => {
  await page.goto('/leads');
  const sidebar = page.getByRole('navigation', nav);
  for (const label of [
    'Dashboard',
    'Leads',
    'AI Conversations',
    'SMS Conversations',
    'Email Conversations',
    'Appointments',
    'Appointment Sends',
    'Vehicles',
    'AI Settings',
    'Webhook Setup',
    'Dealerships',
    'Settings',
  ]) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(page.getByText('Lead Manager').first()).toBeVisible();
  // The bell counts the signed-in user's unread notifications (no fixed figure).
  const { unreadCount } = await (await page.request.get('/api/notifications')).json();
  await expect(page.getByRole('button', { name: `Notifications (${unreadCount})` })).toBeVisible();

  const selector = page.getByRole('combobox', { name: 'Active Dealership' });
  await expect(selector).toContainText('All Dealerships');
  await selector.click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('All Dealerships');
  expect(await options.count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('option', { name: 'Ford' })).toBeVisible();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(selector).toContainText('Ford');
  // Shared by every screen.
  await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByText('Overview for Ford')).toBeVisible();
  await selector.click();
  await page.getByRole('option', { name: 'All Dealerships' }).click();
});

type RouteCase = {
  path: string;
  heading: string;
  data: (page: import('@playwright/test').Page) => Promise<void>;
};

const ROUTES: RouteCase[] = [
  {
    path: '/',
    heading: 'Dashboard',
    data: async (page) => {
      await expect(page.getByText('New Leads Today')).toBeVisible();
      // Captions are the server's figures: the demo data has appointments to come and leads this month.
      await expect(
        page.getByText(/^Next: in \d+ (minutes?|hours?|days?)$|^Next: (now|tomorrow)$/),
      ).toBeVisible();
      await expect(page.getByText(/^\d+(\.\d)?% this month$/)).toBeVisible();
      await expect(page.getByText('12% from yesterday')).toHaveCount(0);
      await expect(page.getByTestId('recent-leads').getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    path: '/leads',
    heading: 'Leads',
    data: async (page) => {
      await expect(page.getByTestId('lead-row').first()).toBeVisible();
      await expect(page.getByText(/Showing 1–\d+ of [\d,]+ leads/)).toBeVisible();
    },
  },
  {
    path: '/conversations',
    heading: 'AI Conversations',
    data: async (page) => {
      await expect(page.getByText('Live Updates')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/sms-conversations',
    heading: 'SMS Conversations',
    data: async (page) => {
      await expect(
        page.getByRole('list', { name: 'SMS conversations' }).getByRole('button').first(),
      ).toBeVisible();
      await expect(page.getByText('Select a Conversation')).toBeVisible();
    },
  },
  {
    path: '/email-conversations',
    heading: 'Email Conversations',
    data: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Email conversations' }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/appointments',
    heading: 'Appointments',
    data: async (page) => {
      await expect(page.getByTestId('appointment-row').first()).toBeVisible();
    },
  },
  {
    path: '/appointment-sends',
    heading: 'Appointment Sends',
    data: async (page) => {
      await expect(page.getByTestId('appointment-send-card').first()).toBeVisible();
    },
  },
  {
    path: '/vehicles',
    heading: 'Vehicles',
    data: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: 'Stock # / VIN' })).toBeVisible();
      await expect(page.getByText(/^Last feed: /)).toBeVisible();
    },
  },
  {
    path: '/ai-settings',
    heading: 'AI Settings',
    data: async (page) => {
      await expect(page.getByRole('tab', { name: 'AI Personality' })).toBeVisible();
      await expect(page.getByLabel('System prompt')).toBeVisible();
    },
  },
  {
    path: '/webhook-setup',
    heading: 'Webhook Setup',
    data: async (page) => {
      await expect(page.getByText('Facebook Lead Ads')).toBeVisible();
      await expect(page.getByText('/api/leads/capture').first()).toBeVisible();
    },
  },
  {
    path: '/user-settings',
    heading: 'Settings',
    data: async (page) => {
      await expect(page.getByLabel('Full name')).not.toHaveValue('');
    },
  },
];

for (const route of ROUTES) {
  test(`${route.path} shows its heading and data, with no serious axe violation`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await route.data(page);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
}

test('any other path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the sign-in page has no serious axe violation', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Lead Manager' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('the header search opens the finder, whose last entry lists every matching lead', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('recent-leads').getByRole('listitem').first();
  const name = ((await first.locator('span.font-medium').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: /Find leads, conversations, appointments/ }).click();
  const finder = page.getByRole('combobox', { name: 'Find leads, conversations and appointments' });
  await finder.fill(name);
  await expect(page.getByRole('option', { name: /All leads matching/ })).toBeVisible();
  // ↑ from the first entry wraps to the last.
  await finder.press('ArrowUp');
  await expect(page.getByRole('option', { name: /All leads matching/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await finder.press('Enter');
  await expect(page).toHaveURL(/\/leads\?search=/);
  await expect(page.getByRole('searchbox', { name: 'Search' }).first()).toHaveValue(name);
  await expect(page.getByTestId('lead-row').filter({ hasText: name }).first()).toBeVisible();
});
