import { type BusinessHours, WEEKDAYS } from '@lead-manager/contracts/dealerships';
import { describe, expect, it } from 'vitest';
import type { AssistantContext, AssistantReply } from './assistant-engine';
import { createBuiltinEngine } from './builtin-engine';
import { isUnsafeSentence, splitSentences } from './guardrails';
import { dateToWallTime } from './local-time';

// Wednesday 18 November 2026, 10:00 in Chicago (the Chevrolet store's zone).
const NOW = new Date('2026-11-18T16:00:00Z');
const ZONE = 'America/Chicago';

const context = (message: string, history: AssistantContext['history'] = []): AssistantContext => ({
  channel: 'sms',
  message,
  history,
  lead: { id: 1, name: 'Jamie Rivera', vehicleInterest: 'Chevrolet Tahoe', status: 'contacted' },
  dealership: {
    name: 'Lakeside Auto Group Chevrolet',
    phone: '+15125550101',
    email: 'sales@chevy.example',
    address: '4100 Lake Austin Blvd, Austin, TX 78703',
    timeZone: ZONE,
  },
  settings: { systemPrompt: '', smsSystemPrompt: '', emailSystemPrompt: '', smsCharacterLimit: 160 },
  now: NOW,
});

type Expected = { book: string } | 'propose' | 'refuse' | 'answer' | 'handoff' | 'opt_out';

const CASES: [string, Expected][] = [
  ['can I come in tomorrow at 3pm?', { book: '2026-11-19 15:00' }],
  ['Saturday at 10', { book: '2026-11-21 10:00' }],
  ["I'd like to test drive the Tahoe Friday at 4:30pm", { book: '2026-11-20 16:30' }],
  ['Can we schedule a test drive for tomorrow at 11am?', { book: '2026-11-19 11:00' }],
  ['how about Monday at 2pm', { book: '2026-11-23 14:00' }],
  ['I can stop by Thursday at 5', { book: '2026-11-19 17:00' }],
  ['book me for Sat 9am', { book: '2026-11-21 09:00' }],
  ['tomorrow 6pm works for a test drive', { book: '2026-11-19 18:00' }],
  ['Can I come in today at 4pm?', { book: '2026-11-18 16:00' }],
  ["let's do November 24 at 1pm", { book: '2026-11-24 13:00' }],
  ['Sunday at noon?', { book: '2026-11-22 12:00' }],
  ['can I see it Friday at 10:30 am', { book: '2026-11-20 10:30' }],
  ['I want to come in at 2pm tomorrow to talk numbers', { book: '2026-11-19 14:00' }],
  ["What's the price? Could I come by tomorrow at 5pm", { book: '2026-11-19 17:00' }],
  ['Can I come by around 2?', { book: '2026-11-18 14:00' }],
  ['¿Puedo ir mañana a las 3 de la tarde?', { book: '2026-11-19 15:00' }],
  ['sábado a las 10', { book: '2026-11-21 10:00' }],
  ['demain à 15h', { book: '2026-11-19 15:00' }],
  ["I'd like to schedule a test drive", 'propose'],
  ['Can I come in after work?', 'propose'],
  ['Could I come by next Tuesday?', 'propose'],
  ['Quiero agendar una prueba de manejo', 'propose'],
  ['Je voudrais prendre rendez-vous pour un essai', 'propose'],
  ['Can I come in Saturday morning?', 'propose'],
  ['When can I test drive it?', 'propose'],
  ['can I book an appointment', 'propose'],
  ['tomorrow at 11pm?', 'propose'],
  ['Sunday at 8am', 'propose'],
  ['I want to come see it this weekend', 'propose'],
  ['Saturday afternoon test drive?', 'propose'],
  ["What's the price of the Silverado?", 'refuse'],
  ['How much is the Tahoe?', 'refuse'],
  ['What would my monthly payment be?', 'refuse'],
  ['Can you do $35,000 out the door?', 'refuse'],
  ['Any discounts right now?', 'refuse'],
  ["What's your best price?", 'refuse'],
  ['Will you take 30k for it?', 'refuse'],
  ['How much will you give me for my 2018 Civic trade in?', 'refuse'],
  ["What's the APR on financing?", 'refuse'],
  ['Is there a rebate on the Equinox?', 'refuse'],
  ["What's the MSRP?", 'refuse'],
  ['Can you knock 2 grand off?', 'refuse'],
  ['I need my payment under 400 a month', 'refuse'],
  ["What's my trade worth?", 'refuse'],
  ['Can you match a quote from another dealer?', 'refuse'],
  ['Is the price negotiable?', 'refuse'],
  ["what's the interest rate", 'refuse'],
  ['how much down do I need', 'refuse'],
  ['Hi', 'answer'],
  ['Hello, is anyone there?', 'answer'],
  ['Good morning!', 'answer'],
  ['Is the Tahoe still available?', 'answer'],
  ['Do you have any red Equinox in stock?', 'answer'],
  ['Do you have the Silverado in black?', 'answer'],
  ['What are your hours?', 'answer'],
  ['Are you open on Sunday?', 'answer'],
  ['What time do you close today?', 'answer'],
  ['Where are you located?', 'answer'],
  ["What's your address?", 'answer'],
  ['Does it have Apple CarPlay?', 'answer'],
  ["What's the towing capacity?", 'answer'],
  ['Does the Traverse have a third row?', 'answer'],
  ["How's the gas mileage?", 'answer'],
  ['Do you offer financing?', 'answer'],
  ['I have bad credit, can I still get a loan?', 'answer'],
  ['Do you do leases?', 'answer'],
  ['Do you take trade-ins?', 'answer'],
  ['I want to trade in my old truck', 'answer'],
  ['Thanks!', 'answer'],
  ['Are you a bot?', 'answer'],
  ['I want to talk to a manager', 'handoff'],
  ['Can I speak to a real person?', 'handoff'],
  ['This is ridiculous, nobody called me back', 'handoff'],
  ["I'm going to call my lawyer", 'handoff'],
  ['I want to file a complaint', 'handoff'],
  ['This is a scam', 'handoff'],
  ["I'm really angry about how I was treated", 'handoff'],
  ['Please have someone call me', 'handoff'],
  ['Can a salesperson call me?', 'handoff'],
  ["I'd like to speak with someone", 'handoff'],
  ['STOP', 'opt_out'],
  ['stop', 'opt_out'],
  ['Unsubscribe', 'opt_out'],
  ['please stop texting me', 'opt_out'],
  ['remove me from your list', 'opt_out'],
  ["Don't text me again", 'opt_out'],
  ['QUIT', 'opt_out'],
  ['opt out', 'opt_out'],
  ['take me off your list', 'opt_out'],
  ['no more texts please', 'opt_out'],
];

const localOf = (at: Date) => {
  const w = dateToWallTime(at, ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
};

function outcome(reply: AssistantReply): string {
  const kinds = reply.actions.map((a) => a.type);
  if (kinds.includes('opt_out')) return 'opt_out';
  if (kinds.includes('handoff')) return 'handoff';
  const book = reply.actions.find((a) => a.type === 'book');
  if (book?.type === 'book') return `book ${localOf(book.at)}`;
  if (/\bWould .+ work\b/.test(reply.text)) return 'propose';
  if (/can't share prices/.test(reply.text)) return 'refuse';
  return 'answer';
}

const engine = createBuiltinEngine();

describe('the built-in assistant', () => {
  it('covers at least 60 customer messages', () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s → %j', async (message, expected) => {
    const reply = await engine.reply(context(message));
    const want = typeof expected === 'string' ? expected : `book ${expected.book}`;
    expect(outcome(reply)).toBe(want);
    // Never a figure, never an agreement to a price, payment, discount or trade-in value.
    expect(reply.text).not.toMatch(/\$\s?\d|\d\s?%|\b\d+k\b/i);
    expect(splitSentences(reply.text).filter(isUnsafeSentence)).toEqual([]);
    expect(reply.text).not.toMatch(/\b(?:deal|agreed|we can do)\b/i);
  });

  it('confirms the exact local time it booked', async () => {
    const reply = await engine.reply(context('can I come in tomorrow at 3pm?'));
    expect(reply.text).toContain('Thursday, November 19 at 3:00 PM');
    expect(reply.actions).toEqual([
      { type: 'book', at: new Date('2026-11-19T21:00:00Z'), appointmentType: 'test_drive' },
    ]);
  });

  it('proposes a concrete slot for an uncertain hour and books it on "yes"', async () => {
    const proposal = await engine.reply(context('Can I come in Saturday morning?'));
    expect(proposal.text).toContain('Saturday, November 21 at 10:00 AM');
    const accepted = await engine.reply(
      context('yes that works', [
        { sender: 'customer', content: 'Can I come in Saturday morning?', at: NOW },
        { sender: 'ai', content: proposal.text, at: NOW },
      ]),
    );
    const book = accepted.actions.find((a) => a.type === 'book');
    expect(book?.type === 'book' && localOf(book.at)).toBe('2026-11-21 10:00');
  });

  it('books the first proposed time on a Spanish or French yes', async () => {
    const proposal = await engine.reply(context('¿Puedo ir el sábado por la mañana?'));
    expect(proposal.text).toContain('Saturday, November 21 at 10:00 AM');
    for (const yes of ['Sí, perfecto', 'oui, parfait']) {
      const accepted = await engine.reply(
        context(yes, [
          { sender: 'customer', content: '¿Puedo ir el sábado por la mañana?', at: NOW },
          { sender: 'ai', content: proposal.text, at: NOW },
        ]),
      );
      const book = accepted.actions.find((a) => a.type === 'book');
      expect(book?.type === 'book' && localOf(book.at), yes).toBe('2026-11-21 10:00');
    }
  });

  it('books and proposes inside the store’s own hours', async () => {
    const store = context('Sunday at noon?');
    const weekday = { open: '08:00', close: '18:00' };
    store.dealership.businessHours = {
      ...(Object.fromEntries(WEEKDAYS.map((day) => [day, weekday])) as BusinessHours),
      sunday: null,
      saturday: { open: '09:00', close: '14:00' },
    };
    const sunday = await engine.reply(store);
    expect(sunday.actions).toEqual([]);
    expect(sunday.text).toContain('closed Sunday');
    expect(sunday.text).toContain('Monday, November 23 at 12:00 PM');
    const evening = await engine.reply({ ...store, message: 'Can I come in tomorrow at 6?' });
    expect(evening.actions).toEqual([]);
    expect(evening.text).toContain('Thursday, November 19 at 5:00 PM');
    const saturday = await engine.reply({ ...store, message: 'Saturday at 8' });
    expect(saturday.actions).toEqual([]);
    expect(saturday.text).toContain('Saturday, November 21 at 9:00 AM');
  });

  it('proposes two concrete times when no time is given', async () => {
    const reply = await engine.reply(context("I'd like to schedule a test drive"));
    expect(reply.text).toContain('Thursday, November 19 at 10:00 AM or 4:00 PM');
  });

  it('says it hands over, and answers hours and location from the dealership', async () => {
    expect((await engine.reply(context('I want a manager'))).text).toMatch(
      /passing this to a member of our team/,
    );
    expect((await engine.reply(context('Where are you?'))).text).toContain('4100 Lake Austin Blvd');
  });
});
