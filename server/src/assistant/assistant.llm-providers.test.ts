import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODELS } from '../integrations/llm/language-model';
import { type LlmDouble, startLlmDouble } from '../integrations/llm/llm-double';
import { startTwilioDouble } from '../integrations/sms/twilio-double';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  appointmentsOfLead,
  createLead,
  eventually,
  messagesOfLead,
  PUBLIC_URL,
  postInboundSms,
} from './flow-test-kit';
import { dateToWallTime } from './local-time';

// The assistant's language model end to end: the real AI SDK providers talk HTTP to a double that answers in
// OpenAI's chat-completions and Anthropic's messages wire formats; only the vendor's server is replaced.
const llm: LlmDouble = await startLlmDouble();
const twilio = await startTwilioDouble();
afterAll(async () => {
  await llm.close();
  await twilio.close();
});

const SHARED_NUMBER = '+15125550111';
const twilioEnv = {
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_PHONE_NUMBER: SHARED_NUMBER,
  TWILIO_API_URL: twilio.url,
  PUBLIC_URL,
};
const openAiApp = await createTestApp({
  env: {
    ...twilioEnv,
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: `${llm.url}/v1`,
  },
});
const anthropicApp = await createTestApp({
  env: {
    ...twilioEnv,
    AI_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: `${llm.url}/v1`,
  },
});

/** Next Wednesday at 11:00 in Chicago (Chevrolet's zone), as the model would write it: inside showroom hours. */
function nextWednesdayAt11() {
  const day = new Date(Date.now() + 86_400_000);
  while (dateToWallTime(day, 'America/Chicago').weekday !== 3) day.setTime(day.getTime() + 86_400_000);
  const { year, month, day: date } = dateToWallTime(day, 'America/Chicago');
  return { iso: `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}T11:00`, date };
}

let sid = 0;
async function leadWhoWrites(app: TestApp, phone: string, text: string, language = 'en') {
  const lead = await createLead(app, await app.adminCookie(), {
    name: 'Robin Vance',
    phone,
    dealershipId: 1,
    language,
  });
  await eventually(
    async () => expect(await messagesOfLead(app.database.db, lead.id)).toHaveLength(1),
    30_000,
  );
  sid += 1;
  const res = await postInboundSms(app, twilio.authToken, {
    MessageSid: `SMllm${sid}`,
    AccountSid: twilio.accountSid,
    From: phone,
    To: SHARED_NUMBER,
    Body: text,
    NumMedia: '0',
  });
  expect(res.statusCode).toBe(200);
  return lead;
}

const assistantReplies = async (app: TestApp, leadId: number) =>
  (await messagesOfLead(app.database.db, leadId)).filter((m) => m.message.sender === 'ai').slice(1);

describe.each([
  { name: 'OpenAI chat completions', app: () => openAiApp, api: 'openai-chat', model: DEFAULT_MODELS.openai },
  {
    name: 'Anthropic messages',
    app: () => anthropicApp,
    api: 'anthropic-messages',
    model: DEFAULT_MODELS.anthropic,
  },
] as const)('the assistant over $name', ({ app, api, model }) => {
  beforeAll(() => {
    llm.requests.length = 0;
  });

  it('sends the prompt and tools, books through the tool call, and texts the model’s answer', async () => {
    const when = nextWednesdayAt11();
    llm.answer(
      { tool: 'book_appointment', input: { when: when.iso, type: 'test_drive' } },
      { text: 'You are booked for Wednesday at 11:00 AM. See you then!' },
    );
    const phone = api === 'openai-chat' ? '+15125550461' : '+15125550462';
    const lead = await leadWhoWrites(app(), phone, 'Can I come in Wednesday at 11?');

    await eventually(async () => expect(await assistantReplies(app(), lead.id)).toHaveLength(1), 30_000);
    const [reply] = await assistantReplies(app(), lead.id);
    expect(reply?.message.content).toContain('You are booked for Wednesday at 11:00 AM.');
    const [appointment] = await appointmentsOfLead(app().database.db, lead.id);
    expect(dateToWallTime(appointment?.scheduledAt ?? new Date(0), 'America/Chicago')).toMatchObject({
      day: when.date,
      hour: 11,
      minute: 0,
    });

    const calls = llm.requests.filter((r) => r.api === api);
    expect(calls).toHaveLength(2); // the tool call, then the answer that saw the tool's result
    const first = calls[0];
    expect(first?.body.model).toBe(model);
    const toolNames = (first?.body.tools ?? []).map((t) =>
      api === 'openai-chat'
        ? (t as { function: { name: string } }).function.name
        : (t as { name: string }).name,
    );
    expect(toolNames).toEqual(expect.arrayContaining(['book_appointment', 'hand_off', 'opt_out']));
    const prompt = JSON.stringify(api === 'openai-chat' ? first?.body.messages?.[0] : first?.body.system);
    expect(prompt).toContain('Robin Vance');
    expect(JSON.stringify(first?.body.messages)).toContain('Can I come in Wednesday at 11?');
    if (api === 'openai-chat') expect(first?.headers.authorization).toBe('Bearer sk-test-openai');
    else expect(first?.headers['x-api-key']).toBe('sk-ant-test');
    // The tool's result goes back to the model (as an escaped JSON string inside the second request).
    expect(JSON.stringify(calls[1]?.body.messages)).toMatch(/booked\\"\s*:\s*true/);
  });

  it("tells the model the lead's language, and answers in it when the model does not", async () => {
    llm.answer({ text: 'Sí, lo tenemos en azul. ¿Cuándo quiere venir a verlo?' });
    const phone = api === 'openai-chat' ? '+15125550481' : '+15125550482';
    const spanish = await leadWhoWrites(app(), phone, '¿Tienen el Tahoe en azul?', 'es');
    await eventually(async () => expect(await assistantReplies(app(), spanish.id)).toHaveLength(1), 30_000);
    expect((await assistantReplies(app(), spanish.id))[0]?.message.content).toBe(
      'Sí, lo tenemos en azul. ¿Cuándo quiere venir a verlo?',
    );
    const request = llm.requests.filter((r) => r.api === api).at(-1);
    const prompt = JSON.stringify(api === 'openai-chat' ? request?.body.messages?.[0] : request?.body.system);
    expect(prompt).toContain('write your whole reply in Spanish');

    // An English answer to a French lead is not sent: the built-in assistant answers in French.
    llm.answer({ text: 'Yes, we have it in blue. When would you like to come in and see it?' });
    const french = await leadWhoWrites(
      app(),
      api === 'openai-chat' ? '+15125550491' : '+15125550492',
      'Avez-vous le Tahoe en bleu ?',
      'fr',
    );
    await eventually(async () => expect(await assistantReplies(app(), french.id)).toHaveLength(1), 30_000);
    // From the demo Chevrolet feed, which has no blue Tahoe.
    expect((await assistantReplies(app(), french.id))[0]?.message.content).toMatch(
      /^Pas de Tahoe en bleu en stock en ce moment\. Le plus proche : Tahoe Z71 2025 en Dark Ash Metallic/,
    );
  });

  it('falls back to the built-in assistant when the vendor fails', async () => {
    // Two failures: the first try and the AI SDK's one retry.
    llm.answer({ status: 500, error: 'overloaded' }, { status: 500, error: 'overloaded' });
    const phone = api === 'openai-chat' ? '+15125550471' : '+15125550472';
    const lead = await leadWhoWrites(app(), phone, 'What colors does it come in?');
    await eventually(async () => expect(await assistantReplies(app(), lead.id)).toHaveLength(1), 30_000);
    const [reply] = await assistantReplies(app(), lead.id);
    expect(reply?.message.content.length).toBeGreaterThan(10);
    expect(reply?.message.content).not.toContain('OK.');
  });
});
