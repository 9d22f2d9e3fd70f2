import { generateText, type LanguageModel, type ModelMessage, stepCountIs, tool } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import { detectLanguage } from '../lib/language';
import {
  APPOINTMENT_TYPES_BOOKABLE,
  type AssistantAction,
  type AssistantContext,
  type AssistantEngine,
  HANDOVER_KINDS,
  LEAD_STATUSES_SETTABLE,
} from './assistant-engine';
import { describeSlots, parseRequestedTime, planBooking, storeClockOf } from './booking-time';
import { storeHoursText } from './business-hours';
import { inventoryTool } from './inventory-tool';
import { vehicleOf } from './lead-text';
import { formatLocal } from './local-time';
import { parseLanguageOf } from './time-parsers';
import { vehicleClaimProblem } from './vehicle-guard';

const MAX_STEPS = 4;

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French' };

/** The customer's language, said last so it wins over the (English) prompts above it. */
function languageInstruction(ctx: AssistantContext): string {
  const name = LANGUAGE_NAMES[ctx.lead.language ?? 'en'] ?? 'English';
  return `The customer's language is ${name}: write your whole reply in ${name}, whatever language the instructions above are in.`;
}

/** A reply detected in another language than the lead's is not sent: the built-in assistant answers instead. */
function isInLeadLanguage(text: string, ctx: AssistantContext): boolean {
  const detected = detectLanguage(text);
  return detected === undefined || detected === (ctx.lead.language ?? 'en');
}

function systemPromptOf(ctx: AssistantContext): string {
  const channelPrompt = ctx.channel === 'sms' ? ctx.settings.smsSystemPrompt : ctx.settings.emailSystemPrompt;
  const d = ctx.dealership;
  return [
    ctx.settings.systemPrompt,
    channelPrompt,
    `Dealership: ${d.name}. Phone: ${d.phone ?? 'n/a'}. Email: ${d.email ?? 'n/a'}. Address: ${d.address ?? 'n/a'}.`,
    `Showroom hours: ${storeHoursText(ctx)}. Time zone: ${d.timeZone}. Now: ${formatLocal(ctx.now, d.timeZone)}.`,
    `Customer: ${ctx.lead.name}; interested in: ${vehicleOf(ctx.lead.vehicleInterest) ?? 'not said yet (do not name one)'}; lead status: ${ctx.lead.status}.`,
    ctx.stock
      ? 'Use search_inventory before saying whether a vehicle is on the lot; offer only vehicles it returns (by year, model, trim, colour and stock number) and never state a price, payment or MSRP.'
      : '',
    'Use book_appointment when the customer gives a day and time; confirm the exact time it returns. Use hand_off when they ask for a person, are upset, or ask something you cannot answer, opt_out when they ask not to be contacted.',
    ctx.channel === 'sms'
      ? `Reply in at most ${ctx.settings.smsCharacterLimit} characters.`
      : 'Reply with the email body only.',
    languageInstruction(ctx),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function historyMessages(ctx: AssistantContext): ModelMessage[] {
  const earlier: ModelMessage[] = ctx.history
    .slice(-20)
    .map((m) =>
      m.sender === 'customer'
        ? { role: 'user', content: m.content }
        : { role: 'assistant', content: m.sender === 'agent' ? `[staff] ${m.content}` : m.content },
    );
  const last = ctx.history.at(-1);
  if (last?.sender !== 'customer' || last.content !== ctx.message)
    earlier.push({ role: 'user', content: ctx.message });
  return earlier;
}

/** The tools the model may call; each records an action the reply job carries out after the engine returns. */
function toolsFor(ctx: AssistantContext, actions: AssistantAction[]) {
  const zone = ctx.dealership.timeZone;
  return {
    book_appointment: tool({
      description: `Book a visit at a date and time on the dealership's clock (${zone}).`,
      inputSchema: z.object({
        when: z
          .string()
          .describe('The date and time in words or ISO form, e.g. "tomorrow at 3pm" or "2026-11-28 10:00"'),
        type: z.enum(APPOINTMENT_TYPES_BOOKABLE).default('test_drive'),
      }),
      execute: async ({ when, type }) => {
        const store = storeClockOf(ctx.dealership);
        const plan = planBooking(
          parseRequestedTime(when.replace('T', ' '), ctx.now, store, parseLanguageOf(ctx.lead.language)),
          ctx.now,
          store,
        );
        if ('book' in plan) {
          actions.push({ type: 'book', at: plan.book, appointmentType: type });
          return { booked: true, localTime: formatLocal(plan.book, zone) };
        }
        return {
          booked: false,
          reason: `Not an open time. Hours: ${storeHoursText(ctx)}`,
          offer: describeSlots(plan.propose, zone),
        };
      },
    }),
    hand_off: tool({
      description: 'Hand the conversation to a person on the sales team; the assistant stops replying.',
      inputSchema: z.object({
        reason: z.string(),
        kind: z
          .enum(HANDOVER_KINDS)
          .default('person')
          .describe('person: they asked for one; complaint: they are upset; unsure: you cannot answer'),
      }),
      execute: async ({ reason, kind }) => {
        actions.push({ type: 'handoff', kind, reason });
        return { handedOff: true };
      },
    }),
    opt_out: tool({
      description: 'The customer asked not to be contacted on this channel again.',
      inputSchema: z.object({}),
      execute: async () => {
        actions.push({ type: 'opt_out' });
        return { optedOut: true };
      },
    }),
    ...(ctx.stock ? { search_inventory: inventoryTool(ctx.stock) } : {}),
    update_lead_status: tool({
      description: 'Move the lead along the funnel.',
      inputSchema: z.object({ status: z.enum(LEAD_STATUSES_SETTABLE) }),
      execute: async ({ status }) => {
        actions.push({ type: 'update_status', status });
        return { updated: true };
      },
    }),
  };
}

/** An LLM through the AI SDK. Failures fall back to `fallback` (the built-in engine): no lead goes unanswered. */
export function createLlmEngine(
  model: LanguageModel,
  fallback: AssistantEngine,
  logger: Logger,
): AssistantEngine {
  return {
    name: 'llm',
    async reply(ctx) {
      const actions: AssistantAction[] = [];
      try {
        const result = await generateText({
          model,
          system: systemPromptOf(ctx),
          messages: historyMessages(ctx),
          tools: toolsFor(ctx, actions),
          stopWhen: stepCountIs(MAX_STEPS),
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(30_000),
        });
        const text = result.text.trim();
        if (!text) throw new Error('the model returned no text');
        const problem = ctx.stock && (await vehicleClaimProblem(text, ctx.stock));
        if (problem) {
          logger.warn(
            { leadId: ctx.lead.id, problem },
            'LLM reply not sent: a vehicle it names is not on the lot',
          );
          return fallback.reply(ctx);
        }
        if (!isInLeadLanguage(text, ctx)) {
          logger.warn(
            { leadId: ctx.lead.id, language: ctx.lead.language },
            "LLM reply not in the lead's language",
          );
          // Its actions are only recorded, not carried out yet: the built-in reply replaces words and actions.
          return fallback.reply(ctx);
        }
        return { text, actions };
      } catch (err) {
        logger.warn({ err }, 'LLM reply failed; the built-in assistant answers');
        return fallback.reply(ctx);
      }
    },
  };
}
