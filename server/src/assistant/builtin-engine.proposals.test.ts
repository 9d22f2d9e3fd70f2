import { describe, expect, it } from 'vitest';
import type { AssistantContext } from './assistant-engine';
import { createBuiltinEngine } from './builtin-engine';
import { dateToWallTime } from './local-time';

// Wednesday 18 November 2026, 10:00 in Chicago. A proposal of two times may be worded in more than one way (an
// LLM wrote it before the store went back to the built-in assistant): a yes still books its first time.
const NOW = new Date('2026-11-18T16:00:00Z');
const ZONE = 'America/Chicago';
const engine = createBuiltinEngine();

const yesTo = (proposal: string, yes: string, language: 'es' | 'fr'): AssistantContext => ({
  channel: 'sms',
  message: yes,
  history: [
    { sender: 'ai', content: proposal, at: NOW },
    { sender: 'customer', content: yes, at: NOW },
  ],
  lead: { id: 1, name: 'Lucía Fernández', vehicleInterest: 'Chevrolet Tahoe', status: 'contacted', language },
  dealership: {
    name: 'Lakeside Auto Group Chevrolet',
    phone: '+15125550101',
    email: null,
    address: null,
    timeZone: ZONE,
  },
  settings: { systemPrompt: '', smsSystemPrompt: '', emailSystemPrompt: '', smsCharacterLimit: 160 },
  now: NOW,
});

const bookedAt = async (ctx: AssistantContext) => {
  const reply = await engine.reply(ctx);
  const book = reply.actions.find((a) => a.type === 'book');
  if (book?.type !== 'book') return undefined;
  const t = dateToWallTime(book.at, ZONE);
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${String(t.minute).padStart(2, '0')}`;
};

describe('a yes to two proposed times, however they were worded', () => {
  it.each([
    ['¿Le va bien el jueves a las 10:00 o a las 16:00?', 'Sí'],
    ['¿Le va bien el jueves a las 10:00 o a las 16:00?', 'Si'],
    ['¿Le conviene el jueves a las 10:00 o a las 16:00?', 'sí, perfecto'],
    ['¿Le queda bien el jueves a las 10:00 o a las 16:00?', 'Sí'],
  ])('Spanish: "%s" answered "%s" books Thursday at 10:00', async (proposal, yes) => {
    expect(await bookedAt(yesTo(proposal, yes, 'es'))).toBe('2026-11-19 10:00');
  });

  it.each([
    ['Est-ce que jeudi à 10 h 00 ou à 16 h 00 vous conviendrait?', 'Oui'],
    ['Jeudi à 10 h ou à 16 h, ça vous va?', 'Oui'],
    ['Est-ce que jeudi à 10 h ou à 16 h vous convient?', 'oui, parfait'],
  ])('French: "%s" answered "%s" books Thursday at 10:00', async (proposal, yes) => {
    expect(await bookedAt(yesTo(proposal, yes, 'fr'))).toBe('2026-11-19 10:00');
  });
});
