import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueName } from './helpers';

test('an admin reads the audit log, filters it and downloads it as CSV', async ({ page }) => {
  const name = uniqueName('Audited Al');
  const created = await page.request.post('/api/users', {
    data: {
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@lakeside.example`,
      role: 'user',
      dealershipIds: [3],
      password: 'audited-pass-1',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action').fill('user.created');
  // In words, naming the person added, with the action's code beside it for the filter.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`added ${name} to the team`);
  await expect(row).toContainText('user.created');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  // The file says what the screen says, in words, with the code beside it; only the filtered entries.
  expect(csv.split('\r\n')[0]).toBe('When,Who,What happened,Store,Action,Time (UTC)');
  expect(csv).toContain(`added ${name} to the team`);
  expect(csv).toContain('user.created');
  expect(csv).not.toContain('auth.signed_in');
});
