import { expect, type Locator, test } from '@playwright/test';
import { openLeadChat } from './helpers';

/** Whether a message's bubble sits in the left half of its thread. */
async function onTheLeft(thread: Locator, bubble: Locator) {
  const area = await thread.boundingBox();
  const box = await bubble.boundingBox();
  if (!area || !box) throw new Error('not laid out');
  return box.x + box.width / 2 < area.x + area.width / 2;
}

test('the same customer message sits on the left in the conversation dialog and in the inbox', async ({
  page,
}) => {
  // Other specs' new leads have greetings only, and they are the newest: look past them for a customer's words.
  const listed = (await (await page.request.get('/api/conversations?type=sms&limit=500')).json()) as {
    lead: { name: string };
    messages: { sender: string; content: string }[];
  }[];
  const conversation = listed.find((c) => c.messages.some((m) => m.sender === 'customer'));
  const said = conversation?.messages.find((m) => m.sender === 'customer')?.content.slice(0, 30);
  if (!conversation || !said)
    throw new Error('the demo data has an SMS conversation with a customer message');
  const name = conversation.lead.name;

  const dialogThread = await openLeadChat(page, name);
  const inDialog = dialogThread.locator('[data-side]', { hasText: said }).first();
  await expect(inDialog).toHaveAttribute('data-side', 'customer');
  expect(await onTheLeft(dialogThread, inDialog.locator('> div'))).toBe(true);
  const reply = dialogThread.locator('[data-side="store"]').first();
  if (await reply.count()) expect(await onTheLeft(dialogThread, reply.locator('> div'))).toBe(false);
  await page.keyboard.press('Escape');

  await page.goto('/sms-conversations');
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(name);
  await page.getByRole('list', { name: 'SMS conversations' }).getByRole('button', { name }).first().click();
  const inboxThread = page.getByTestId('thread');
  const inInbox = inboxThread.locator('[data-side]', { hasText: said }).first();
  await expect(inInbox).toHaveAttribute('data-side', 'customer');
  expect(await onTheLeft(inboxThread, inInbox.locator('> div'))).toBe(true);
});
