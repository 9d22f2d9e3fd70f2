import type { Message } from '@lead-manager/contracts/conversations';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setDealershipZone, zoneWhereItIs } from '../../assistant/flow-test-kit';
import {
  type MessageSender,
  type OutboundMessage,
  PermanentDeliveryError,
} from '../../integrations/messaging/message-sender';
import { queuesSettled } from '../../test/queues-settled';
import { createTestApp, testConfig, testSecretBox } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { deliverMessageJob } from './conversations.jobs';
import { createConversationsService } from './conversations.service';
import { messages } from './conversations.tables';

// No app workers: this file binds the delivery job to a service whose sender it controls.
const app = await createTestApp({ workers: false });
const db = app.database.db;

/** Fails the first `failures[to]` sends to an address, then succeeds; records every attempt. */
const attempts: OutboundMessage[] = [];
const failures = new Map<string, number | 'permanent'>();
const flakySender: MessageSender = {
  async send(message) {
    attempts.push(message);
    const left = failures.get(message.to);
    if (left === 'permanent') throw new PermanentDeliveryError('number is not mobile');
    if (left && left > 0) {
      failures.set(message.to, left - 1);
      throw new Error('provider unavailable');
    }
    return { status: 'sent', providerMessageId: `SM-${message.idempotencyKey}` };
  },
};

let admin: string;
let service: ReturnType<typeof createConversationsService>;
beforeAll(async () => {
  admin = await app.adminCookie();
  // Midday at the store (the 555 numbers have no area-code zone), so texts are not held for the morning.
  await setDealershipZone(db, 1, zoneWhereItIs(12));
  // Retry after about a second instead of the production backoff, so the test stays short.
  await app.jobs.boss.updateQueue(deliverMessageJob.name, {
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 2,
  });
  const logger = pino({ level: 'silent' });
  service = createConversationsService(
    { db, config: testConfig(), events: app.events, jobs: app.jobs, logger, secretBox: testSecretBox() },
    { sender: flakySender },
  );
  await app.jobs.work(deliverMessageJob, (data, attempt) =>
    service.deliverMessage(data.messageId, { finalAttempt: attempt.isFinalAttempt }),
  );
});

const postTo = async (phone: string) => {
  const [lead] = await db.insert(leads).values({ dealershipId: 1, name: 'Rae Retry', phone }).returning();
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/conversations/${lead?.id}/messages`,
    headers: { cookie: admin },
    payload: { message: 'Still interested?', channel: 'sms' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Message;
};

const stored = async (id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0];

describe('message delivery with a failing provider', () => {
  it('keeps the message queued with the error, retries, and sends it exactly once', async () => {
    failures.set('+15550100401', 1);
    const message = await postTo('+15550100401');
    await vi.waitFor(async () => expect((await stored(message.id))?.error).toBe('provider unavailable'), {
      timeout: 5000,
    });
    expect((await stored(message.id))?.status).toBe('queued');
    await vi.waitFor(async () => expect((await stored(message.id))?.status).toBe('sent'), {
      timeout: 10_000,
      interval: 200,
    });
    const row = await stored(message.id);
    expect(row).toMatchObject({ providerMessageId: `SM-message-${message.id}`, error: null });
    const mine = attempts.filter((a) => a.to === '+15550100401');
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((a) => a.idempotencyKey))).toEqual(new Set([`message-${message.id}`]));
    const inConversation = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, row?.conversationId ?? 0));
    expect(inConversation).toHaveLength(1);
  });

  it('hands a message sent in its writer’s turn (the first contact) to a delivery job when the provider fails', async () => {
    failures.set('+15550100404', 1);
    const [lead] = await db
      .insert(leads)
      .values({ dealershipId: 1, name: 'Ina Inline', phone: '+15550100404' })
      .returning();
    const [store] = await db.select().from(dealerships).where(eq(dealerships.id, 1));
    if (!lead || !store) throw new Error('no lead or store');
    const outgoing = { channel: 'sms', content: 'Hi Ina, thanks for asking!', sender: 'ai' } as const;
    const message = await service.sendToLeadRow(lead, store, outgoing, { deliverNow: true });
    // Tried once in the writer's turn; the error is on the message, which waits for its job's retry.
    expect(await stored(message.id)).toMatchObject({ status: 'queued', error: 'provider unavailable' });
    await vi.waitFor(async () => expect((await stored(message.id))?.status).toBe('sent'), {
      timeout: 10_000,
      interval: 200,
    });
    expect(attempts.filter((a) => a.to === '+15550100404')).toHaveLength(2);
  });

  it('marks a permanently refused message failed without retrying', async () => {
    failures.set('+15550100402', 'permanent');
    const message = await postTo('+15550100402');
    await vi.waitFor(async () => expect((await stored(message.id))?.status).toBe('failed'), {
      timeout: 5000,
    });
    expect((await stored(message.id))?.error).toBe('number is not mobile');
    // Its delivery job settled for good: no retry is left that could try again.
    await queuesSettled(db, [deliverMessageJob.name]);
    expect(attempts.filter((a) => a.to === '+15550100402')).toHaveLength(1);
  });

  it('marks a message failed, with the error, when the provider still fails on the last retry', async () => {
    failures.set('+15550100403', 99);
    const message = await postTo('+15550100403');
    await vi.waitFor(async () => expect((await stored(message.id))?.status).toBe('failed'), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await stored(message.id))?.error).toBe('provider unavailable (gave up after retrying)');
    // The first attempt and the queue's two retries.
    expect(attempts.filter((a) => a.to === '+15550100403')).toHaveLength(3);
  });
});
