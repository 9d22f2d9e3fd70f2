import { expect, test } from '@playwright/test';

const SCREENS = [
  '/',
  '/leads',
  '/conversations',
  '/sms-conversations',
  '/email-conversations',
  '/appointments',
  '/appointment-sends',
  '/ai-settings',
  '/webhook-setup',
  '/user-settings',
  '/reports',
  '/dealerships',
  '/team',
  '/audit',
  '/no-such-page',
];

test('every screen loads under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });

  const first = await page.goto('/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'sha256-/);

  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The realtime socket connected under connect-src 'self'.
  expect(violations).toEqual([]);
});
