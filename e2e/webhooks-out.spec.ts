import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createLead, expectNoSeriousA11yViolations, otherClient, toastRegion } from './helpers';

// The store's CRM: a real receiver on loopback (the server under test allows internal addresses, as tests do).
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(204).end();
  });
});
test.beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, an admin adds a Ford endpoint, keeps its secret, sends a test and sees new leads arrive signed', async ({
  page,
}) => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`;
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Outgoing webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'New endpoint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByTestId('webhook-store').click();
  await page.getByRole('option', { name: 'Ford' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'lead.created' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create endpoint' }).click();
  const secret = await dialog.getByRole('textbox', { name: 'The signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('listitem').filter({ hasText: url }).first();
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: 'Send test' }).click();
  await expect(toastRegion(page)).toContainText('Test delivered (HTTP 204)');
  await row.getByRole('button', { name: 'Delivery log' }).click();
  await expect(row.getByRole('list', { name: 'Delivery log' })).toContainText('webhook.test');
  await expect(page.locator('body')).not.toContainText(secret);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  const api = await otherClient();
  const lead = await createLead(api, 'Hook Lead', { vehicleInterest: 'Ford Bronco', dealershipId: 3 });
  await expect
    .poll(() => received.map((r) => JSON.parse(r.body) as { type: string; data: { lead?: { id: number } } }))
    .toContainEqual(
      expect.objectContaining({
        type: 'lead.created',
        data: expect.objectContaining({ lead: expect.objectContaining({ id: lead.id }) }),
      }),
    );
  for (const request of received) {
    const [t, v1] = String(request.headers['x-leadmanager-signature'])
      .split(',')
      .map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${request.body}`).digest('hex'));
  }
  expect((await api.get('/api/webhook-endpoints')).ok()).toBe(true);
  expect(await (await api.get('/api/webhook-endpoints')).text()).not.toContain(secret);

  // Switched off, then deleted: nothing more is posted to it.
  await row.getByRole('switch', { name: 'Active' }).click();
  await expect(row).toContainText('Off');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: url })).toHaveCount(0);
  await api.dispose();
});
