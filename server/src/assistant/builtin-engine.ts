import { DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import type { LeadLanguage } from '@lead-manager/contracts/leads';
import { classifyCompliance, optOutConfirmation } from '../modules/opt-outs/opt-outs.service';
import type {
  AssistantAction,
  AssistantContext,
  AssistantEngine,
  AssistantReply,
  BookableType,
} from './assistant-engine';
import { type AssistantWords, wordsFor } from './assistant-words';
import { isBookable, parseRequestedTime, planBooking, storeClockOf } from './booking-time';
import { detectIntent, type Intent } from './builtin-intents';
import { storeHoursText } from './business-hours';
import { firstNameOf, vehicleOf } from './lead-text';
import { formatLocal } from './local-time';
import { describeHoursIn, describeSlotsIn, formatLocalIn } from './localized-time';
import { answerFromStock } from './stock-answers';
import { otherModelAskedAbout, withoutModels } from './vehicle-models';

/** The answer a price, payment, discount or trade-in value question gets: never a number, always a next step. */
export const priceDeflection = (phone: string | null, language?: string) =>
  wordsFor(language).priceDeflection(phone);

const wordsOf = (ctx: AssistantContext): AssistantWords => wordsFor(ctx.lead.language);
const wordsLanguage = (ctx: AssistantContext): LeadLanguage =>
  ctx.lead.language === 'es' || ctx.lead.language === 'fr' ? ctx.lead.language : 'en';

/** The store's hours in the lead's language. */
function hoursOf(ctx: AssistantContext): string {
  const language = ctx.lead.language;
  if (language !== 'es' && language !== 'fr') return storeHoursText(ctx);
  return describeHoursIn(ctx.dealership.businessHours ?? DEFAULT_BUSINESS_HOURS, language);
}

function appointmentTypeOf(message: string): BookableType {
  if (/\b(?:meet|meeting|talk|discuss|paperwork|sales)\b/i.test(message) && !/\bdrive\b/i.test(message))
    return 'sales_meeting';
  return 'test_drive';
}

/** The customer's message read as a booking: book an exact open time, else propose concrete slots. */
function bookingReply(ctx: AssistantContext, message: string): AssistantReply {
  const zone = ctx.dealership.timeZone;
  const words = wordsOf(ctx);
  const language = wordsLanguage(ctx);
  const store = storeClockOf(ctx.dealership);
  const requested = parseRequestedTime(withoutModels(message), ctx.now, store, wordsLanguage(ctx));
  const plan = planBooking(requested, ctx.now, store);
  if ('book' in plan) {
    const type = appointmentTypeOf(message);
    return {
      text: words.booked(words.labels[type], formatLocalIn(plan.book, zone, language), ctx.dealership.name),
      actions: [{ type: 'book', at: plan.book, appointmentType: type }],
    };
  }
  const slots = plan.propose;
  if (slots.length === 0) return { text: words.askTime(hoursOf(ctx)), actions: [] };
  const opening = words.proposeOpening(requested?.kind === 'exact' ? hoursOf(ctx) : undefined);
  return { text: `${opening} ${words.propose(describeSlotsIn(slots, zone, language))}`, actions: [] };
}

/** Intents that yield to a date in the message; 'open on Sunday?' is about hours, 'discounts right now?' about price. */
const DATE_TAKES_OVER: Intent[] = ['other', 'affirm', 'greeting', 'thanks', 'availability', 'features'];

function wantsBooking(intent: Intent, message: string, ctx: AssistantContext): boolean {
  if (intent === 'booking') return true;
  const store = storeClockOf(ctx.dealership);
  const requested = parseRequestedTime(withoutModels(message), ctx.now, store, wordsLanguage(ctx));
  return requested !== undefined && DATE_TAKES_OVER.includes(intent);
}

/** 'Yes' after we proposed times books the first time we proposed. */
function acceptProposal(ctx: AssistantContext): AssistantReply | undefined {
  const lastAi = [...ctx.history].reverse().find((m) => m.sender === 'ai');
  if (!lastAi || !wordsOf(ctx).proposal.test(lastAi.content)) return undefined;
  const store = storeClockOf(ctx.dealership);
  const proposed = parseRequestedTime(lastAi.content, lastAi.at, store, wordsLanguage(ctx));
  if (proposed?.kind !== 'exact' || !isBookable(proposed.at, store, ctx.now)) return undefined;
  return bookingReply(ctx, formatLocal(proposed.at, ctx.dealership.timeZone));
}

function answer(intent: Intent, ctx: AssistantContext, message: string): string {
  // Without a vehicle the text is phrased without one: never "the Not specified".
  const vehicle = vehicleOf(ctx.lead.vehicleInterest);
  const d = ctx.dealership;
  const words = wordsOf(ctx);
  // The model asked about wins over the lead's vehicle of interest.
  const asked = otherModelAskedAbout(message, vehicle);
  if (asked && (intent === 'features' || intent === 'other')) return words.aboutModel(asked);
  if (asked && intent === 'availability') return words.availability(asked);
  switch (intent) {
    case 'price':
      return words.priceDeflection(d.phone);
    case 'financing':
      return words.financing(d.phone);
    case 'trade_in':
      return words.tradeIn;
    case 'hours':
      return words.hours(hoursOf(ctx));
    case 'location':
      return d.address ? words.location(d.address) : words.noAddress(d.phone);
    case 'availability':
      return words.availability(vehicle);
    case 'features':
      return words.features(vehicle);
    case 'bot':
      return words.bot(d.name);
    case 'greeting': {
      const first = firstNameOf(ctx.lead.name);
      return words.greeting(first === 'there' ? words.there : first, d.name, vehicle);
    }
    case 'thanks':
      return words.thanks;
    default:
      return words.other(vehicle);
  }
}

function statusActions(intent: Intent, ctx: AssistantContext): AssistantAction[] {
  const qualifying = intent === 'price' || intent === 'financing' || intent === 'trade_in';
  if (qualifying && (ctx.lead.status === 'new' || ctx.lead.status === 'contacted'))
    return [{ type: 'update_status', status: 'qualified' }];
  if (ctx.lead.status === 'new') return [{ type: 'update_status', status: 'contacted' }];
  return [];
}

/** The default engine: deterministic rules, no network. */
export function createBuiltinEngine(): AssistantEngine {
  return {
    name: 'builtin',
    async reply(ctx) {
      const message = ctx.message.trim();
      if (classifyCompliance(message) === 'opt_out')
        return {
          text: optOutConfirmation(ctx.dealership, ctx.channel, wordsLanguage(ctx)),
          actions: [{ type: 'opt_out' }],
        };
      const intent = detectIntent(message);
      if (intent === 'escalate' || intent === 'person') {
        const reason =
          intent === 'escalate' ? 'The customer is upset or escalating' : 'The customer asked for a person';
        return {
          text: wordsOf(ctx).handOff(ctx.dealership.phone),
          actions: [
            {
              type: 'handoff',
              kind: intent === 'escalate' ? 'complaint' : 'person',
              reason: `${reason}: "${message.slice(0, 200)}"`,
            },
          ],
        };
      }
      const booking =
        (intent === 'affirm' ? acceptProposal(ctx) : undefined) ??
        (wantsBooking(intent, message, ctx) ? bookingReply(ctx, message) : undefined);
      if (booking) {
        // A booking that also asks about numbers: the numbers wait for the visit.
        if (
          detectIntent(message.replace(/\b(?:test[- ]?drive|come in|stop by|visit|appointment)\b/gi, '')) ===
          'price'
        )
          booking.text += ` ${wordsOf(ctx).pricingLater}`;
        return booking;
      }
      const fromStock = await answerFromStock(intent, ctx, message);
      return { text: fromStock ?? answer(intent, ctx, message), actions: statusActions(intent, ctx) };
    },
  };
}
