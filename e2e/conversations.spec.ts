import { expect, test } from '@playwright/test';
import { createLead, firstLead, openLeadChat, toastRegion, uniqueName } from './helpers';

test('open a conversation, send a message and see it appear', async ({ page }) => {
  await page.goto('/leads');
  const card = page.getByTestId('lead-row').first();
  const name = ((await card.getByRole('button', { name: /^View / }).textContent()) ?? '').trim();
  // The lead's Chat opens the chat itself.
  await card.getByRole('button', { name: /^Chat with/ }).click();

  const dialog = page.getByRole('dialog', { name: `AI Conversation - ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'SMS' })).toHaveAttribute('aria-checked', 'true');
  const input = dialog.getByPlaceholder('Type your message for SMS...');
  await expect(input).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();

  const text = uniqueName('Hello from the e2e test');
  await input.fill(text);
  // Shift+Enter adds a line, Enter sends.
  await input.press('Shift+Enter');
  await expect(input).toHaveValue(`${text}\n`);
  await input.press('Enter');
  await expect(dialog.getByTestId('conversation-messages')).toContainText(text);
  await expect(input).toHaveValue('');

  await dialog.getByRole('radio', { name: 'Email' }).click();
  await expect(dialog.getByPlaceholder('Type your message for EMAIL...')).toBeVisible();
});

test('SMS Conversations: pick a conversation, read its whole thread and send an SMS', async ({ page }) => {
  // The list carries each conversation's newest message only: the thread must still show the first one.
  const listed = (await (await page.request.get('/api/conversations?type=sms&limit=10')).json()) as {
    lead: { name: string };
    messages: { content: string }[];
  }[];
  const long = listed.find((c) => c.messages.length > 1);
  if (!long)
    throw new Error('the demo data has an SMS conversation of several messages among the newest ten');
  await page.goto('/sms-conversations');
  await page
    .getByRole('list', { name: 'SMS conversations' })
    .getByRole('button', { name: long.lead.name })
    .first()
    .click();
  await expect(page.getByTestId('thread')).toContainText(long.messages[0]?.content.slice(0, 40) ?? '');
  const text = uniqueName('Following up by SMS');
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByTestId('thread')).toContainText(text);
  await expect(box).toHaveValue('');
});

test('a reply being typed is kept across closing the dialog and a reload, and cleared once sent', async ({
  page,
}) => {
  const { dealershipId } = await firstLead(page.request);
  const lead = await createLead(page.request, 'Draft Dana', { vehicleInterest: 'Tucson', dealershipId });
  const row = page.getByTestId('lead-row').filter({ hasText: lead.name });
  const dialog = page.getByRole('dialog', { name: `AI Conversation - ${lead.name}` });
  const box = dialog.getByPlaceholder('Type your message for SMS...');
  const draft = uniqueName('Could you come by Saturday for the test drive?');

  await openLeadChat(page, lead.name);
  await box.fill(draft);
  // Escape used to close over the reply without a word, and the reply was gone.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toastRegion(page)).toContainText('Draft kept');
  await row.getByRole('button', { name: /^Chat with/ }).click();
  await expect(box).toHaveValue(draft);

  await page.reload();
  await row.getByRole('button', { name: /^Chat with/ }).click();
  await expect(box).toHaveValue(draft);
  await box.press('Enter');
  await expect(dialog.getByTestId('conversation-messages')).toContainText(draft);
  await expect(box).toHaveValue('');

  await page.reload();
  await row.getByRole('button', { name: /^Chat with/ }).click();
  await expect(dialog.getByTestId('conversation-messages')).toContainText(draft);
  await expect(box).toHaveValue('');
});
