import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { MockLanguageModelV4 } from 'ai/test';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AssistantContext, AssistantEngine } from './assistant-engine';
import { createLlmEngine } from './llm-engine';

const NOW = new Date('2026-11-18T16:00:00Z'); // Wednesday 10:00 in Chicago
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

const textStep = (text: string): LanguageModelV4GenerateResult => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: 'stop' },
  usage,
  warnings: [],
});

const toolStep = (toolName: string, input: object): LanguageModelV4GenerateResult => ({
  content: [{ type: 'tool-call', toolCallId: `call-${toolName}`, toolName, input: JSON.stringify(input) }],
  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
  usage,
  warnings: [],
});

const context = (message: string): AssistantContext => ({
  channel: 'sms',
  message,
  history: [{ sender: 'ai', content: 'Hi Jamie, when would you like a test drive?', at: NOW }],
  lead: { id: 1, name: 'Jamie Rivera', vehicleInterest: 'Chevrolet Tahoe', status: 'contacted' },
  dealership: {
    name: 'Chevy Store',
    phone: '+15125550101',
    email: null,
    address: null,
    timeZone: 'America/Chicago',
  },
  settings: {
    systemPrompt: 'You sell Chevrolets.',
    smsSystemPrompt: 'Be brief.',
    emailSystemPrompt: '',
    smsCharacterLimit: 160,
  },
  now: NOW,
});

const fallback: AssistantEngine = {
  name: 'fallback',
  reply: async () => ({ text: 'built-in answer', actions: [] }),
};
const logger = pino({ level: 'silent' });

describe('the LLM engine through the AI SDK (mock model)', () => {
  it('passes the system prompt and history, runs the booking tool and returns the final text', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolStep('book_appointment', { when: 'tomorrow at 3pm', type: 'test_drive' }),
        textStep('Booked: Thursday at 3:00 PM. See you then!'),
      ],
    });
    const reply = await createLlmEngine(model, fallback, logger).reply(
      context('can I come in tomorrow at 3pm?'),
    );
    expect(reply.text).toBe('Booked: Thursday at 3:00 PM. See you then!');
    expect(reply.actions).toEqual([
      { type: 'book', at: new Date('2026-11-19T21:00:00Z'), appointmentType: 'test_drive' },
    ]);
    const firstCall = model.doGenerateCalls[0];
    const system = firstCall?.prompt.find((m) => m.role === 'system');
    expect(JSON.stringify(system)).toContain('You sell Chevrolets.');
    expect(JSON.stringify(firstCall?.prompt)).toContain('can I come in tomorrow at 3pm?');
    expect(firstCall?.tools?.map((t) => t.name).sort()).toEqual([
      'book_appointment',
      'hand_off',
      'opt_out',
      'update_lead_status',
    ]);
    // The second step saw the tool's answer with the exact local time.
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toContain('Thursday, November 19 at 3:00 PM');
  });

  it('refuses a booking outside showroom hours and offers times instead', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolStep('book_appointment', { when: 'tomorrow at 11pm' }),
        textStep('We are closed then.'),
      ],
    });
    const reply = await createLlmEngine(model, fallback, logger).reply(context('tomorrow at 11pm?'));
    expect(reply.actions).toEqual([]);
    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).toContain('Not an open time');
  });

  it('books what the model passes in any of the three languages or in ISO form, inside the store’s own hours', async () => {
    const early = context('¿sábado a las 10?');
    early.dealership.businessHours = {
      ...DEFAULT_BUSINESS_HOURS,
      saturday: { open: '08:00', close: '21:00' },
      sunday: null,
    };
    const bookedAt = async (when: string) => {
      const model = new MockLanguageModelV4({
        doGenerate: [toolStep('book_appointment', { when }), textStep('ok')],
      });
      const reply = await createLlmEngine(model, fallback, logger).reply(early);
      const book = reply.actions.find((a) => a.type === 'book');
      return book?.type === 'book' ? book.at.toISOString() : JSON.stringify(model.doGenerateCalls[1]?.prompt);
    };
    expect(await bookedAt('sábado a las 10')).toBe('2026-11-21T16:00:00.000Z');
    expect(await bookedAt('samedi à 10h')).toBe('2026-11-21T16:00:00.000Z');
    // A 24-hour time is not read as 8 PM too.
    expect(await bookedAt('2026-11-21T08:00')).toBe('2026-11-21T14:00:00.000Z');
    const sunday = await bookedAt('Sunday at 12pm');
    expect(sunday).toContain('Not an open time');
    expect(sunday).toContain('Monday, November 23 at 12:00 PM');
  });

  it('records hand-off, opt-out and status tools as actions', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolStep('hand_off', { reason: 'asked for a manager' }),
        toolStep('update_lead_status', { status: 'qualified' }),
        textStep('A manager will call you shortly.'),
      ],
    });
    const reply = await createLlmEngine(model, fallback, logger).reply(context('get me a manager'));
    expect(reply.actions).toEqual([
      { type: 'handoff', kind: 'person', reason: 'asked for a manager' },
      { type: 'update_status', status: 'qualified' },
    ]);
    const optOut = new MockLanguageModelV4({
      doGenerate: [toolStep('opt_out', {}), textStep('Done, no more texts.')],
    });
    expect(
      (await createLlmEngine(optOut, fallback, logger).reply(context('leave me alone'))).actions,
    ).toEqual([{ type: 'opt_out' }]);
  });

  it('falls back to the built-in engine when the provider fails or returns nothing', async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('503 from provider');
      },
    });
    expect(await createLlmEngine(failing, fallback, logger).reply(context('hi'))).toEqual({
      text: 'built-in answer',
      actions: [],
    });
    const empty = new MockLanguageModelV4({ doGenerate: [textStep('')] });
    expect((await createLlmEngine(empty, fallback, logger).reply(context('hi'))).text).toBe(
      'built-in answer',
    );
  });
});
