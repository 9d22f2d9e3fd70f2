import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, otherClient } from './helpers';

test('⌘K finds a lead by phone and opens it', async ({ page }) => {
  const api = await otherClient();
  const res = await api.get('/api/leads?limit=50');
  const leads = (await res.json()) as { id: number; name: string; phone: string | null }[];
  const lead = leads.find((l) => l.phone?.startsWith('+1') && l.phone.length === 12);
  if (!lead?.phone) throw new Error('the demo data has no lead with a US phone');
  await api.dispose();
  // As a person types it: (512) 555-0132.
  const digits = lead.phone.slice(2);
  const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const finder = page.getByRole('combobox', { name: 'Find leads, conversations and appointments' });
  await expect(finder).toBeFocused();
  await finder.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(lead.name) }).first();
  await expect(option).toBeVisible();
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await finder.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible();
});
