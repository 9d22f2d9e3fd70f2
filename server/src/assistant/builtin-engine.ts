import type {
  AssistantAction,
  AssistantContext,
  AssistantEngine,
  AssistantReply,
  BookableType,
} from './assistant-engine';
import { describeSlots, isBookable, parseRequestedTime, planBooking, storeClockOf } from './booking-time';
import { detectIntent, type Intent } from './builtin-intents';
import { storeHoursText } from './business-hours';
import { classifyCompliance, optOutConfirmation } from './compliance';
import { vehicleOf } from './lead-text';
import { formatLocal } from './local-time';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** The answer a price, payment, discount or trade-in value question gets: never a number, always a next step. */
export const priceDeflection = (phone: string | null) =>
  `I can't share prices, payments or trade-in values by text; our sales manager will go over them with you in person${phone ? ` or at ${phone}` : ''}. Want to stop by?`;

function appointmentTypeOf(message: string): BookableType {
  if (/\b(?:meet|meeting|talk|discuss|paperwork|sales)\b/i.test(message) && !/\bdrive\b/i.test(message))
    return 'sales_meeting';
  return 'test_drive';
}

const LABELS: Record<BookableType, string> = {
  test_drive: 'test drive',
  sales_meeting: 'visit with our sales team',
  demo_drive: 'demo drive',
};

/** The customer's message read as a booking: book an exact open time, else propose concrete slots. */
function bookingReply(ctx: AssistantContext, message: string): AssistantReply {
  const zone = ctx.dealership.timeZone;
  const store = storeClockOf(ctx.dealership);
  const requested = parseRequestedTime(message, ctx.now, store);
  const plan = planBooking(requested, ctx.now, store);
  if ('book' in plan) {
    const type = appointmentTypeOf(message);
    return {
      text: `You're booked for a ${LABELS[type]} on ${formatLocal(plan.book, zone)} at ${ctx.dealership.name}. See you then! Reply here if you need to change it.`,
      actions: [{ type: 'book', at: plan.book, appointmentType: type }],
    };
  }
  const slots = plan.propose;
  if (slots.length === 0)
    return { text: `We're open ${storeHoursText(ctx)}. What day and time suit you?`, actions: [] };
  const lead =
    requested?.kind === 'exact' ? `We're open ${storeHoursText(ctx)}.` : "I'd be glad to set that up.";
  return { text: `${lead} Would ${describeSlots(slots, zone)} work for you?`, actions: [] };
}

/** Intents that yield to a date in the message; 'open on Sunday?' is about hours, 'discounts right now?' about price. */
const DATE_TAKES_OVER: Intent[] = ['other', 'affirm', 'greeting', 'thanks', 'availability', 'features'];

function wantsBooking(intent: Intent, message: string, ctx: AssistantContext): boolean {
  if (intent === 'booking') return true;
  const requested = parseRequestedTime(message, ctx.now, storeClockOf(ctx.dealership));
  return requested !== undefined && DATE_TAKES_OVER.includes(intent);
}

/** 'Yes' after we proposed times books the first time we proposed. */
function acceptProposal(ctx: AssistantContext): AssistantReply | undefined {
  const lastAi = [...ctx.history].reverse().find((m) => m.sender === 'ai');
  if (!lastAi || !/\bwould .+ work\b/i.test(lastAi.content)) return undefined;
  const store = storeClockOf(ctx.dealership);
  const proposed = parseRequestedTime(lastAi.content, lastAi.at, store);
  if (proposed?.kind !== 'exact' || !isBookable(proposed.at, store, ctx.now)) return undefined;
  return bookingReply(ctx, formatLocal(proposed.at, ctx.dealership.timeZone));
}

function answer(intent: Intent, ctx: AssistantContext): string {
  // Without a vehicle the text is phrased without one: never "the Not specified".
  const vehicle = vehicleOf(ctx.lead.vehicleInterest);
  const d = ctx.dealership;
  switch (intent) {
    case 'price':
      return priceDeflection(ctx.dealership.phone);
    case 'financing':
      return `We work with many lenders and most credit situations, leases too. Our finance team will go over the options in person${d.phone ? ` or at ${d.phone}` : ''}. Want to come in?`;
    case 'trade_in':
      return 'Yes, we take trade-ins! We appraise them in person so the value is accurate. Bring it along when you visit. What day works for you?';
    case 'hours':
      return `We're open ${storeHoursText(ctx)}. Want me to reserve a time for you?`;
    case 'location':
      return d.address
        ? `We're at ${d.address}. Would you like to come in for a test drive?`
        : `Call us at ${d.phone ?? 'the dealership'} for directions. Would you like to come in for a test drive?`;
    case 'availability':
      return `I'll have the team confirm what we have${vehicle ? ` in the ${vehicle}` : ''} right now. The best way to see it is a quick visit. When would you like to come in?`;
    case 'features':
      return `${vehicle ? `The ${vehicle} is a great choice. ` : ''}Our team can walk you through trims, features and options on a test drive. When would suit you?`;
    case 'bot':
      return `I'm the virtual assistant of ${d.name}. I can answer questions, book a test drive or have a person reach out. What would you like?`;
    case 'greeting':
      return `Hi ${firstName(ctx.lead.name)}! Thanks for reaching out to ${d.name}. I can set up a test drive any time. ${vehicle ? `Are you still interested in the ${vehicle}?` : 'What are you shopping for?'}`;
    case 'thanks':
      return "You're welcome! Let me know if there's anything else I can help with.";
    default:
      return `Thanks for your message! Our team can help with that. Would you like to come in and ${vehicle ? `see the ${vehicle}` : 'take a look'}?`;
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
        return { text: optOutConfirmation(ctx.dealership, ctx.channel), actions: [{ type: 'opt_out' }] };
      const intent = detectIntent(message);
      if (intent === 'escalate' || intent === 'person') {
        const reason =
          intent === 'escalate' ? 'The customer is upset or escalating' : 'The customer asked for a person';
        return {
          text: `I understand. I'm passing this to a member of our team, who will get back to you shortly.${ctx.dealership.phone ? ` You can also call us at ${ctx.dealership.phone}.` : ''}`,
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
          booking.text += ' We can go over pricing together in person.';
        return booking;
      }
      return { text: answer(intent, ctx), actions: statusActions(intent, ctx) };
    },
  };
}
