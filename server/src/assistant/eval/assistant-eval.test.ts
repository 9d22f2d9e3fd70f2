import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { dealerships } from '../../modules/dealerships/dealerships.tables';
import { readBoughtElsewhere } from '../../modules/inbound-messages/lead-endings';
import { createTestApp } from '../../test/test-app';
import type { AssistantContext, AssistantReply } from '../assistant-engine';
import { createBuiltinEngine } from '../builtin-engine';
import { stockLookupOf } from '../stock-lookup';
import { EVAL_CASES, type EvalCase, type EvalStore } from './conversation-set';

// The conversation test set against the built-in engine and the demo stores' feeds, as the reply job would run it:
// "I already bought one" is read before the engine (inbound-messages/lead-endings.ts), like STOP.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const engine = createBuiltinEngine();

// Wednesday 18 November 2026, 10:00 in New York: every store is open.
const NOW = new Date('2026-11-18T15:00:00Z');
const STORES: Record<EvalStore, { id: number; interest: string }> = {
  chevrolet: { id: 1, interest: 'Chevrolet Tahoe' },
  hyundai: { id: 2, interest: 'Hyundai Tucson' },
  ford: { id: 3, interest: 'Ford Bronco' },
};
const SOLD_STOCK = ['H2509', 'C2519', 'F2529'];

async function contextOf(c: EvalCase): Promise<AssistantContext> {
  const { id, interest } = STORES[c.store];
  const [store] = await db.select().from(dealerships).where(eq(dealerships.id, id));
  if (!store) throw new Error(`no demo store ${id}`);
  return {
    channel: 'sms',
    message: c.message,
    history: [],
    lead: {
      id: 1,
      name: 'Jamie Rivera',
      vehicleInterest: interest,
      status: 'contacted',
      language: c.language,
    },
    dealership: { ...store, timeZone: store.timezone, businessHours: null },
    settings: { systemPrompt: '', smsSystemPrompt: '', emailSystemPrompt: '', smsCharacterLimit: 160 },
    now: NOW,
    stock: await stockLookupOf(db, id),
  };
}

const actionOf = (reply: AssistantReply): EvalCase['action'] =>
  reply.actions.find((a) => a.type === 'book' || a.type === 'handoff' || a.type === 'opt_out')?.type ??
  'reply';

/** What is wrong with the answer to one case; empty when it is right. */
async function judge(c: EvalCase): Promise<string[]> {
  if (readBoughtElsewhere(c.message)) return c.action === 'bought' ? [] : ['read as "already bought"'];
  if (c.action === 'bought') return ['not read as "already bought"'];
  const reply = await engine.reply(await contextOf(c));
  const text = reply.text.toLowerCase();
  const problems: string[] = [];
  if (actionOf(reply) !== c.action) problems.push(`action ${actionOf(reply)}, expected ${c.action}`);
  for (const word of c.has ?? []) if (!text.includes(word.toLowerCase())) problems.push(`lacks "${word}"`);
  const forbidden = [...(c.hasNot ?? []), ...SOLD_STOCK.filter((s) => !c.message.includes(s))];
  for (const word of forbidden) if (text.includes(word.toLowerCase())) problems.push(`says "${word}"`);
  if (/\$\s?\d/.test(text)) problems.push('states a price');
  return problems.map((p) => `${p}: ${reply.text}`);
}

it(`answers the ${EVAL_CASES.length} messages of the conversation set right`, async () => {
  const byCategory = new Map<string, { passed: number; total: number }>();
  const failures: string[] = [];
  for (const c of EVAL_CASES) {
    const problems = await judge(c);
    const score = byCategory.get(c.category) ?? { passed: 0, total: 0 };
    score.total += 1;
    if (problems.length === 0) score.passed += 1;
    byCategory.set(c.category, score);
    for (const problem of problems) failures.push(`[${c.language}] ${c.message} → ${problem}`);
  }
  const passed = [...byCategory.values()].reduce((sum, s) => sum + s.passed, 0);
  const lines = [...byCategory].map(([category, s]) => `  ${category.padEnd(18)} ${s.passed}/${s.total}`);
  console.log(
    `Assistant conversation set (built-in engine, demo feeds): ${passed}/${EVAL_CASES.length}\n${lines.join('\n')}`,
  );
  expect(failures).toEqual([]);
});
