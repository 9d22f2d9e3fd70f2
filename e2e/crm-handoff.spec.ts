import { expect, test } from '@playwright/test';
import { BASE_URL } from './env';
import { toastRegion, uniqueName } from './helpers';

// The server under test has no SMTP server: a hand-off is kept and shown as not sent, with the reason.
test.use({ viewport: { width: 390, height: 844 } });

test('an admin gives Chevrolet a CRM address; a new lead’s page shows its hand-off not sent for want of SMTP, on a phone', async ({
  page,
}) => {
  await page.goto('/dealerships');
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Chevrolet' }).click();
  const addresses = page.getByLabel('CRM lead addresses');
  await addresses.fill('not an address');
  await page.getByRole('button', { name: 'Save dealership' }).click();
  await expect(page.getByText('CRM lead addresses must be email addresses, such as')).toBeVisible();
  await addresses.fill('crm@chevy-crm.example, CRM@chevy-crm.example');
  await page.getByRole('button', { name: 'Save dealership' }).click();
  await expect(toastRegion(page).getByText('Dealership saved')).toBeVisible();
  await page.reload();
  await page.getByTestId('dealerships-store').click();
  await page.getByRole('option', { name: 'Chevrolet' }).click();
  await expect(page.getByLabel('CRM lead addresses')).toHaveValue('crm@chevy-crm.example');

  try {
    const res = await fetch(`${BASE_URL}/api/leads/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: uniqueName('Cora Handoff'),
        phone: `+1555013${String(Date.now()).slice(-4)}`,
        dealershipBrand: 'chevrolet',
        message: 'Is the Blazer EV in?',
      }),
    });
    const { leadId } = (await res.json()) as { leadId: number };
    await page.goto(`/leads/${leadId}`);
    const handoffs = page.getByRole('list', { name: 'CRM hand-off' });
    await expect(handoffs.getByText('Not sent')).toBeVisible({ timeout: 15_000 });
    await expect(handoffs.getByText('No SMTP server is configured.')).toBeVisible();
    await expect(handoffs.getByText('To crm@chevy-crm.example')).toBeVisible();
    await handoffs.getByRole('button', { name: 'Send again' }).click();
    await expect(toastRegion(page).getByText('Queued to send again')).toBeVisible();
    await expect(handoffs.getByText('Not sent')).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  } finally {
    // ADF out off again, as the rest of the suite expects.
    const off = await page.request.patch('/api/dealerships/1', { data: { crmLeadEmails: [] } });
    expect(off.status()).toBe(200);
  }
});
