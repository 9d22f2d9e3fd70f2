import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../integrations/llm/llm-double';
import { startTwilioDouble } from '../integrations/sms/twilio-double';
import { createTestApp } from '../test/test-app';
import {
  createLead,
  customerTexts,
  eventually,
  GROUP_NUMBER,
  setDealershipZone,
  twilioEnv,
  zoneWhereItIs,
} from './flow-test-kit';

// The LLM engine on the store's stock, over the real inbound SMS path: the AI SDK's OpenAI provider talks HTTP to a
// double answering in the chat-completions wire format, tool calls included. Demo Hyundai feed: a blue Tucson SEL
// (H2501), a white Tucson Limited (H2502), an Ioniq 5 (H2503); a red Tucson N Line (H2509) sold by the newest feed.
const llm: LlmDouble = await startLlmDouble();
const twilio = await startTwilioDouble();
afterAll(async () => {
  await llm.close();
  await twilio.close();
});
const app = await createTestApp({
  env: {
    ...twilioEnv(twilio, GROUP_NUMBER),
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${llm.url}/v1`,
  },
});
const HYUNDAI = 2;
const { texts, textsTo } = customerTexts(app, twilio, 'llmstock');

beforeAll(async () => {
  await setDealershipZone(app.database.db, HYUNDAI, zoneWhereItIs(12));
});

/** A Hyundai lead greeted by the store, asking `question`; answers the store's reply. */
async function replyTo(phone: string, question: string) {
  await createLead(app, await app.adminCookie(), {
    name: 'Jordan Lee',
    phone,
    dealershipId: HYUNDAI,
    vehicleInterest: 'Hyundai Tucson',
  });
  await eventually(() => expect(textsTo(phone)).toHaveLength(1), 20_000);
  await texts(phone, question);
  await eventually(() => expect(textsTo(phone)).toHaveLength(2), 20_000);
  return textsTo(phone)[1] ?? '';
}

describe('the LLM engine on the store’s stock', () => {
  it('searches the stock through its tool, sees no price, and its answer naming an in-stock unit is sent', async () => {
    llm.requests.length = 0;
    llm.answer(
      { tool: 'search_inventory', input: { model: 'Tucson', color: 'blue' } },
      { text: 'Yes! We have a 2025 Tucson SEL in Intense Blue (stock H2501). Want to see it?' },
    );
    const reply = await replyTo('+15550109101', 'Do you have the Tucson in blue?');
    expect(reply).toBe('Yes! We have a 2025 Tucson SEL in Intense Blue (stock H2501). Want to see it?');
    const [asked, answered] = llm.requests.slice(-2);
    expect(JSON.stringify(asked?.body.tools)).toContain('search_inventory');
    const toolResult = JSON.stringify(answered?.body.messages?.find((m) => m.role === 'tool'));
    expect(toolResult).toContain('H2501');
    expect(toolResult).not.toMatch(/H2502|H2509|31450|32100|price|msrp/i);
  });

  it('replaces a reply offering a vehicle the store does not have with the safe answer from stock', async () => {
    llm.answer({ text: 'Yes! We have a 2025 Hyundai Palisade Calligraphy ready for you. Want to come by?' });
    const reply = await replyTo('+15550109102', 'Do you have a Palisade available?');
    expect(reply).not.toContain('Calligraphy');
    expect(reply).toMatch(/^We don't have a Palisade in stock right now\./);
  });

  it('replaces a reply offering a car the newest feed sold', async () => {
    llm.answer({
      text: 'Great news, the 2025 Tucson N Line in Ultimate Red (stock H2509) is still available!',
    });
    const reply = await replyTo('+15550109103', 'Is the red Tucson still available?');
    expect(reply).not.toMatch(/H2509|still available/);
    expect(reply).toBe(
      'No Tucson in red in stock right now. Closest: 2025 Tucson SEL in Intense Blue (stock H2501). Want to see one?',
    );
  });

  it('replaces a reply naming a vehicle no list of models knows, and sends one naming the brand’s programmes', async () => {
    llm.answer({ text: 'Good news: a 2025 Hyundai Zentra Limited just arrived. Want to drive it today?' });
    const invented = await replyTo('+15550109105', 'Anything new on the lot?');
    expect(invented).not.toContain('Zentra');
    const safe =
      'The 2025 Hyundai Tucson SEL in Intense Blue (stock H2501) comes with Hyundai Assurance and Blue Link. Want to see it?';
    llm.answer({ text: safe });
    expect(await replyTo('+15550109106', 'Does the Tucson come with a warranty?')).toBe(safe);
  });

  it('replaces a reply naming a model year the store has none of', async () => {
    llm.answer({ text: 'We have a 2022 Tucson in blue on the lot. Want to see it?' });
    const reply = await replyTo('+15550109104', 'Any blue Tucson?');
    expect(reply).toBe(
      'Yes! On the lot now: 2025 Tucson SEL in Intense Blue (stock H2501). Want to come see it?',
    );
  });
});
