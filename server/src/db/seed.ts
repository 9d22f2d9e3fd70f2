import { defaultAiSettings, renderTemplate } from '@lead-manager/contracts/ai-defaults';
import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '@lead-manager/contracts/appointments';
import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import { LEAD_SOURCES, LEAD_STATUSES } from '@lead-manager/contracts/leads';
import { sql } from 'drizzle-orm';
import { noteNewMessages, noteResponses } from '../modules/conversations/message-notes.repo';
import { computeLeadScore } from '../modules/lead-sources/lead-score';
import type { Db } from './client';
import { aiSettings, appointments, conversations, dealerships, followUps, leads, messages } from './schema';
import { DEMO_CONVERSATIONS_SCRIPT } from './seed-conversations';
import {
  createRandom,
  DEMO_APPOINTMENTS_TABLE,
  DEMO_DEALERSHIPS,
  DEMO_EMAIL_DOMAIN,
  DEMO_LEAD_NOTES,
  DEMO_LEADS_TABLE,
  DEMO_PRIORITY_LEADS,
  type DemoDealership,
  localTime,
  oneOf,
  parseScripts,
  tableRows,
} from './seed-data';
import { seedDemoInventory } from './seed-inventory';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Serialises concurrent first starts: only one of them seeds. */
const SEED_LOCK_KEY = 7_245_902;

const LEAD_ROWS = tableRows(DEMO_LEADS_TABLE);
const APPOINTMENT_ROWS = tableRows(DEMO_APPOINTMENTS_TABLE);
const SCRIPTS = parseScripts(DEMO_CONVERSATIONS_SCRIPT);

/** What `seedDemoData` inserts, for tests and logs. */
export const DEMO_COUNTS = {
  dealerships: DEMO_DEALERSHIPS.length,
  aiSettings: DEMO_DEALERSHIPS.length,
  leads: LEAD_ROWS.length,
  conversations: SCRIPTS.length,
  messages: SCRIPTS.reduce((n, s) => n + s.messages.length, 0),
  appointments: APPOINTMENT_ROWS.length,
  /** The next pending step of the follow-up schedule for every lead still `new`. */
  followUps: LEAD_ROWS.filter((row) => row[4] === 'new').length,
  users: 0,
} as const;

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

function buildDemoData(prefix: string, now: Date, groupTimeZone: string) {
  const random = createRandom(20_250_301);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const nowMs = now.getTime();
  const dealershipOf = new Map<string, DemoDealership>();

  const leadRows = LEAD_ROWS.map(
    ([key = '', brand, name = '', source, status = '', vehicle, days], index) => {
      const dealership = DEMO_DEALERSHIPS.find((d) => d.brand === brand);
      if (!dealership) throw new Error(`demo data: unknown brand '${brand}'`);
      dealershipOf.set(key, dealership);
      oneOf(LEAD_STATUSES, status, 'status');
      const priority = DEMO_PRIORITY_LEADS.includes(key);
      const hour = between(8, 20);
      const minute = between(0, 59);
      const share = 0.15 + 0.7 * random();
      // 'Today' in both the dealership's and the group's time zone, so every screen counts these leads as today's.
      const startOfToday = Math.max(
        localTime(now, dealership.timezone, 0).getTime(),
        localTime(now, groupTimeZone, 0).getTime(),
      );
      const createdAt =
        Number(days) > 0
          ? localTime(now, dealership.timezone, -Number(days), hour, minute)
          : new Date(nowMs - Math.floor((nowMs - startOfToday) * share));
      return {
        key,
        dealershipId: dealership.id,
        name,
        email: emailFor(name, index),
        phone: `+1${dealership.areaCodes[index % 2]}555${String(120 + index).padStart(4, '0')}`,
        source: oneOf(LEAD_SOURCES, source, 'source'),
        vehicleInterest: vehicle ?? null,
        status,
        // Every closed demo lead bought (their notes say so).
        outcome: status === 'closed' ? 'sold' : null,
        // Scored below from the lead's facts and its demo conversations and appointments.
        score: 0,
        scoreReasons: [] as ScoreReason[],
        notes: DEMO_LEAD_NOTES[key] ?? null,
        priority,
        createdAt,
        updatedAt: createdAt,
      };
    },
  );
  const leadByKey = new Map(leadRows.map((lead) => [lead.key, lead]));
  const leadFor = (key: string | undefined) => {
    const lead = leadByKey.get(key ?? '');
    if (!lead) throw new Error(`demo data: unknown lead '${key}'`);
    return lead;
  };
  const touch = (lead: { updatedAt: Date }, at: Date) => {
    if (at > lead.updatedAt && at.getTime() <= nowMs) lead.updatedAt = at;
  };

  const conversationRows = SCRIPTS.map((script) => {
    const lead = leadFor(script.lead);
    const dealershipName = prefix + (dealershipOf.get(script.lead)?.suffix ?? '');
    const start = lead.createdAt.getTime();
    let elapsed = 0;
    const offsets = script.messages.map((m) => {
      elapsed += m.gap * MINUTE;
      return elapsed;
    });
    // A conversation never runs past `now`: squeeze it into the time since the lead arrived.
    const room = Math.max(0, nowMs - 2 * MINUTE - start);
    const scale = elapsed > room ? room / elapsed : 1;
    const messageRows = script.messages.map((m, i) => {
      const at = new Date(start + Math.round((offsets[i] ?? 0) * scale));
      const inbound = m.sender === 'customer';
      return {
        direction: inbound ? 'inbound' : 'outbound',
        sender: m.sender,
        channel: script.channel,
        content: renderTemplate(m.content, { dealer: dealershipName }),
        subject:
          script.channel === 'email' ? `${i === 0 ? '' : 'Re: '}${script.subject ?? 'Your inquiry'}` : null,
        status: inbound ? 'received' : random() < 0.7 ? 'delivered' : 'logged',
        createdAt: at,
        sentAt: inbound ? null : at,
        updatedAt: at,
      };
    });
    const first = messageRows[0]?.createdAt ?? lead.createdAt;
    const last = messageRows.at(-1)?.createdAt ?? lead.createdAt;
    touch(lead, last);
    return {
      lead,
      channel: script.channel,
      isActive: script.isActive,
      aiPaused: script.aiPaused,
      createdAt: first,
      lastActivity: last,
      messageRows,
    };
  });

  const appointmentRows = APPOINTMENT_ROWS.map(([key, type, status, when = '', notes]) => {
    const lead = leadFor(key);
    const timezone = dealershipOf.get(lead.key)?.timezone ?? 'America/New_York';
    const today = /^today\+(\d+)h$/.exec(when);
    const day = /^(-?\d+) (\d\d):(\d\d)$/.exec(when);
    let scheduledAt: Date;
    if (today) {
      // Later today, before local midnight whatever the hour now.
      const endOfToday = Math.min(
        localTime(now, timezone, 1).getTime(),
        localTime(now, groupTimeZone, 1).getTime(),
      );
      const remaining = endOfToday - nowMs;
      const hours = Number(today[1]);
      scheduledAt = new Date(nowMs + Math.min(hours * HOUR, (remaining * hours) / 4));
    } else if (day) {
      scheduledAt = localTime(now, timezone, Number(day[1]), Number(day[2]), Number(day[3]));
    } else throw new Error(`demo data: bad appointment time '${when}'`);
    const past = scheduledAt.getTime() < nowMs;
    const bookedUntil = Math.min(scheduledAt.getTime(), nowMs) - lead.createdAt.getTime();
    const createdAt = new Date(lead.createdAt.getTime() + Math.round(bookedUntil * (past ? 0.4 : 0.6)));
    const updatedAt = past ? new Date(Math.min(scheduledAt.getTime() + 2 * HOUR, nowMs)) : createdAt;
    touch(lead, updatedAt);
    return {
      lead,
      type: oneOf(APPOINTMENT_TYPES, type, 'appointment type'),
      status: oneOf(APPOINTMENT_STATUSES, status, 'appointment status'),
      scheduledAt,
      notes: notes || null,
      createdAt,
      updatedAt,
    };
  });

  // Scored as the product scores a lead (lead-score.ts): its details, its replies and a booked visit.
  for (const lead of leadRows) {
    const customerReplies = conversationRows
      .filter((c) => c.lead === lead)
      .reduce((n, c) => n + c.messageRows.filter((m) => m.sender === 'customer').length, 0);
    const appointmentBooked = appointmentRows.some((a) => a.lead === lead && a.status !== 'cancelled');
    const { score, reasons } = computeLeadScore({ ...lead, customerReplies, appointmentBooked });
    lead.score = score;
    lead.scoreReasons = reasons;
  }

  const followUpRows = leadRows.flatMap((lead) => {
    if (lead.status !== 'new') return [];
    const brand = dealershipOf.get(lead.key)?.brand ?? '';
    const schedule = defaultAiSettings(brand).followUpSchedule;
    const step = schedule.findIndex((s) => lead.createdAt.getTime() + s.delay * HOUR > nowMs);
    const next = schedule[step];
    if (!next) return [];
    const dueAt = new Date(lead.createdAt.getTime() + next.delay * HOUR);
    return [{ lead, step, channel: next.channel, message: next.message, dueAt, createdAt: lead.createdAt }];
  });

  return { leadRows, conversationRows, appointmentRows, followUpRows };
}

/**
 * Fills an empty database with the demo group: dealerships 1-3, their AI settings, leads, conversations,
 * appointments, follow-ups and stock, with times relative to `now`. Does nothing (returns false) when any dealership exists.
 * `groupTimeZone` (default America/New_York) is where the dashboard's 'today' is counted.
 */
export async function seedDemoData(
  db: Db,
  options: { prefix: string; now?: Date; groupTimeZone?: string },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const data = buildDemoData(options.prefix, now, options.groupTimeZone ?? 'America/New_York');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const existing = await tx.select({ id: dealerships.id }).from(dealerships).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(dealerships).values(
      DEMO_DEALERSHIPS.map((d) => ({
        id: d.id,
        name: options.prefix + d.suffix,
        brand: d.brand,
        phone: d.phone,
        email: `sales@${d.brand}.${DEMO_EMAIL_DOMAIN}`,
        address: d.address,
        timezone: d.timezone,
        inboundEmail: `${d.brand}@inbound.${DEMO_EMAIL_DOMAIN}`,
        createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
      })),
    );
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('dealerships', 'id'), 3)`);
    await tx
      .insert(aiSettings)
      .values(DEMO_DEALERSHIPS.map((d) => ({ dealershipId: d.id, ...defaultAiSettings(d.brand) })));

    const insertedLeads = await tx
      .insert(leads)
      .values(data.leadRows.map(({ key: _key, ...lead }) => lead))
      .returning({ id: leads.id, email: leads.email });
    const leadId = new Map(insertedLeads.map((row) => [row.email, row.id]));
    const idOf = (lead: { email: string }) => {
      const id = leadId.get(lead.email);
      if (id === undefined) throw new Error(`demo data: lead ${lead.email} was not inserted`);
      return id;
    };

    const insertedConversations = await tx
      .insert(conversations)
      .values(
        data.conversationRows.map(({ lead, messageRows: _messages, ...c }) => ({
          ...c,
          leadId: idOf(lead),
          dealershipId: lead.dealershipId,
        })),
      )
      .returning({ id: conversations.id, leadId: conversations.leadId, channel: conversations.channel });
    const conversationId = new Map(insertedConversations.map((c) => [`${c.leadId}:${c.channel}`, c.id]));
    const insertedMessages = await tx
      .insert(messages)
      .values(
        data.conversationRows.flatMap((c) => {
          const id = conversationId.get(`${idOf(c.lead)}:${c.channel}`);
          if (id === undefined) throw new Error('demo data: conversation was not inserted');
          return c.messageRows.map((m) => ({ ...m, conversationId: id }));
        }),
      )
      .returning();
    // What conversations and leads remember of their messages, as when the app writes them.
    const leadOf = new Map(insertedConversations.map((c) => [c.id, c.leadId]));
    await noteNewMessages(tx, insertedMessages);
    await noteResponses(
      tx,
      insertedMessages.map((m) => ({ ...m, leadId: leadOf.get(m.conversationId) ?? 0 })),
    );

    await tx.insert(appointments).values(
      data.appointmentRows.map(({ lead, ...a }) => ({
        ...a,
        leadId: idOf(lead),
        dealershipId: lead.dealershipId,
      })),
    );
    await tx.insert(followUps).values(
      data.followUpRows.map(({ lead, ...f }) => ({
        ...f,
        leadId: idOf(lead),
        dealershipId: lead.dealershipId,
      })),
    );
    await seedDemoInventory(tx as unknown as Db, now);
    return true;
  });
}
