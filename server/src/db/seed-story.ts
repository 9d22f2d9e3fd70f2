// Each demo lead's story as timed steps: when it arrived, every message, booking, status change and hand-over, in
// order. Pure: seed-run.ts plays the steps through the product's services; the times are relative to `now`.
import { renderTemplate } from '@lead-manager/contracts/ai-defaults';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '@lead-manager/contracts/appointments';
import type { Channel, Sender } from '@lead-manager/contracts/conversations';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadStatus, type LostReason } from '@lead-manager/contracts/leads';
import { DEMO_CONVERSATIONS_SCRIPT } from './seed-conversations';
import {
  createRandom,
  DEMO_APPOINTMENTS_TABLE,
  DEMO_DEALERSHIPS,
  DEMO_LEAD_NOTES,
  DEMO_LEADS_TABLE,
  DEMO_LOST_LEADS,
  DEMO_PRIORITY_LEADS,
  type DemoDealership,
  localTime,
  oneOf,
  parseScripts,
  tableRows,
} from './seed-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Nothing of the story happens in the last seconds before `now` (seed-run.ts stamps rows after the fact). */
export const STORY_MARGIN_MS = 10_000;

export const LEAD_ROWS = tableRows(DEMO_LEADS_TABLE);
export const APPOINTMENT_ROWS = tableRows(DEMO_APPOINTMENTS_TABLE);
const SCRIPTS = parseScripts(DEMO_CONVERSATIONS_SCRIPT);

interface DemoAppointment {
  type: (typeof APPOINTMENT_TYPES)[number];
  status: (typeof APPOINTMENT_STATUSES)[number];
  scheduledAt: Date;
  notes: string | null;
}

export type Step =
  | { kind: 'message'; sender: Sender; channel: Channel; content: string; subject: string | null }
  /** The lead.first-contact job: greets unless the lead has messages already, and schedules the follow-ups. */
  | { kind: 'first_contact' }
  | { kind: 'book'; by: 'assistant' | 'staff'; appointment: DemoAppointment }
  /** The assistant moves a lead along the funnel (as its update_status action does). */
  | { kind: 'assistant_status'; status: 'contacted' | 'qualified' }
  /** A salesperson changes the status from the lead's details (timeline and audit). */
  | { kind: 'staff_status'; status: LeadStatus; outcome?: 'sold' | 'lost'; lostReason?: LostReason }
  /** The customer's own word ended it (as the inbound path closes on "I already bought one"). */
  | { kind: 'customer_ended'; reason: 'bought_elsewhere' }
  | { kind: 'hand_over'; channel: Channel; detail: string }
  | { kind: 'priority' }
  | { kind: 'conversation_done'; channel: Channel };

/** Ties at one moment run in this order: a booking before the message confirming it, a status after it. */
const ORDER: Record<Step['kind'], number> = {
  book: 0,
  message: 1,
  first_contact: 2,
  hand_over: 3,
  customer_ended: 4,
  assistant_status: 5,
  staff_status: 6,
  priority: 7,
  conversation_done: 8,
};

interface TimedStep {
  at: Date;
  step: Step;
}

export interface LeadStory {
  key: string;
  dealership: DemoDealership;
  lead: {
    name: string;
    email: string;
    phone: string;
    source: (typeof LEAD_SOURCES)[number];
    vehicleInterest: string | null;
    notes: string | null;
    dealershipId: number;
  };
  status: LeadStatus;
  arrivedAt: Date;
  /** In time order. */
  steps: TimedStep[];
}

function emailFor(name: string, index: number): string {
  const [first = 'lead', ...rest] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  const last = rest.join('');
  if (index % 3 === 0) return `${first}.${last}@example.com`;
  if (index % 3 === 1) return `${first[0]}${last}@example.net`;
  return `${first}${last}${10 + ((index * 7) % 90)}@example.com`;
}

/** The appointment table's `when` as an instant: a local day and time, or later today before local midnight. */
function appointmentTime(when: string, now: Date, timezone: string, groupTimeZone: string): Date {
  const today = /^today\+(\d+)h$/.exec(when);
  const day = /^(-?\d+) (\d\d):(\d\d)$/.exec(when);
  if (today) {
    const endOfToday = Math.min(
      localTime(now, timezone, 1).getTime(),
      localTime(now, groupTimeZone, 1).getTime(),
    );
    const hours = Number(today[1]);
    return new Date(now.getTime() + Math.min(hours * HOUR, ((endOfToday - now.getTime()) * hours) / 4));
  }
  if (day) return localTime(now, timezone, Number(day[1]), Number(day[2]), Number(day[3]));
  throw new Error(`demo data: bad appointment time '${when}'`);
}

/** Every demo lead's story, in the order the leads are created. */
export function buildStories(now: Date, prefix: string, groupTimeZone: string): LeadStory[] {
  const random = createRandom(20_250_301);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const latest = now.getTime() - STORY_MARGIN_MS;

  return LEAD_ROWS.map(([key = '', brand, name = '', source, status = '', vehicle, days], index) => {
    const dealership = DEMO_DEALERSHIPS.find((d) => d.brand === brand);
    if (!dealership) throw new Error(`demo data: unknown brand '${brand}'`);
    const leadStatus = oneOf(LEAD_STATUSES, status, 'status');
    const hour = between(8, 20);
    const minute = between(0, 59);
    const share = 0.15 + 0.7 * random();
    // 'Today' in both the dealership's and the group's time zone, so every screen counts these leads as today's.
    const startOfToday = Math.max(
      localTime(now, dealership.timezone, 0).getTime(),
      localTime(now, groupTimeZone, 0).getTime(),
    );
    const arrivedAt =
      Number(days) > 0
        ? localTime(now, dealership.timezone, -Number(days), hour, minute)
        : new Date(Math.min(latest, now.getTime() - Math.floor((now.getTime() - startOfToday) * share)));
    const start = arrivedAt.getTime();

    // The lead's messages over all its conversations, each `gap` minutes after the previous one of its script.
    const storeName = prefix + dealership.suffix;
    const raw: { offset: number; step: Step }[] = [];
    for (const script of SCRIPTS.filter((s) => s.lead === key)) {
      let elapsed = 0;
      script.messages.forEach((m, i) => {
        elapsed += m.gap * MINUTE;
        const subject =
          script.channel === 'email' ? `${i === 0 ? '' : 'Re: '}${script.subject ?? 'Your inquiry'}` : null;
        const content = renderTemplate(m.content, { dealer: storeName });
        raw.push({
          offset: elapsed,
          step: { kind: 'message', sender: m.sender, channel: script.channel, content, subject },
        });
      });
      if (!script.isActive)
        raw.push({ offset: elapsed + MINUTE, step: { kind: 'conversation_done', channel: script.channel } });
      if (script.aiPaused) {
        // The assistant handed it over when the customer asked for a person (the message after that request).
        const asked = script.messages.findIndex(
          (m) => m.sender === 'customer' && /person|call me/i.test(m.content),
        );
        const at = raw.filter((r) => r.step.kind === 'message' && r.step.channel === script.channel)[
          asked + 1
        ];
        const words = script.messages[asked]?.content ?? '';
        if (at)
          raw.push({
            offset: at.offset,
            step: { kind: 'hand_over', channel: script.channel, detail: words },
          });
      }
    }
    raw.sort((a, b) => a.offset - b.offset || ORDER[a.step.kind] - ORDER[b.step.kind]);
    const messages = raw.filter((r) => r.step.kind === 'message');
    const first = messages[0];
    // The scripted greeting is the first contact; a lead with none is greeted by the product's own first contact.
    const greeted = first?.step.kind === 'message' && first.step.sender === 'ai';
    raw.push({ offset: greeted && first ? first.offset : MINUTE, step: { kind: 'first_contact' } });

    for (const [lead, type, apptStatus, when = '', booked = '', notes] of APPOINTMENT_ROWS) {
      if (lead !== key) continue;
      const scheduledAt = appointmentTime(when, now, dealership.timezone, groupTimeZone);
      const appointment: DemoAppointment = {
        type: oneOf(APPOINTMENT_TYPES, type, 'appointment type'),
        status: oneOf(APPOINTMENT_STATUSES, apptStatus, 'appointment status'),
        scheduledAt,
        notes: notes || null,
      };
      const withMessage = /^@(\d+)$/.exec(booked);
      if (withMessage) {
        const message = messages[Number(withMessage[1]) - 1];
        if (message?.step.kind !== 'message') throw new Error(`demo data: ${key} has no message ${booked}`);
        const by = message.step.sender === 'ai' ? 'assistant' : 'staff';
        raw.push({ offset: message.offset, step: { kind: 'book', by, appointment } });
      } else {
        // Booked on the phone: partway between the lead's arrival and the visit (or now).
        const until = Math.min(scheduledAt.getTime(), now.getTime()) - start;
        const past = scheduledAt.getTime() < now.getTime();
        raw.push({
          offset: Math.round(until * (past ? 0.4 : 0.6)),
          step: { kind: 'book', by: 'staff', appointment },
        });
      }
    }

    const customerAt = messages.filter((m) => m.step.kind === 'message' && m.step.sender === 'customer');
    const agentAt = messages.find((m) => m.step.kind === 'message' && m.step.sender === 'agent');
    if (leadStatus === 'contacted') {
      // The assistant notes the first reply; with none, a salesperson marks the call they made the next day.
      const reply = customerAt[0];
      raw.push(
        reply
          ? { offset: reply.offset, step: { kind: 'assistant_status', status: 'contacted' } }
          : { offset: DAY, step: { kind: 'staff_status', status: 'contacted' } },
      );
    } else if (leadStatus === 'qualified') {
      // A salesperson qualifies the lead when they write, else the assistant after the customer's last answer.
      const lastReply = customerAt.at(-1);
      raw.push(
        agentAt
          ? { offset: agentAt.offset, step: { kind: 'staff_status', status: 'qualified' } }
          : lastReply
            ? { offset: lastReply.offset, step: { kind: 'assistant_status', status: 'qualified' } }
            : { offset: DAY, step: { kind: 'staff_status', status: 'qualified' } },
      );
    } else if (leadStatus === 'closed') {
      const lost = DEMO_LOST_LEADS[key];
      if (lost?.by === 'customer') {
        const words = customerAt.at(-1);
        if (!words) throw new Error(`demo data: ${key} ends on the customer's word but has none`);
        raw.push({ offset: words.offset, step: { kind: 'customer_ended', reason: 'bought_elsewhere' } });
      } else {
        // Sold two hours after the visit that sold it, else before the third day's follow-up; given up on after the last
        // follow-up.
        const visit = APPOINTMENT_ROWS.find(([lead, , s]) => lead === key && s === 'completed');
        const visitAt = visit
          ? appointmentTime(visit[3] ?? '', now, dealership.timezone, groupTimeZone)
          : undefined;
        const offset = lost ? 8 * DAY : visitAt ? visitAt.getTime() + 2 * HOUR - start : 70 * HOUR;
        const outcome = lost
          ? { outcome: 'lost' as const, lostReason: lost.reason }
          : { outcome: 'sold' as const };
        raw.push({ offset, step: { kind: 'staff_status', status: 'closed', ...outcome } });
      }
    }
    if (DEMO_PRIORITY_LEADS.includes(key)) raw.push({ offset: 5 * MINUTE, step: { kind: 'priority' } });

    // A story never runs past `now`: a young lead's is squeezed into the time since it arrived.
    const longest = Math.max(...raw.map((r) => r.offset));
    const room = Math.max(0, latest - start);
    const scale = longest > room ? room / longest : 1;
    const steps = raw
      .map((r, i) => ({ at: new Date(start + Math.round(r.offset * scale)), step: r.step, i }))
      .sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.step.kind] - ORDER[b.step.kind] || a.i - b.i)
      .map(({ at, step }) => ({ at, step }));

    return {
      key,
      dealership,
      status: leadStatus,
      arrivedAt,
      lead: {
        name,
        email: emailFor(name, index),
        phone: `+1${dealership.areaCodes[index % 2]}555${String(120 + index).padStart(4, '0')}`,
        source: oneOf(LEAD_SOURCES, source, 'source'),
        vehicleInterest: vehicle ?? null,
        notes: DEMO_LEAD_NOTES[key] ?? null,
        dealershipId: dealership.id,
      },
      steps,
    };
  });
}
