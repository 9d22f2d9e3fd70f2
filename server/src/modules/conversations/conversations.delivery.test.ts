import type { Conversation, Message } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setDealershipZone, zoneWhereItIs } from '../../assistant/flow-test-kit';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { optOuts } from '../opt-outs/opt-outs.tables';
import { messages } from './conversations.tables';

// The real wiring: the app's own workers deliver through the offline logging sender.
const app = await createTestApp({ workers: true });
const db = app.database.db;
const received: RealtimeEvent[] = [];
afterAll(app.events.subscribe((e) => received.push(e)));

let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  // Midday at the store (the 555 numbers have no area-code zone), so texts are not held for the morning.
  await setDealershipZone(db, 2, zoneWhereItIs(12));
});

const insertLead = async (phone: string) => {
  const [row] = await db
    .insert(leads)
    .values({ dealershipId: 2, name: 'Lee Delivery', email: `${phone.slice(1)}@example.com`, phone })
    .returning();
  if (!row) throw new Error('no lead');
  return row;
};

const post = async (leadId: number, channel: 'sms' | 'email') => {
  const res = await app.app.inject({
    method: 'POST',
    url: `/api/conversations/${leadId}/messages`,
    headers: { cookie: admin },
    payload: { message: 'Your Tucson is ready for a test drive', channel },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Message;
};

/** Polls the API the way the screens do until the message reaches `status`. */
const waitForStatus = (leadId: number, messageId: number, status: string) =>
  vi.waitFor(
    async () => {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/conversations?leadId=${leadId}`,
        headers: { cookie: admin },
      });
      const found = (res.json() as Conversation[]).flatMap((c) => c.messages).find((m) => m.id === messageId);
      expect(found?.status).toBe(status);
      return found as Message;
    },
    { timeout: 8000, interval: 100 },
  );

const storedMessage = async (id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0];

/**
 * A delivery's own CONVERSATION_UPDATED (no sender: no new message), apart from the one the new message made. On
 * PostgreSQL it comes back through LISTEN a moment after the status is visible.
 */
const statusEventFor = (leadId: number) =>
  vi.waitFor(() =>
    expect(
      received.some(
        (e) => e.type === 'CONVERSATION_UPDATED' && e.data.leadId === leadId && e.data.sender === undefined,
      ),
    ).toBe(true),
  );

describe('message delivery job', () => {
  it('turns a queued message into logged within seconds and announces the change', async () => {
    const lead = await insertLead('+15550100301');
    received.length = 0;
    const queued = await post(lead.id, 'sms');
    expect(queued.status).toBe('queued');
    await waitForStatus(lead.id, queued.id, 'logged');
    const row = await storedMessage(queued.id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
    // The worker may have delivered before the answer to the POST came back.
    await statusEventFor(lead.id);
  });

  it('is idempotent: running it again for a delivered message changes nothing', async () => {
    const lead = await insertLead('+15550100302');
    received.length = 0;
    const queued = await post(lead.id, 'email');
    await waitForStatus(lead.id, queued.id, 'logged');
    await statusEventFor(lead.id); // the first delivery's announcement is in before the second run
    const before = await storedMessage(queued.id);
    received.length = 0;
    await app.app.services.conversations.deliverMessage(queued.id);
    await app.app.services.conversations.deliverMessage(999_999);
    expect(await storedMessage(queued.id)).toEqual(before);
    expect(received).toEqual([]);
  });

  it('does not send to an address that opted out: the message is marked failed', async () => {
    const lead = await insertLead('+15550100303');
    // An opt-out kept before senders were recorded ('' = any sender) still stops the assistant at delivery.
    await db.insert(optOuts).values({ channel: 'sms', address: '+15550100303', reason: 'STOP' });
    const queued = await app.app.services.conversations.sendToLead(ALL_DEALERSHIPS, lead.id, {
      channel: 'sms',
      content: 'Still interested?',
      sender: 'ai',
    });
    await waitForStatus(lead.id, queued.id, 'failed');
    expect((await storedMessage(queued.id))?.error).toMatch(/opted out/);
  });

  it('sendToLead lets other modules write as the assistant', async () => {
    const lead = await insertLead('+15550100304');
    const message = await app.app.services.conversations.sendToLead(ALL_DEALERSHIPS, lead.id, {
      channel: 'sms',
      content: 'Reminder: see you tomorrow',
      sender: 'ai',
    });
    expect(message).toMatchObject({
      sender: 'ai',
      channel: 'sms',
      status: 'queued',
      content: 'Reminder: see you tomorrow',
    });
    await waitForStatus(lead.id, message.id, 'logged');
  });
});
