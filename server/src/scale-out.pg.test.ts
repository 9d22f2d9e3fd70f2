import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from './db/client';
import { deliverMessageJob } from './modules/conversations/conversations.jobs';
import { conversations, messages } from './modules/conversations/conversations.tables';
import { leadFirstContactJob } from './modules/leads/leads.jobs';
import { startRuntime } from './runtime';
import { queuesSettled } from './test/queues-settled';
import { createTestApp, testConfig } from './test/test-app';
import { connectWs } from './test/ws-client';

// The scaled-out shape: app instances A and B serve HTTP without handling jobs, worker C handles jobs only,
// all on one PostgreSQL database.
const a = await createTestApp({ workers: false });
if (a.database.driver !== 'pg') throw new Error('this test needs PostgreSQL');
const url = a.database.connectionString;
const silent = pino({ level: 'silent' });
const b = await startRuntime(testConfig(), silent, { database: await openPostgres(url, 4), workers: false });
const worker = await startRuntime(testConfig(), silent, {
  database: await openPostgres(url, 4),
  workers: true,
});
const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(async () => {
  await worker.close();
  await b.close();
});

async function aiMessagesOf(leadId: number) {
  return a.database.db
    .select({ id: messages.id, channel: messages.channel })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.leadId, leadId), eq(messages.sender, 'ai')));
}

describe('two app instances and one worker on one PostgreSQL', () => {
  it('a lead posted to one instance reaches a WebSocket client of the other and gets exactly one first message', async () => {
    const hyundaiUser = await a.userCookie('user', [2]);
    const client = await connectWs(urlB, hyundaiUser);
    // B counts Hyundai's leads now (and keeps the total), so the check below sees B notice A's write.
    const totalOnB = async () => {
      const res = await fetch(`${urlB}/api/leads?dealershipId=2&limit=1`, {
        headers: { cookie: hyundaiUser },
      });
      return Number(res.headers.get('x-total-count'));
    };
    const before = await totalOnB();
    try {
      // Email only: the first message goes out at once, whatever the hour (quiet hours are for texts).
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/leads/capture',
        remoteAddress: '10.9.9.9',
        payload: {
          name: 'Scale Out Sam',
          email: 'scale.out.sam@example.com',
          vehicleInterest: '2025 Hyundai Ioniq 5',
          source: 'website',
          dealershipBrand: 'hyundai',
        },
      });
      expect(res.statusCode).toBe(200);
      const leadId = res.json().leadId as number;

      const frame = await client.waitFor((e: RealtimeEvent) => e.type === 'NEW_LEAD' && e.data.id === leadId);
      expect(frame.data).toMatchObject({ name: 'Scale Out Sam', dealershipId: 2 });
      // The event that reached B's client also retired B's cached total.
      expect(await totalOnB()).toBe(before + 1);

      await vi.waitFor(async () => expect(await aiMessagesOf(leadId)).not.toHaveLength(0), {
        timeout: 20_000,
        interval: 100,
      });
      // Every first-contact and delivery job has run: a second handler would have written its copy by now.
      await queuesSettled(a.database.db, [leadFirstContactJob.name, deliverMessageJob.name]);
      const sent = await aiMessagesOf(leadId);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.channel).toBe('email');
    } finally {
      client.close();
    }
  });
});
