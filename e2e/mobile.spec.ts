import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at 375 px the sidebar is a drawer that closes when an entry is chosen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Active Dealership' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: 'Appointment Sends' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Sends' })).toBeVisible();

  // No horizontal overflow on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('at 375 px the leads screen has no horizontal overflow', async ({ page }) => {
  await page.goto('/leads');
  await expect(page.getByTestId('lead-card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Webhook Setup shows every connection, its address and the website snippet without overflow', async ({
    page,
  }) => {
    await page.goto('/webhook-setup');
    await expect(page.getByTestId('connection-facebook').getByTestId('connection-state')).toBeVisible();
    await expect(page.getByTestId('website-snippet')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test("Webhook Setup's failed deliveries stack on a phone: Replay in reach and the error readable", async ({
    page,
  }) => {
    // A signed TikTok post without a phone or an e-mail: stored, then failed, listed with its Replay button.
    const secret = 'mobile-tiktok-secret-39f1';
    const set = await page.request.put('/api/dealerships/3/connections/tiktok', {
      data: { credentials: { secret } },
    });
    expect(set.ok()).toBeTruthy();
    const leadId = `mobile-${Date.now()}`;
    const posted = await page.request.post('/api/webhooks/tiktok?dealership=3', {
      headers: { 'x-webhook-secret': secret },
      data: { lead_id: leadId, name: 'Nobody Reachable' },
    });
    expect(posted.ok()).toBeTruthy();
    await expect
      .poll(async () => {
        const list = await (
          await page.request.get('/api/webhooks/events?status=failed&source=tiktok')
        ).json();
        return (list.events as { externalId: string }[]).some((e) => e.externalId === leadId);
      })
      .toBe(true);
    await page.request.delete('/api/dealerships/3/connections/tiktok');
    await page.goto('/webhook-setup');
    const failed = page.getByRole('table', { name: 'Failed deliveries' });
    const replay = failed.getByRole('button', { name: /^Replay/ }).first();
    await replay.scrollIntoViewIfNeeded();
    const button = await replay.boundingBox();
    expect(button && button.x + button.width).toBeLessThanOrEqual(390);
    const error = failed.getByText('A lead needs a phone number or an email address').first();
    expect((await error.boundingBox())?.width).toBeGreaterThan(200);
  });

  /** The record is wholly inside the first screenful, with the page not scrolled. */
  async function expectInFirstScreenful(page: Page, record: Locator) {
    await expect(record).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await record.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  }

  test('Appointments folds its filters behind a Filters button; the first appointment is in the first screenful', async ({
    page,
  }) => {
    await page.goto('/appointments');
    await expectInFirstScreenful(page, page.getByTestId('appointment-item').first());
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await expect(status).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    // The status menu carries the counts the cards show on wider screens.
    await status.click();
    await expect(page.getByRole('option', { name: /^No show \(\d+\)$/i })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('AI Conversations folds its channel menu; the first conversation is in the first screenful', async ({
    page,
  }) => {
    await page.goto('/conversations');
    const list = page.getByRole('list', { name: 'Conversations', exact: true });
    await expectInFirstScreenful(page, list.getByRole('listitem').first());
    const channel = page.getByRole('combobox', { name: 'Channel' });
    await expect(channel).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(channel).toBeVisible();
  });

  test('Team shows people as cards; the first person and their actions are in the first screenful', async ({
    page,
  }) => {
    const [person] = (await (await page.request.get('/api/users')).json()) as { name: string }[];
    await page.goto('/team');
    const first = page.getByRole('list', { name: 'People' }).getByRole('listitem').first();
    await expectInFirstScreenful(page, first.getByText(person?.name ?? '', { exact: true }));
    await expectInFirstScreenful(page, first.getByRole('button', { name: 'Send reset link' }));
    await expectInFirstScreenful(page, first.getByRole('button', { name: 'Deactivate' }));
    await expect(first.getByRole('combobox', { name: `Role of ${person?.name}` })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectNoSeriousA11yViolations(page);
  });

  for (const [path, name] of [
    ['/sms-conversations', 'SMS conversations'],
    ['/email-conversations', 'Email conversations'],
  ] as const) {
    test(`${path} folds its status menu; the first conversation is in the first screenful`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectInFirstScreenful(page, page.getByRole('list', { name }).getByRole('listitem').first());
      const status = page.getByRole('combobox', { name: 'Status filter' });
      await expect(status).toBeHidden();
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(status).toBeVisible();
    });
  }
});

test('at 375 px leads are chosen on their cards for the bulk bar, one by one or the whole page', async ({
  page,
}) => {
  await page.goto('/leads');
  const cards = page.getByTestId('lead-card');
  await expect(cards.first()).toBeVisible();
  await cards.nth(0).getByRole('checkbox').check();
  await cards.nth(1).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected leads' });
  await expect(bar).toContainText('2 selected');
  await expect(bar.getByRole('combobox', { name: 'Change status of the selected leads' })).toBeVisible();

  const wholePage = page.getByRole('checkbox', { name: 'Select every lead on this page' });
  await wholePage.check();
  await expect(bar).toContainText(`${await cards.count()} selected`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await wholePage.uncheck();
  await expect(bar).toBeHidden();
});
