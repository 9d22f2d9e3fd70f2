import { expect, type Locator, type Page, test } from '@playwright/test';

// The specs share one signed-in admin: whatever this file changes, it puts back to English.
test.afterEach(async ({ page }) => {
  expect((await page.request.post('/api/user/settings', { data: { language: 'en' } })).ok()).toBeTruthy();
});

/** The placeholder's width in the input's own font, and the room the input leaves for it. */
function placeholderRoom(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { placeholder: el.placeholder, text: Math.ceil(context.measureText(el.placeholder).width), room };
  });
}

async function expectPlaceholderFits(input: Locator) {
  const { placeholder, text, room } = await placeholderRoom(input);
  expect(placeholder).not.toBe('');
  expect(text, `"${placeholder}" needs ${text} px, has ${room}`).toBeLessThanOrEqual(room);
}

async function inLanguage(page: Page, language: string) {
  expect((await page.request.post('/api/user/settings', { data: { language } })).ok()).toBeTruthy();
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const language of ['en', 'es', 'fr']) {
      test(`the search placeholders are whole in ${language}`, async ({ page }) => {
        await inLanguage(page, language);
        await page.goto('/leads');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectPlaceholderFits(page.locator('#leads-search'));

        if (width > 640) {
          // The header's finder button: its hint is not cut either.
          const hint = page.locator('header button[aria-keyshortcuts] span').first();
          await expect(hint).toBeVisible();
          expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        await page.keyboard.press('Control+K');
        await expectPlaceholderFits(page.getByRole('dialog').getByRole('combobox'));
      });
    }
  });
}
