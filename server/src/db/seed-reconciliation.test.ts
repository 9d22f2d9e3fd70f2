import type { DashboardStats } from '@lead-manager/contracts/dashboard';
import type { Lead } from '@lead-manager/contracts/leads';
import type { Report } from '@lead-manager/contracts/reports';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { rebuildLeadDayStats } from '../modules/reports/reports.service';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  aiSettings,
  appointments,
  conversations,
  dealerships,
  followUps,
  handovers,
  leadDayStats,
  leadEvents,
  leadImports,
  leads,
  messages,
} from './schema';

// The demo data every test starts from (the template's seed) holds together as a store's own history would: each
// lead's status agrees with its messages, appointments and timeline, and the screens' figures with a recount.
describe('the demo data reconciles', () => {
  let app: TestApp;
  let cookie: string;
  let rows: Awaited<ReturnType<typeof readRows>>;

  async function readRows() {
    const db = app.database.db;
    return {
      leads: await db.select().from(leads).orderBy(leads.id),
      conversations: await db.select().from(conversations),
      messages: await db.select().from(messages).orderBy(messages.createdAt, messages.id),
      appointments: await db.select().from(appointments),
      events: await db.select().from(leadEvents),
      followUps: await db.select().from(followUps),
      handovers: await db.select().from(handovers),
      settings: await db.select().from(aiSettings),
      imports: await db.select().from(leadImports),
      stores: await db.select().from(dealerships),
    };
  }

  const messagesOf = (leadId: number) => {
    const own = new Set(rows.conversations.filter((c) => c.leadId === leadId).map((c) => c.id));
    return rows.messages.filter((m) => own.has(m.conversationId));
  };
  const appointmentsOf = (leadId: number) => rows.appointments.filter((a) => a.leadId === leadId);
  /** The newest message's time, or null for a lead nobody has written with. */
  const newestOf = (leadId: number) => {
    const times = messagesOf(leadId).map((m) => m.createdAt.getTime());
    return times.length ? Math.max(...times) : null;
  };
  /** Leads a CSV import made (its rows are written at the moment the import finished): nobody greets those. */
  const imported = (lead: { createdAt: Date }) =>
    rows.imports.some((i) => i.finishedAt?.getTime() === lead.createdAt.getTime());
  const get = async <T>(url: string) => {
    const res = await app.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    app = await createTestApp({ workers: false });
    cookie = await app.adminCookie();
    rows = await readRows();
  });

  it("agrees each lead's status with its history", () => {
    expect(rows.leads.length).toBeGreaterThan(36);
    for (const lead of rows.leads) {
      const own = messagesOf(lead.id);
      const booked = appointmentsOf(lead.id);
      const what = `${lead.name} (${lead.status})`;
      switch (lead.status) {
        case 'new':
          expect(
            own.some((m) => m.sender === 'agent'),
            what,
          ).toBe(false);
          expect(booked, what).toEqual([]);
          break;
        case 'contacted':
        case 'qualified':
          expect(
            own.some((m) => m.direction === 'outbound'),
            what,
          ).toBe(true);
          break;
        case 'appointment_scheduled':
          expect(
            booked.some((a) => ['scheduled', 'confirmed'].includes(a.status)),
            what,
          ).toBe(true);
          break;
        case 'closed': {
          expect(['sold', 'lost'], what).toContain(lead.outcome);
          if (lead.outcome === 'lost') expect(lead.lostReason, what).toBeTruthy();
          const closing = rows.events.find(
            (e) =>
              e.leadId === lead.id &&
              e.kind === 'status_changed' &&
              (e.detail as { to?: string }).to === 'closed',
          );
          expect(closing, what).toBeDefined();
          break;
        }
      }
    }
  });

  it('greets every lead that came in with the assistant first, and keeps its first response and last contact', () => {
    const fromImports = rows.leads.filter(imported);
    expect(fromImports.length).toBe(rows.imports.reduce((n, i) => n + i.created, 0));
    for (const lead of fromImports) {
      expect(lead.status, lead.name).toBe('new');
      expect(messagesOf(lead.id), lead.name).toEqual([]);
    }
    for (const lead of rows.leads) {
      const settings = rows.settings.find((s) => s.dealershipId === lead.dealershipId);
      const own = messagesOf(lead.id);
      const outbound = own
        .filter((m) => m.direction === 'outbound')
        .sort((a, b) => (a.sentAt?.getTime() ?? 0) - (b.sentAt?.getTime() ?? 0) || a.id - b.id);
      if (!imported(lead) && (settings?.smsEnabled || settings?.emailEnabled))
        expect(outbound[0]?.sender, `${lead.name}'s first message`).toBe('ai');
      expect(lead.firstResponseAt?.toISOString(), lead.name).toBe(outbound[0]?.sentAt?.toISOString());
      const human = outbound.find((m) => m.sender === 'agent');
      expect(lead.firstHumanResponseAt?.toISOString() ?? null, lead.name).toBe(
        human?.sentAt?.toISOString() ?? null,
      );
      expect(lead.lastContactAt?.getTime() ?? null, `${lead.name}'s last contact`).toBe(newestOf(lead.id));
      for (const m of own) expect(m.createdAt.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime());
    }
  });

  it("keeps each conversation's notes, each lead's score and the day statistics as their rows say", async () => {
    for (const c of rows.conversations) {
      const own = rows.messages.filter((m) => m.conversationId === c.id);
      expect(c.lastSender, `conversation ${c.id}`).toBe(own.at(-1)?.sender);
      expect(c.lastActivity.getTime(), `conversation ${c.id}`).toBe(own.at(-1)?.createdAt.getTime());
      expect(c.hasAiMessage).toBe(own.some((m) => m.sender === 'ai'));
      expect(c.hasAgentMessage).toBe(own.some((m) => m.sender === 'agent'));
    }
    // Scored again from its replies and bookings now, each lead keeps the score it has.
    for (const lead of rows.leads) {
      const rescored = await app.app.services.leadSources.rescoreLead(lead.id);
      expect(rescored?.score, lead.name).toBe(lead.score);
    }
    const db = app.database.db;
    // Per store, day, source and status, whatever slot (the rows a write is spread over) holds them.
    const stats = async () => {
      const merged = new Map<string, Record<string, number>>();
      for (const { slot: _slot, dealershipId, day, source, status, ...counters } of await db
        .select()
        .from(leadDayStats)) {
        const key = `${dealershipId} ${day} ${source} ${status}`;
        const sum = merged.get(key) ?? {};
        for (const [name, n] of Object.entries(counters)) sum[name] = (sum[name] ?? 0) + Number(n);
        merged.set(key, sum);
      }
      return Object.fromEntries([...merged].sort(([a], [b]) => a.localeCompare(b)));
    };
    const kept = await stats();
    await rebuildLeadDayStats(db, ALL_DEALERSHIPS);
    expect(await stats()).toEqual(kept);
  });

  it('shows on Leads the last contact of each lead as its newest message', async () => {
    const listed = await get<Lead[]>('/api/leads?limit=500');
    expect(listed.length).toBe(rows.leads.length);
    for (const lead of listed) {
      const newest = newestOf(lead.id);
      expect(lead.lastContactAt, lead.name).toBe(newest === null ? null : new Date(newest).toISOString());
    }
  });

  it('counts on the dashboard what the rows say', async () => {
    const stats = await get<DashboardStats>('/api/dashboard/stats');
    const now = Date.now();
    // Each store's own day: a lead counts as today's from its store's midnight (docs/metrics.md).
    const startOfTodayAt = (dealershipId: number) =>
      DateTime.now()
        .setZone(rows.stores.find((d) => d.id === dealershipId)?.timezone ?? 'America/New_York')
        .startOf('day')
        .toJSDate();
    const sold = rows.leads.filter((l) => l.outcome === 'sold').length;
    const awaiting = rows.conversations.filter((c) => c.isActive && c.lastSender === 'customer').length;
    const pending = rows.followUps.filter((f) => f.status === 'pending').length;
    expect(stats).toMatchObject({
      newLeadsToday: rows.leads.filter((l) => !l.isTest && l.createdAt >= startOfTodayAt(l.dealershipId))
        .length,
      pendingFollowups: awaiting + pending,
      appointmentsScheduled: rows.appointments.filter(
        (a) => ['scheduled', 'confirmed'].includes(a.status) && a.scheduledAt.getTime() >= now,
      ).length,
      conversionRate: Math.round((sold / rows.leads.length) * 1000) / 10,
    });
  });

  it('reports what the rows say', async () => {
    const today = DateTime.now().setZone('America/New_York');
    const from = today.minus({ days: 60 }).toISODate();
    const to = today.plus({ days: 30 }).toISODate();
    const report = await get<Report>(`/api/reports?from=${from}&to=${to}&fresh=1`);
    const answered = rows.leads.filter((l) => l.firstResponseAt);
    const waits = answered
      .map((l) => ((l.firstResponseAt?.getTime() ?? 0) - l.createdAt.getTime()) / 1000)
      .sort((a, b) => a - b);
    const middle = waits.length / 2;
    const median =
      waits.length % 2 ? waits[Math.floor(middle)] : ((waits[middle - 1] ?? 0) + (waits[middle] ?? 0)) / 2;
    const appointmentsWith = (status: string) => rows.appointments.filter((a) => a.status === status).length;
    const takenOver = rows.conversations.filter(
      (c) => c.hasAgentMessage || rows.handovers.some((h) => h.conversationId === c.id),
    );

    const waiting = rows.leads.filter((l) => !l.firstResponseAt && l.status !== 'closed');
    expect(waiting.length).toBeGreaterThan(0);
    expect(report.speedToLead).toMatchObject({
      leads: rows.leads.length,
      answered: answered.length,
      unansweredCount: waiting.length,
    });
    expect(report.speedToLead.notYetAnsweredPct).toBeCloseTo((100 * waiting.length) / rows.leads.length, 0);
    expect(report.speedToLead.unanswered.map((l) => l.id).sort()).toEqual(waiting.map((l) => l.id).sort());
    expect(report.speedToLead.medianSeconds).toBeCloseTo(median ?? 0, 0);
    expect(report.funnel.find((s) => s.stage === 'leads')?.count).toBe(rows.leads.length);
    expect(report.funnel.find((s) => s.stage === 'sold')?.count).toBe(
      rows.leads.filter((l) => l.outcome === 'sold').length,
    );
    expect(report.appointments).toMatchObject({
      set: rows.appointments.length,
      shown: appointmentsWith('completed'),
      noShow: appointmentsWith('no_show'),
      cancelled: appointmentsWith('cancelled'),
    });
    for (const bookedBy of ['assistant', 'staff'] as const)
      expect(report.appointments.byBooker.find((b) => b.bookedBy === bookedBy)?.set ?? 0, bookedBy).toBe(
        rows.appointments.filter((a) => a.bookedBy === bookedBy).length,
      );
    expect(report.assistant.handovers).toBe(takenOver.length);
    expect(report.assistant.followUpsSent).toBe(rows.followUps.filter((f) => f.status === 'sent').length);
  });
});
