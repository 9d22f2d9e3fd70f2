import { expect, type Page, test } from '@playwright/test';
import { createLead, firstLead } from './helpers';

// What a salesperson on the floor does from a phone. No `isMobile`: with it Chromium widens the layout viewport to
// fit a page that is too wide, which hides the very overflow these checks look for.
test.use({ hasTouch: true });

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of [360, 390]) {
  test(`at ${width} px Reports, Leads and a lead's dialogs fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/reports');
    await expect(page.getByRole('table', { name: 'Appointments by who booked' })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    // The tables scroll inside their own box instead, and their CSV buttons stay whole on screen.
    const csv = page.getByRole('button', { name: 'CSV of Appointments by who booked' });
    await csv.scrollIntoViewIfNeeded();
    await expect(csv).toBeInViewport({ ratio: 1 });

    await page.goto('/leads');
    const card = page.getByTestId('lead-card').first();
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await card.getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog')).toContainText('Lead details');
    await expectNoSidewaysScroll(page, width);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: /^Chat with/ }).click();
    await expect(page.getByRole('dialog', { name: /^AI Conversation - / })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lead’s phone number calls when tapped and offers a text beside it', async ({ page }) => {
    const { dealershipId } = await firstLead(page.request);
    const lead = await createLead(page.request, 'Tap Tina', { vehicleInterest: 'Civic', dealershipId });
    const { phone } = (await (await page.request.get(`/api/leads/${lead.id}`)).json()) as { phone: string };
    await page.goto(`/leads?search=${encodeURIComponent(lead.name)}`);
    await page.getByRole('button', { name: `View ${lead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: lead.name });
    const shown = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    await expect(dialog.getByRole('link', { name: shown, exact: true })).toHaveAttribute(
      'href',
      `tel:${phone}`,
    );
    await expect(dialog.getByRole('link', { name: `Text ${shown}` })).toHaveAttribute('href', `sms:${phone}`);
  });

  test('the “On the floor” switch is in the phone’s menu and sets the person’s availability', async ({
    page,
  }) => {
    const availability = async () =>
      ((await (await page.request.get('/api/users/me/availability')).json()) as { available: boolean })
        .available;
    const before = await availability();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const floor = page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('switch', { name: 'On the floor' });
    await expect(floor).toBeVisible();
    await expect(floor).toHaveAttribute('aria-checked', String(before));
    // A finger taps the words: the whole row switches, and it is at least 44 px high.
    const words = page.getByRole('dialog', { name: 'Navigation' }).getByText('On the floor', { exact: true });
    expect((await words.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await words.click();
    await expect(floor).toHaveAttribute('aria-checked', String(!before));
    await expect.poll(availability).toBe(!before);
    // Back as it was: other specs assign leads to whoever is on the floor.
    await floor.click();
    await expect.poll(availability).toBe(before);
  });
});
