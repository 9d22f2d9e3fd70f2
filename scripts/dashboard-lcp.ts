// Dashboard largest contentful paint (budget 1 s): a fresh, signed-in page per run, read with a buffered
// PerformanceObserver once the stat cards show real numbers and the lists have loaded.
import type { Browser } from '@playwright/test';
import { median } from './web-budget';

export const LCP_BUDGET_MS = 1000;

export type LcpRun = {
  lcpMs: number;
  /** What the browser picked as the largest paint, e.g. `P "Overview across all…"`. */
  element: string;
  /** Time to first byte and DOMContentLoaded, to tell server from front-end time. */
  ttfbMs: number;
  domContentLoadedMs: number;
  longTasks: number;
  longTaskMs: number;
};

export type LcpSummary = { runs: LcpRun[]; minMs: number; medianMs: number; maxMs: number };

type Options = { baseURL: string; storageState: string; runs: number; warmUp?: boolean };

/** Registered before the app's scripts: long tasks are not buffered for a late observer. */
const recordLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // an engine without long-task timing: the figure stays empty
  }
};

async function measureOnce(browser: Browser, options: Options): Promise<LcpRun> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    storageState: options.storageState,
    viewport: { width: 1280, height: 720 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto('/');
    const figures = page.getByRole('region', { name: 'Key figures' });
    await figures.getByText('Conversion Rate').waitFor();
    // Real numbers: the four cards are there and none shows its loading skeleton, nor does any list.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('section[aria-label="Key figures"] .text-2xl').length === 4 &&
        document.querySelectorAll('main [data-slot="skeleton"]').length === 0,
      undefined,
      { timeout: 15_000 },
    );
    return await page.evaluate(
      () =>
        new Promise<LcpRun>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 5000);
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as
              | (PerformanceEntry & { element?: Element | null; size?: number })
              | undefined;
            if (!last) return;
            clearTimeout(timer);
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const tasks = (window as unknown as { __longTasks?: number[] }).__longTasks ?? [];
            const el = last.element;
            resolve({
              lcpMs: last.startTime,
              element: el ? `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)',
              ttfbMs: nav.responseStart,
              domContentLoadedMs: nav.domContentLoadedEventEnd,
              longTasks: tasks.length,
              longTaskMs: tasks.reduce((a, b) => a + b, 0),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** Loads the dashboard `runs` times, each in a new browser context (cold cache, fresh page). */
export async function measureDashboardLcp(browser: Browser, options: Options): Promise<LcpSummary> {
  // One unrecorded load first, so the figures are the web's and not the server's first request.
  if (options.warmUp !== false) await measureOnce(browser, options);
  const runs: LcpRun[] = [];
  for (let i = 0; i < options.runs; i++) runs.push(await measureOnce(browser, options));
  const values = runs.map((r) => r.lcpMs);
  return { runs, minMs: Math.min(...values), medianMs: median(values), maxMs: Math.max(...values) };
}

const ms = (n: number) => `${Math.round(n)} ms`;

export function formatLcp(summary: LcpSummary): string {
  return [
    `dashboard LCP over ${summary.runs.length} runs: min ${ms(summary.minMs)}, median ${ms(summary.medianMs)}, max ${ms(summary.maxMs)} (budget ${ms(LCP_BUDGET_MS)})`,
    ...summary.runs.map(
      (r, i) =>
        `  run ${i + 1}: LCP ${ms(r.lcpMs)} on ${r.element}; TTFB ${ms(r.ttfbMs)}, DCL ${ms(r.domContentLoadedMs)}, ${r.longTasks} long tasks (${ms(r.longTaskMs)})`,
    ),
  ].join('\n');
}
