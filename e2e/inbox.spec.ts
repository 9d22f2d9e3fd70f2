import { expect, type Locator, type Page, test } from '@playwright/test';
import { openLeadChat, uniqueName } from './helpers';

type Listed = {
  id: number;
  leadId: number;
  isActive: boolean;
  lead: { name: string };
  messages: { sender: string; content: string; timestamp: string; authorName?: string }[];
};

const DAY = 24 * 3600_000;

async function smsConversations(page: Page, query = '') {
  const res = await page.request.get(`/api/conversations?type=sms&limit=50${query}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Listed[];
}

const inboxList = (page: Page) => page.getByRole('list', { name: 'SMS conversations' });

test('the thread fills the window and shows the date of a message from another day above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { timezone } = (await (await page.request.get('/api/user/settings')).json()) as { timezone: string };
  const old = (await smsConversations(page))
    .flatMap((c) => c.messages.map((m) => ({ c, m })))
    .find(({ m }) => Date.now() - new Date(m.timestamp).getTime() > 2 * DAY);
  if (!old) throw new Error('the demo data has an SMS message older than two days');
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: timezone,
  }).format(new Date(old.m.timestamp));

  await page.goto('/sms-conversations');
  // Found by name: the specs before this one leave newer conversations above it.
  await page.getByLabel('Search by name or phone').fill(old.c.lead.name);
  await inboxList(page).getByRole('button', { name: old.c.lead.name }).first().click();
  const thread = page.getByTestId('thread');
  const section = thread.getByRole('region', { name: day });
  await expect(section.getByTestId('thread-day')).toHaveText(day);
  await expect(section).toContainText(old.m.content.slice(0, 30));

  // The thread takes the window's height, not a 256 px box.
  const box = await thread.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(400);
});

test('conversations awaiting a reply are marked and filtered; the open thread follows the filter', async ({
  page,
}) => {
  const awaiting = await smsConversations(page, '&status=pending&messages=last');
  if (awaiting.length === 0) throw new Error('the demo data has an SMS conversation awaiting a reply');
  await page.goto('/sms-conversations');
  const open = awaiting[0] as Listed;
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Awaiting response' }).click();
  const rows = inboxList(page).getByRole('button');
  await expect(rows).toHaveCount(Math.min(awaiting.length, 25));
  for (const row of await rows.all()) await expect(row).toContainText('Awaiting response');
  await inboxList(page).getByRole('button', { name: open.lead.name }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: open.lead.name })).toBeVisible();

  // A filter that leaves the open conversation out closes it: list and thread never disagree.
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page.getByText('Select a Conversation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: open.lead.name })).toHaveCount(0);
});

test('keyboard: ↑/↓ move between conversations, Enter opens one, r goes to the reply box', async ({
  page,
}) => {
  await page.goto('/sms-conversations');
  const rows = inboxList(page).getByRole('button');
  await expect(rows.nth(1)).toBeVisible();
  const second = ((await rows.nth(1).locator('span.truncate').first().textContent()) ?? '').trim();
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('r');
  const reply = page.getByLabel('Message', { exact: true });
  await expect(reply).toBeFocused();
  await expect(reply).toHaveValue('');
});

test('a person’s reply carries their name, the same way in the inbox and in the conversation dialog', async ({
  page,
}) => {
  const [target] = await smsConversations(page, '&status=active&messages=last');
  if (!target) throw new Error('the demo data has an active SMS conversation');
  const name = target.lead.name;
  await page.goto('/sms-conversations');
  await inboxList(page).getByRole('button', { name }).first().click();
  const text = uniqueName('Checking in from the floor');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send SMS' }).click();
  const inInbox = page.getByTestId('thread').locator('[data-side]', { hasText: text });
  await expect(inInbox).toHaveAttribute('data-side', 'store');

  const sent = (await smsConversations(page, `&leadId=${target.leadId}`))
    .flatMap((c) => c.messages)
    .find((m) => m.content === text);
  const author = sent?.authorName;
  if (!author) throw new Error('the API names the writer of a staff message');
  await expect(inInbox.getByTestId('message-author')).toHaveText(author);
  const inboxColour = await inInbox.locator('> div').getAttribute('class');

  // An assistant message is labelled as the assistant, never as a person.
  const ai = page.getByTestId('thread').locator('[data-kind="ai"]').first();
  if (await ai.count()) await expect(ai.getByTestId('message-author')).toHaveText('AI assistant');

  const inDialog = (await openLeadChat(page, name)).locator('[data-side]', { hasText: text });
  await expect(inDialog).toHaveAttribute('data-side', 'store');
  await expect(inDialog.getByTestId('message-author')).toHaveText(author);
  expect(await inDialog.locator('> div').getAttribute('class')).toBe(inboxColour);
});

test('on a phone the thread opens as its own view with a way back to the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sms-conversations');
  const first = inboxList(page).getByRole('button').first();
  await expect(first).toBeVisible();
  // The list is on the first screen, not below an empty thread panel.
  expect((await first.boundingBox())?.y ?? 999).toBeLessThan(844);
  await first.click();
  await expect(page.getByTestId('thread')).toBeVisible();
  await expect(inboxList(page)).toBeHidden();
  // The whole thread is in the window, its reply box and Send button too, not half under the page's heading.
  await expect(page.getByLabel('Message', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(inboxList(page)).toBeVisible();
  await expect(page.getByTestId('thread')).toHaveCount(0);
});

/**
 * Scrolls `scroller` so a message sits half under the day header and reports what is drawn there: the header must
 * cover the message (an opaque band across the thread), not float over its text.
 */
async function messageUnderDayHeader(scroller: Locator) {
  return scroller.evaluate((el) => {
    const band = el.querySelector<HTMLElement>('[data-testid="thread-day-band"]');
    if (!band) throw new Error('the thread shows its day header');
    // A message that is not the first of its day: it can scroll up under the day's header.
    const bubbles = [...el.querySelectorAll<HTMLElement>('section [data-side]')].filter((b) =>
      b.previousElementSibling?.matches('[data-side]'),
    );
    for (const bubble of bubbles) {
      const top = el.getBoundingClientRect().top;
      el.scrollTop += bubble.getBoundingClientRect().top - (top + band.offsetHeight / 2) + 4;
      const b = bubble.getBoundingClientRect();
      const h = band.getBoundingClientRect();
      const mid = h.top + h.height / 2;
      if (b.top > mid || b.bottom < mid + 8) continue; // could not scroll this one under the header
      const x = bubble.dataset.side === 'customer' ? b.left + 6 : b.right - 6;
      const drawn = document.elementFromPoint(x, mid);
      return {
        hiddenByHeader: drawn !== null && band.contains(drawn),
        bandBackground: getComputedStyle(band).backgroundColor,
        gapAboveBand: h.top - el.getBoundingClientRect().top,
      };
    }
    throw new Error('the thread has a message that scrolls under its day header');
  });
}

test('a message scrolling under the day header is hidden by it, not overlapped, on a phone and in the dialog', async ({
  page,
}) => {
  const longest = (await smsConversations(page)).sort((a, b) => b.messages.length - a.messages.length)[0];
  if (!longest || longest.messages.length < 4)
    throw new Error('the demo data has an SMS thread of 4+ messages');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sms-conversations');
  await page.getByLabel('Search by name or phone').fill(longest.lead.name);
  await inboxList(page).getByRole('button', { name: longest.lead.name }).first().click();
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('thread-day').first()).toBeVisible();
  const onPhone = await messageUnderDayHeader(thread);
  expect(onPhone).toEqual({
    hiddenByHeader: true,
    bandBackground: expect.not.stringMatching(/rgba\(.*, 0\)|transparent/),
    gapAboveBand: 0,
  });

  await page.setViewportSize({ width: 1440, height: 600 });
  const dialog = await openLeadChat(page, longest.lead.name);
  await expect(dialog.getByTestId('thread-day').first()).toBeVisible();
  expect((await messageUnderDayHeader(dialog)).hiddenByHeader).toBe(true);
});
