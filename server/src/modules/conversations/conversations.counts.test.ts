import type { Conversation, ConversationStats } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';

// Totals and figures are cached until a write announces itself: every check here runs right after the write's
// response, with no wait, so a count that outlived its write fails the test.
const app = await createTestApp({ workers: false });
// What this instance publishes, as it publishes (PostgreSQL's LISTEN delivers later).
const received: RealtimeEvent[] = [];
afterAll(app.events.onPublish((e) => received.push(e)));

let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie: admin }, payload });

const list = async (query: string) => {
  const res = await inject('GET', `/api/conversations?${query}`);
  expect(res.statusCode, query).toBe(200);
  return { items: res.json() as Conversation[], total: Number(res.headers['x-total-count']) };
};
const total = async (query: string) => (await list(`${query}&limit=1`)).total;
const stats = async (query = '') => {
  const res = await inject('GET', `/api/conversations/stats?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json() as ConversationStats;
};

const isPending = (c: Conversation) => c.isActive && c.messages.at(-1)?.sender === 'customer';
const RULES = {
  active: (c: Conversation) => c.isActive,
  completed: (c: Conversation) => !c.isActive,
  pending: isPending,
} as const;

describe('GET /api/conversations?status=', () => {
  it('filters in the query, so totals and pages cover every conversation, not the page loaded', async () => {
    const all = await list('limit=500');
    for (const [status, rule] of Object.entries(RULES)) {
      const expected = all.items.filter(rule);
      expect(expected.length, status).toBeGreaterThan(0);
      const filtered = await list(`status=${status}&limit=500`);
      expect(
        filtered.items.map((c) => c.id),
        status,
      ).toEqual(expected.map((c) => c.id));
      expect(filtered.total, status).toBe(expected.length);
      const second = await list(`status=${status}&limit=1&offset=1`);
      expect(
        second.items.map((c) => c.id),
        status,
      ).toEqual(expected.slice(1, 2).map((c) => c.id));
      expect(second.total, status).toBe(expected.length);
      expect((await stats(`status=${status}`)).total, status).toBe(expected.length);
    }
    expect((await list('status=all&limit=500')).total).toBe(all.total);
  });

  it('combines with channel and dealership', async () => {
    const sms = await list('type=sms&dealershipId=1&limit=500');
    const active = await list('type=sms&dealershipId=1&status=active&limit=500');
    expect(active.items.map((c) => c.id)).toEqual(sms.items.filter((c) => c.isActive).map((c) => c.id));
  });

  it('names a bad status', async () => {
    for (const url of ['/api/conversations?status=open', '/api/conversations/stats?status=open']) {
      const res = await inject('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('status');
    }
  });
});

describe('cached totals and figures after each write', () => {
  const tag = `Zq${Date.now().toString(36)}`;
  let leadId: number;
  let conversationId: number;
  let before: { all: number; active: number; pending: number; completed: number; stats: ConversationStats };

  beforeAll(async () => {
    const res = await inject('POST', '/api/leads', {
      name: `Counted ${tag}`,
      email: `${tag.toLowerCase()}@example.com`,
      phone: '+15125550199',
      vehicleInterest: 'Tucson',
      dealershipId: 2,
    });
    expect(res.statusCode).toBe(201);
    leadId = res.json().id;
    // Fill the caches.
    before = {
      all: await total(''),
      active: await total('status=active'),
      pending: await total('status=pending'),
      completed: await total('status=completed'),
      stats: await stats(),
    };
    expect(await total(`search=${tag}`)).toBe(0);
  });

  it('a new conversation (staff write) counts at once', async () => {
    received.length = 0;
    const res = await inject('POST', `/api/conversations/${leadId}/messages`, {
      message: 'Hello from the team',
      channel: 'email',
    });
    expect(res.statusCode).toBe(201);
    expect(received.map((e) => e.type)).toContain('CONVERSATION_UPDATED');
    expect(await total('')).toBe(before.all + 1);
    expect(await total('status=active')).toBe(before.active + 1);
    expect(await total(`search=${tag}`)).toBe(1);
    const after = await stats();
    expect(after).toMatchObject({
      total: before.stats.total + 1,
      active: before.stats.active + 1,
      agentTransfers: before.stats.agentTransfers + 1,
    });
    conversationId = (await list(`leadId=${leadId}`)).items[0]?.id as number;
  });

  it("a customer's reply makes it pending, an assistant reply answers it", async () => {
    const lead = await app.app.services.leads.getLead(ALL_DEALERSHIPS, leadId);
    await app.app.services.conversations.receive({ lead, channel: 'email', content: 'Is it available?' });
    expect(await total('status=pending')).toBe(before.pending + 1);
    expect((await stats()).pending).toBe(before.stats.pending + 1);

    await app.app.services.conversations.sendToLead(ALL_DEALERSHIPS, leadId, {
      channel: 'email',
      content: 'Yes, it is on the lot.',
      sender: 'ai',
    });
    expect(await total('status=pending')).toBe(before.pending);
    const after = await stats();
    expect(after.pending).toBe(before.stats.pending);
    expect(after.aiResponses).toBe(before.stats.aiResponses + 1);
  });

  it('Mark Completed and Reopen (isActive) move it between the statuses at once', async () => {
    expect(
      (await inject('PATCH', `/api/conversations/${conversationId}`, { isActive: false })).statusCode,
    ).toBe(200);
    expect(await total('status=active')).toBe(before.active);
    expect(await total('status=completed')).toBe(before.completed + 1);
    expect((await stats()).active).toBe(before.stats.active);

    await inject('PATCH', `/api/conversations/${conversationId}`, { isActive: true });
    expect(await total('status=active')).toBe(before.active + 1);
    expect(await total('status=completed')).toBe(before.completed);
  });

  it('Transfer to Agent and Resume AI (aiPaused) announce CONVERSATION_UPDATED', async () => {
    for (const aiPaused of [true, false]) {
      received.length = 0;
      await inject('PATCH', `/api/conversations/${conversationId}`, { aiPaused });
      expect(received).toContainEqual(
        expect.objectContaining({
          type: 'CONVERSATION_UPDATED',
          data: expect.objectContaining({ conversationId }),
        }),
      );
    }
  });

  it("a lead's new name is found at once; its deletion takes its conversations out of every count", async () => {
    const renamed = `Renamed ${tag}x`;
    expect(await total(`search=${encodeURIComponent(renamed)}`)).toBe(0);
    expect((await inject('PATCH', `/api/leads/${leadId}`, { name: renamed })).statusCode).toBe(200);
    expect(await total(`search=${encodeURIComponent(renamed)}`)).toBe(1);
    expect((await stats(`search=${encodeURIComponent(renamed)}`)).total).toBe(1);

    expect((await inject('DELETE', `/api/leads/${leadId}`)).statusCode).toBeLessThan(300);
    expect(await total('')).toBe(before.all);
    expect(await total('status=active')).toBe(before.active);
    expect(await total(`search=${encodeURIComponent(renamed)}`)).toBe(0);
    expect(await stats()).toEqual(before.stats);
  });
});

describe('a duplicate inbound message', () => {
  it('changes nothing: no conversation, no activity, no event', async () => {
    const res = await inject('POST', '/api/leads', {
      name: 'Duplicate Webhook',
      email: 'duplicate.webhook@example.com',
      phone: '+15125550142',
      vehicleInterest: 'Malibu',
      dealershipId: 1,
    });
    const lead = await app.app.services.leads.getLead(ALL_DEALERSHIPS, res.json().id);
    const incoming = { lead, channel: 'sms' as const, content: 'Hi', providerMessageId: `SM${Date.now()}` };
    expect(await app.app.services.conversations.receive(incoming)).toBeDefined();
    const [first] = (await list(`leadId=${lead.id}`)).items;
    received.length = 0;
    expect(await app.app.services.conversations.receive(incoming)).toBeUndefined();
    const [again] = (await list(`leadId=${lead.id}`)).items;
    expect(again?.lastActivity).toBe(first?.lastActivity);
    expect(again?.messageCount).toBe(1);
    expect(received).toEqual([]);
  });
});
