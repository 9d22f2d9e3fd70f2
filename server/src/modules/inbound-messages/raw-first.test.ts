import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  postInboundSms,
  setDealershipZone,
  twilioEnv,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';
import { startTwilioDouble } from '../../integrations/sms/twilio-double';
import { createTestApp } from '../../test/test-app';
import { messages } from '../conversations/conversations.tables';
import { webhookEvents } from '../lead-sources/lead-sources.tables';

// The default set-up: one group number; Twilio's API is the double, inbound posts are signed as Twilio signs them.
const GROUP_NUMBER = '+15550109000';
const twilioDouble = await startTwilioDouble();
afterAll(() => twilioDouble.close());
const app = await createTestApp({ env: twilioEnv(twilioDouble, GROUP_NUMBER) });
const db = app.database.db;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  for (const id of [1, 2, 3]) await setDealershipZone(db, id, zoneWhereItIs(12));
});

const textIn = (sid: string, from: string, body: string) =>
  postInboundSms(app, twilioDouble.authToken, {
    MessageSid: sid,
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: GROUP_NUMBER,
    Body: body,
    NumMedia: '0',
  });
const eventOf = async (sid: string) =>
  db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.source, 'twilio-sms'), eq(webhookEvents.externalId, sid)));
const messagesWithSid = (sid: string) =>
  db.select().from(messages).where(eq(messages.providerMessageId, sid));

describe('inbound SMS are stored raw first and processed by a job', () => {
  it('answers Twilio with the raw post already stored, then the job files the message', async () => {
    const sid = 'SMrawfirst1';
    const res = await textIn(sid, '+15550107001', 'Is the Tahoe still available?');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    // Committed before the answer: the raw form, as Twilio posted it.
    const [event] = await eventOf(sid);
    expect(JSON.parse(event?.body ?? '{}')).toMatchObject({ Body: 'Is the Tahoe still available?' });
    await eventually(async () => expect((await eventOf(sid))[0]?.status).toBe('processed'));
    const [message] = await messagesWithSid(sid);
    expect(message).toMatchObject({ direction: 'inbound', content: 'Is the Tahoe still available?' });
    expect((await eventOf(sid))[0]?.leadId).toEqual(expect.any(Number));
  });

  it('stores a retried MessageSid once: one event, one message, one answer', async () => {
    const sid = 'SMrawdup1';
    const phone = '+15550107002';
    const [first, again] = await Promise.all([
      textIn(sid, phone, 'Do you have it in blue?'),
      textIn(sid, phone, 'Do you have it in blue?'),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    await eventually(async () => expect((await eventOf(sid))[0]?.status).toBe('processed'));
    expect(await eventOf(sid)).toHaveLength(1);
    expect(await messagesWithSid(sid)).toHaveLength(1);
    await eventually(() => expect(twilioDouble.messages.filter((m) => m.to === phone)).toHaveLength(1));
    // A late third delivery changes nothing either.
    expect((await textIn(sid, phone, 'Do you have it in blue?')).statusCode).toBe(200);
    expect(await eventOf(sid)).toHaveLength(1);
    expect(await messagesWithSid(sid)).toHaveLength(1);
  });

  it('keeps the raw event failed when processing crashes, and a retry processes it once', async () => {
    const sid = 'SMrawcrash1';
    const phone = '+15550107003';
    // A real failure inside processing: the database refuses to store this customer's messages for a while.
    await db.execute(sql`CREATE FUNCTION refuse_message() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'messages are read-only during maintenance'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_message BEFORE INSERT ON messages FOR EACH ROW
      WHEN (NEW.content = 'Crash test: can I come at 5?') EXECUTE FUNCTION refuse_message()`);
    try {
      expect((await textIn(sid, phone, 'Crash test: can I come at 5?')).statusCode).toBe(200);
      await eventually(async () => {
        const [event] = await eventOf(sid);
        expect(event?.status).toBe('failed');
        expect(event?.error).toMatch(/read-only during maintenance/);
      });
      expect(await messagesWithSid(sid)).toEqual([]);
      // An admin sees it with the lead sources' failed events.
      const listed = await app.app.inject({
        method: 'GET',
        url: '/api/webhooks/events?source=twilio-sms&status=failed',
        headers: { cookie: admin },
      });
      expect(listed.statusCode).toBe(200);
      const failedIds = (listed.json() as { events: { externalId: string }[] }).events.map(
        (e) => e.externalId,
      );
      expect(failedIds).toContain(sid);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_message ON messages`);
      await db.execute(sql`DROP FUNCTION refuse_message()`);
    }
    // The admin replays it rather than wait for the job's next retry; should both run, it is processed once.
    const [failed] = await eventOf(sid);
    const replay = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/events/${failed?.id}/replay`,
      headers: { cookie: admin },
    });
    // 409 only when the job's own retry processed it first.
    expect([200, 409]).toContain(replay.statusCode);
    await eventually(async () => expect((await eventOf(sid))[0]?.status).toBe('processed'), 15_000);
    expect(await messagesWithSid(sid)).toHaveLength(1);
    await eventually(() => expect(twilioDouble.messages.filter((m) => m.to === phone)).toHaveLength(1));
  });
});
