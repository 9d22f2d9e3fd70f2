import { expect, test } from '@playwright/test';
import { formatLcp, LCP_BUDGET_MS, measureDashboardLcp } from '../scripts/dashboard-lcp';
import { AUTH_FILE, BASE_URL } from './env';

// A timing, so not part of `npm test`: `npm run bench:web` runs it (the `bench` project of playwright.config.ts).
const LCP_RUNS = Number(process.env.LCP_RUNS ?? 9);

// The app's figures, not the recorder's: a trace or screenshots would load the same CPU the page needs.
test.use({ trace: 'off', screenshot: 'off', video: 'off' });

test('the dashboard paints its largest content within 1 s', async ({ browser }) => {
  test.setTimeout(30_000 + LCP_RUNS * 10_000);
  const summary = await measureDashboardLcp(browser, {
    baseURL: BASE_URL,
    storageState: AUTH_FILE,
    runs: LCP_RUNS,
  });
  console.log(formatLcp(summary));
  expect(summary.medianMs).toBeLessThan(LCP_BUDGET_MS);
});
