import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_URL } from './env';
import { customerTexts, otherClient } from './helpers';

/** A store's own website, somewhere else: a page on another 127.0.0.1 port that holds the pasted snippet. */
async function siteServing(html: () => string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><body><h1>Our store</h1>${html()}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

test("the website snippet posts a lead from the store's site and is refused from another site", async ({
  page,
  browser,
}) => {
  let snippet = '';
  const allowed = await siteServing(() => snippet);
  const other = await siteServing(() => snippet);
  try {
    await page.goto('/webhook-setup');
    const website = page.getByTestId('connection-website');
    await website.getByRole('button', { name: /^(Set|Replace)$/ }).click();
    await website.getByLabel('Allowed sites').fill(allowed.url);
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(website.getByTestId('connection-state')).toHaveText('Open');
    await expect(website).toContainText(allowed.url);
    snippet = (await website.getByTestId('website-snippet').locator('pre').first().textContent()) ?? '';
    expect(snippet).toContain('/api/leads/capture?dealership=');

    // The store's site and a stranger's, each serving the same pasted form, opened by a visitor (no session).
    const visitor = await browser.newContext();
    const servePasted = async (site: { url: string }) => {
      const tab = await visitor.newPage();
      await tab.goto(`${site.url}/`);
      return tab;
    };
    const stamp = Date.now();
    const ours = await servePasted(allowed);
    await ours.getByLabel('Name').fill(`Snippet Visitor ${stamp}`);
    await ours.getByLabel('E-mail').fill(`snippet.${stamp}@example.com`);
    await ours.getByRole('button', { name: 'Send' }).click();
    await expect(ours.getByRole('status')).toHaveText('Thank you! We will be in touch shortly.');

    const theirs = await servePasted(other);
    await theirs.getByLabel('Name').fill(`Stranger Visitor ${stamp}`);
    await theirs.getByLabel('E-mail').fill(`stranger.${stamp}@example.com`);
    await theirs.getByRole('button', { name: 'Send' }).click();
    await expect(theirs.getByRole('status')).toHaveText('Sorry, the form could not be sent. Please call us.');
    await visitor.close();

    const found = async (email: string) =>
      Number(
        (await page.request.get(`/api/leads?search=${encodeURIComponent(email)}`)).headers()['x-total-count'],
      );
    expect(await found(`snippet.${stamp}@example.com`)).toBe(1);
    expect(await found(`stranger.${stamp}@example.com`)).toBe(0);
  } finally {
    await allowed.close();
    await other.close();
  }
});

test("the store's number: Dealerships shows Twilio's exact URLs and that the last inbound text was signed and accepted", async ({
  page,
}) => {
  const ctx = await otherClient();
  expect(await customerTexts(ctx, '+15125550177', 'Is the Equinox still there?')).toBe(200);
  await page.goto('/dealerships');
  const card = page.getByTestId('twilio-number-check');
  await expect(card).toContainText(`${BASE_URL}/api/webhooks/twilio/sms`);
  await expect(card).toContainText(`${BASE_URL}/api/webhooks/twilio/status`);
  await expect(card).toContainText('Inbound texts open');
  await expect(card).toContainText(/Last inbound text: signed and accepted/);
});
