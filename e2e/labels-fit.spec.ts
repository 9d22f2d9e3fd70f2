import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

// Spanish and French labels run longer than English ones: a cut label ("Todos los concesionari…") reads as a bug.
// Every text of the catalogues that is shown whole must fit its box on a desktop and on a phone.

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogueDir = (language: string) => path.resolve(here, `../web/src/i18n/${language}`);

/** The catalogue's fixed texts (no placeholders): labels, buttons, headings. */
function fixedTexts(language: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (!value.includes('{')) texts.push(value);
    } else if (value && typeof value === 'object') for (const child of Object.values(value)) walk(child);
  };
  for (const file of fs.readdirSync(catalogueDir(language)))
    walk(JSON.parse(fs.readFileSync(path.join(catalogueDir(language), file), 'utf8')));
  return texts;
}

const screens = [
  '/',
  '/leads',
  '/conversations',
  '/appointments',
  '/reports',
  '/ai-settings',
  '/team',
  '/dealerships',
];

/** Catalogue texts on the page that are cut by their box (an ellipsis or a hidden overflow). */
async function cutLabels(page: Page, texts: string[]) {
  return page.evaluate((known) => {
    const labels = new Set(known);
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const text = element.textContent?.trim() ?? '';
      if (!labels.has(text) || element.children.length > 1) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // (A 1-pixel box is text for screen readers only.)
      if (clips && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
        cut.push(`${text} (${element.clientWidth}px of ${element.scrollWidth}px)`);
    }
    return [...new Set(cut)];
  }, texts);
}

for (const language of ['es', 'fr'])
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`${language} labels fit at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      const texts = fixedTexts(language);
      await page.setViewportSize(viewport);
      expect((await page.request.post('/api/user/settings', { data: { language } })).ok()).toBeTruthy();
      try {
        const found: string[] = [];
        for (const screen of screens) {
          await page.goto(screen);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('main')).toBeVisible();
          await page.waitForLoadState('networkidle');
          found.push(...(await cutLabels(page, texts)).map((label) => `${screen}: ${label}`));
        }
        expect(found).toEqual([]);
      } finally {
        await page.request.post('/api/user/settings', { data: { language: 'en' } });
      }
    });
