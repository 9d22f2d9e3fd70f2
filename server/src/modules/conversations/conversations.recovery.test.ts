import type { Message } from '@lead-manager/contracts/conversations';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTwilioDouble } from '../../integrations/sms/twilio-double';
import { createTwilioSender } from '../../integrations/sms/twilio-sender';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { ALL_JOBS } from '../../jobs/workers';
import { createTestApp, testConfig, testSecretBox } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { deliverMessageJob } from './conversations.jobs';
import { createConversationsService } from './conversations.service';
import { messages } from './conversations.tables';

// A restart is simulated by stopping this app's queue and starting a new one on the same database, so no
// workers run in the app itself.
const twilioDouble = await startTwilioDouble();
afterAll(() => twilioDouble.close());
const app = await createTestApp({ workers: false });
const db = app.database.db;
const logger = pino({ level: 'silent' });
const sender = createTwilioSender({
  accountSid: twilioDouble.accountSid,
  authToken: twilioDouble.authToken,
  from: '+15125550111',
  apiUrl: twilioDouble.url,
});
let restarted: JobQueue | undefined;
afterAll(() => restarted?.stop());

let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  // Retry settings are stored on each job when it is created: short ones, so the outage test stays quick.
  await app.jobs.boss.updateQueue(deliverMessageJob.name, {
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 2,
  });
  // Midday on the dealership's clock, and numbers whose area code is not in the table: never quiet hours.
  const offset = 12 - new Date().getUTCHours();
  const zone =
    offset === 0
      ? 'Etc/GMT'
      : offset > 0
        ? `Etc/GMT-${Math.min(offset, 14)}`
        : `Etc/GMT+${Math.min(-offset, 12)}`;
  await db.update(dealerships).set({ timezone: zone }).where(eq(dealerships.id, 3));
});

async function queueTo(phone: string, text: string) {
  const [lead] = await db.insert(leads).values({ dealershipId: 3, name: 'Rita Restart', phone }).returning();
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/conversations/${lead?.id}/messages`,
    headers: { cookie: admin },
    payload: { message: text, channel: 'sms' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Message;
}

const stored = async (id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0];

describe('delivery across a restart and a provider outage', () => {
  it('loses nothing, sends each message once, and retries through 5xx errors', async () => {
    const queued = await Promise.all(
      ['+15550100401', '+15550100402', '+15550100403', '+15550100404'].map((p, i) =>
        queueTo(p, `Message ${i}`),
      ),
    );
    expect(twilioDouble.messages).toHaveLength(0);
    await app.jobs.stop(); // the "crash": jobs stay in the database

    twilioDouble.failNext(6, 500);
    restarted = await createJobQueue(app.database, logger, testConfig());
    await restarted.register(ALL_JOBS);
    const service = createConversationsService(
      { db, config: testConfig(), events: app.events, jobs: restarted, logger, secretBox: testSecretBox() },
      { sender },
    );
    await restarted.work(deliverMessageJob, (data) => service.deliverMessage(data.messageId, data));

    await vi.waitFor(
      async () => {
        for (const m of queued) expect((await stored(m.id))?.status).toBe('sent');
      },
      { timeout: 20_000, interval: 200 },
    );
    const bodies = twilioDouble.messages.map((m) => m.body).sort();
    expect(bodies).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3']);
    for (const m of queued) {
      const row = await stored(m.id);
      expect(twilioDouble.messages.find((t) => t.sid === row?.providerMessageId)?.body).toBe(m.content);
    }

    // A job that runs again after the provider accepted (a crash before it was marked done) sends nothing.
    const first = queued[0];
    if (first) await service.deliverMessage(first.id);
    expect(twilioDouble.messages).toHaveLength(4);
  });
});
