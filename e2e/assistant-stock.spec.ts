import { expect, type Page, test } from '@playwright/test';
import twilio from 'twilio';
import { BASE_URL, E2E_TWILIO } from './env';
import { uniqueName } from './helpers';

type Conversation = { channel: string; messages: { sender: string; content: string }[] };

/** The assistant's texts to the lead, oldest first. */
const aiTexts = async (page: Page, leadId: number) => {
  const res = await page.request.get(`/api/conversations?leadId=${leadId}&messages=all`);
  const conversations = (await res.json()) as Conversation[];
  return conversations
    .filter((c) => c.channel === 'sms')
    .flatMap((c) => c.messages.filter((m) => m.sender === 'ai').map((m) => m.content));
};

// The replay the issue asks for, on the compiled server in the default one-number set-up with the demo feed: a
// Hyundai lead asks about a blue Tucson, a red one (none in stock), the Ioniq 5's CarPlay and the red Tucson N
// Line the newest feed sold, by its stock number.
test('the assistant answers a Hyundai lead from the demo feed, true to it', async ({ page }) => {
  const phone = `+1555012${String(Date.now()).slice(-4)}`;
  const created = await page.request.post('/api/leads', {
    data: {
      name: uniqueName('Stock Asker'),
      email: `${Date.now()}@stock.example`,
      phone,
      source: 'website',
      vehicleInterest: 'Hyundai Tucson',
      dealershipId: 2,
    },
  });
  expect(created.status()).toBe(201);
  const lead = (await created.json()) as { id: number };
  await expect.poll(async () => (await aiTexts(page, lead.id)).length).toBe(1);

  const asks: [string, RegExp][] = [
    [
      'Do you have the Tucson in blue?',
      /^Yes! On the lot now: 2025 Tucson SEL in Intense Blue \(stock H2501\)/,
    ],
    ['do you have a red tucson?', /^No Tucson in red in stock right now\. Closest: 2025 Tucson SEL/],
    ['does the ioniq 5 have apple carplay?', /H2503\) on our lot has Wireless Apple CarPlay/],
    ['Is stock #H2509 still available?', /\(stock H2509\) has been sold\. We do have 2025 Tucson/],
  ];
  for (const [i, [body, answer]] of asks.entries()) {
    const params = { MessageSid: `SMstock${Date.now()}${i}`, From: phone, To: E2E_TWILIO.number, Body: body };
    const url = '/api/webhooks/twilio/sms';
    const signature = twilio.getExpectedTwilioSignature(E2E_TWILIO.authToken, `${BASE_URL}${url}`, params);
    const res = await page.request.post(url, { form: params, headers: { 'x-twilio-signature': signature } });
    expect(res.status()).toBe(200);
    await expect.poll(async () => (await aiTexts(page, lead.id))[i + 1] ?? '').toMatch(answer);
  }
  // No price anywhere, and the sold red Tucson only ever named as sold.
  const texts = await aiTexts(page, lead.id);
  for (const text of texts) expect(text).not.toMatch(/\$\s?\d|31,?450/);
  for (const text of texts.slice(0, -1)) expect(text).not.toMatch(/Ultimate Red|H2509/);
});
