import { expect, type Response, test } from '@playwright/test';
import { checkWebBudget, ensureWebBuild, formatBudget, INITIAL_JS_BUDGET_BYTES } from '../scripts/web-budget';
import { BASE_URL } from './env';

// The web's budget. The sizes and headers are checked in every test run; the paint time is a timing, so
// `npm run bench:web` measures it (e2e/dashboard-lcp.bench.ts), on a machine quiet enough for it to mean something.

// The app's figures, not the recorder's: a trace or screenshots would load the same CPU the page needs.
test.use({ trace: 'off', screenshot: 'off', video: 'off' });

test('initial JavaScript stays under 200 KB gzipped, each route its own lazy chunk', () => {
  ensureWebBuild();
  const report = checkWebBudget();
  console.log(formatBudget(report));
  expect(report.htmlMismatch).toEqual([]);
  expect(report.routeProblems).toEqual([]);
  expect(report.initialGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  // index.html also preloads the current route's chunks: the dashboard's whole first load keeps the budget too.
  expect(report.dashboardGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
});

test('the browser gets the app precompressed, checks the page on each load and keeps the hashed files', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
  });
  const document = await page.goto(`${BASE_URL}/`);
  await page.waitForLoadState('networkidle');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const headers = asset.headers();
    // Files under 1 KB are sent as they are (web/vite-plugins/precompress.ts): compressing them saves nothing.
    const tiny = !headers['content-encoding'] && (await asset.body()).length < 1024;
    if (!tiny) expect(headers['content-encoding'], asset.url()).toBe('br');
    expect(headers['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable');
  }
});
