import { expect, type Locator, test } from '@playwright/test';
import { createLead, openLeadChat, otherClient } from './helpers';

// What the morning walk-through found at desktop size: controls drawn over each other and a table whose actions
// were off the right edge. Each check measures what a person sees.

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('the element is on screen');
  return b;
};

/** True when the centre of `target` is drawn by `target` itself, not by something laid over it. */
const drawnAtItsCentre = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });

test('at 1440×900 the header’s finder keeps its text and shortcut inside it, clear of the floor switch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const finder = page.getByRole('button', { name: /Find leads, conversations, appointments/ });
  const shortcut = finder.locator('kbd');
  const floor = page.getByRole('switch', { name: 'On the floor' });
  await expect(floor).toBeVisible();
  const [f, k, s] = [await box(finder), await box(shortcut), await box(floor)];
  expect(k.x + k.width).toBeLessThanOrEqual(f.x + f.width);
  expect(f.x + f.width).toBeLessThanOrEqual(s.x);
  expect(await drawnAtItsCentre(floor)).toBe(true);
});

test('at 1440×900 the leads table shows every column and each row’s actions without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/leads');
  const row = page.getByTestId('lead-row').first();
  await expect(row).toBeVisible();
  const table = page.getByRole('table', { name: 'Leads' });
  const scroller = await table.evaluate((el) => {
    const wrap = el.parentElement as HTMLElement;
    return { scroll: wrap.scrollWidth, client: wrap.clientWidth };
  });
  expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
  await expect(page.getByRole('columnheader', { name: 'Last contact' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Chat with/ })).toBeInViewport({ ratio: 1 });
});

test('on a narrower window the table scrolls but each row’s Chat and Schedule stay pinned in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/leads');
  const row = page.getByTestId('lead-row').first();
  await expect(row).toBeVisible();
  for (const name of [/^Chat with/, /^Schedule with/]) {
    const action = row.getByRole('button', { name });
    await expect(action).toBeInViewport({ ratio: 1 });
    expect(await drawnAtItsCentre(action)).toBe(true);
  }
});

test('on a 390 px phone the report tables keep each value on one line and scroll sideways to the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports');
  const table = page.getByRole('table', { name: 'Unanswered leads' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // A date folded into a narrow column reads "Oc / 20 / 9:3": every cell stays one line tall instead.
  const heights = await firstRow.getByRole('cell').evaluateAll((cells) =>
    cells.map((cell) => {
      const lineHeight = Number.parseFloat(getComputedStyle(cell).lineHeight);
      const text = cell.getBoundingClientRect().height - 24; // the cell's vertical padding
      return Math.round(text / lineHeight);
    }),
  );
  expect(heights.every((lines) => lines <= 1)).toBe(true);
  // Scrolled to its end, the last column is wholly inside the table's box.
  const lastColumnShown = await table.evaluate((el) => {
    const wrap = el.parentElement as HTMLElement;
    wrap.scrollLeft = wrap.scrollWidth;
    const header = [...el.querySelectorAll('th')].at(-1) as HTMLElement;
    const [w, h] = [wrap.getBoundingClientRect(), header.getBoundingClientRect()];
    return { scrolled: wrap.scrollLeft > 0, inside: h.left >= w.left - 1 && h.right <= w.right + 1 };
  });
  expect(lastColumnShown).toEqual({ scrolled: true, inside: true });
});

test('on a 390 px phone the Appointments status menu shows its whole label, count included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/appointments');
  await page
    .getByRole('button', { name: /Filters/ })
    .first()
    .click();
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toContainText(/All statuses \(\d+\)/);
  const clipped = await status.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('span')].some((s) => s.scrollWidth > s.clientWidth + 1),
  );
  expect(clipped).toBe(false);
});

test('on a 390 px phone the conversation dialog shows the customer’s whole name in its title', async ({
  page,
}) => {
  const api = await otherClient();
  const lead = await createLead(api, 'Maximiliana Featherstonehaugh', {
    vehicleInterest: 'Chevrolet Traverse',
    dealershipId: 1,
  });
  await api.dispose();
  const messages = await openLeadChat(page, lead.name);
  await page.setViewportSize({ width: 390, height: 844 });
  const title = page
    .getByRole('dialog', { name: `AI Conversation - ${lead.name}` })
    .getByRole('heading', { name: /^AI Conversation/ });
  await expect(messages).toBeVisible();
  await expect(title).toContainText(lead.name);
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
