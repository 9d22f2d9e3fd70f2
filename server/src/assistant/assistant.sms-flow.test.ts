import { and, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { conversations, followUps, handovers } from '../modules/conversations/conversations.tables';
import { dealerships } from '../modules/dealerships/dealerships.tables';
import { assistantReplyJob } from '../modules/inbound-messages/inbound-messages.jobs';
import { leads } from '../modules/leads/leads.tables';
import { optOuts } from '../modules/opt-outs/opt-outs.tables';
import { queuesSettled } from '../test/queues-settled';
import {
  appointmentsOfLead,
  createLead,
  createTwilioTestApp,
  eventually,
  messagesOfLead,
  PUBLIC_URL,
  pendingJobsOf,
  postInboundSms,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';
import { dateToWallTime } from './local-time';

const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const FORD = 3; // its clock is set to midday, so texts go out now
const HYUNDAI = 2; // its clock is set to 2 AM: quiet hours
const FORD_NUMBER = '+15550100777';
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, FORD, zoneWhereItIs(12));
  await setDealershipZone(db, HYUNDAI, zoneWhereItIs(2));
  await db.update(dealerships).set({ smsSender: FORD_NUMBER }).where(eq(dealerships.id, FORD));
});

const textsTo = (phone: string) => twilioDouble.messages.filter((m) => m.to === phone);
let sidCounter = 0;
const nextSid = () => {
  sidCounter += 1;
  return `SMinbound${sidCounter}`;
};
const inbound = (from: string, body: string, to = FORD_NUMBER) =>
  postInboundSms(app, twilioDouble.authToken, {
    MessageSid: nextSid(),
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: to,
    Body: body,
    NumMedia: '0',
  });

describe('speed to lead over Twilio', () => {
  it('texts a new lead the dealership template within seconds and schedules its follow-ups', async () => {
    const lead = await createLead(app, admin, {
      name: 'Pat Quick',
      phone: '+15550100301',
      dealershipId: FORD,
      vehicleInterest: 'Ford Bronco',
    });
    await eventually(() => expect(textsTo('+15550100301')).toHaveLength(1));
    const [text] = textsTo('+15550100301');
    expect(text?.body).toMatch(/^Hi Pat, thanks for your interest in the Ford Bronco!/);
    expect(text?.body).toContain('Reply STOP to opt out.');
    expect(text?.body.length).toBeLessThanOrEqual(160);
    expect(text?.statusCallback).toBe(`${PUBLIC_URL}/api/webhooks/twilio/status`);
    await eventually(async () => {
      const [row] = await messagesOfLead(db, lead.id);
      expect(row?.message).toMatchObject({ sender: 'ai', status: 'sent', providerMessageId: text?.sid });
    });
    // Scheduled right after the greeting is committed, which on PostgreSQL may already be sent by then.
    await eventually(async () => {
      const steps = await db.select().from(followUps).where(eq(followUps.leadId, lead.id));
      expect(steps.map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
    });
  });

  it('texts a lead from the public capture form too', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        name: 'Web Visitor',
        email: 'visitor@example.com',
        phone: '+15550100311',
        vehicleInterest: 'Ford Maverick',
        source: 'website',
        dealershipBrand: 'ford',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    await eventually(() => expect(textsTo('+15550100311')).toHaveLength(1));
    expect(textsTo('+15550100311')[0]?.body).toContain('Ford Maverick');
  });

  it('holds a text in the lead’s quiet hours and queues it for 8:00 their time', async () => {
    const lead = await createLead(app, admin, {
      name: 'Night Owl',
      phone: '+15550100302',
      dealershipId: HYUNDAI,
    });
    await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(1));
    const [row] = await messagesOfLead(db, lead.id);
    expect(row?.message.status).toBe('queued');
    const job = (await pendingJobsOf(db, 'message.deliver')).find(
      (j) => j.data.messageId === row?.message.id,
    );
    const startAfter = new Date(job?.start_after ?? 0);
    expect(dateToWallTime(startAfter, zoneWhereItIs(2)).hour).toBe(8);
    expect(textsTo('+15550100302')).toHaveLength(0);
  });
});

describe('inbound SMS', () => {
  it('books "can I come in tomorrow at 3pm?" at 15:00 dealership time and stops the follow-ups', async () => {
    const lead = await createLead(app, admin, {
      name: 'Casey Booker',
      phone: '+15125550377',
      dealershipId: 1,
    });
    await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(1));
    const res = await inbound('+15125550377', 'can I come in tomorrow at 3pm?', '+15125550111');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/xml/);
    expect(res.body).toContain('<Response/>');
    await eventually(async () => expect(await appointmentsOfLead(db, lead.id)).toHaveLength(1));
    const [appointment] = await appointmentsOfLead(db, lead.id);
    const local = dateToWallTime(appointment?.scheduledAt ?? new Date(0), 'America/Chicago');
    const tomorrow = dateToWallTime(new Date(Date.now() + 86_400_000), 'America/Chicago');
    expect(local).toMatchObject({ day: tomorrow.day, hour: 15, minute: 0 });
    expect(appointment?.type).toBe('test_drive');
    expect(appointment?.bookedBy).toBe('assistant');
    await eventually(async () => {
      const rows = await messagesOfLead(db, lead.id);
      expect(rows.at(-1)?.message.content).toMatch(/booked for a test drive on .* at 3:00 PM/);
    });
    const steps = await db.select().from(followUps).where(eq(followUps.leadId, lead.id));
    expect(steps.every((s) => s.status === 'cancelled')).toBe(true);

    // Booking again moves the appointment instead of adding a second one.
    const before = (await messagesOfLead(db, lead.id)).length;
    await inbound('+15125550377', 'can we make it tomorrow at 4pm instead?', '+15125550111');
    await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(before + 2));
    const after = await appointmentsOfLead(db, lead.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(appointment?.id);
    expect(dateToWallTime(after[0]?.scheduledAt ?? new Date(0), 'America/Chicago')).toMatchObject({
      day: tomorrow.day,
      hour: 16,
    });
    expect((await messagesOfLead(db, lead.id)).at(-1)?.message.content).toMatch(/at 4:00 PM/);
  });

  it('answers an unknown sender as a new lead of the dealership that owns the number, without the greeting', async () => {
    const res = await inbound('+15550100303', 'Hi, do you have any Broncos in stock?');
    expect(res.statusCode).toBe(200);
    // Processed by a job after Twilio has its answer (house rule 7).
    await eventually(() => expect(textsTo('+15550100303')).toHaveLength(1));
    const [lead] = await db.select().from(leads).where(eq(leads.phone, '+15550100303'));
    expect(lead).toMatchObject({ dealershipId: FORD, source: 'sms' });
    expect(textsTo('+15550100303')[0]?.body).not.toContain('thanks for your interest');
    const steps = await db
      .select()
      .from(followUps)
      .where(eq(followUps.leadId, lead?.id ?? 0));
    expect(steps.filter((s) => s.status === 'pending')).toEqual([]);
  });

  it('stores a redelivered MessageSid once', async () => {
    const params = { MessageSid: 'SMduplicate1', From: '+15550100304', To: FORD_NUMBER, Body: 'Hello?' };
    await postInboundSms(app, twilioDouble.authToken, params);
    await postInboundSms(app, twilioDouble.authToken, params);
    // The assistant answers the one stored message once.
    await eventually(() => expect(textsTo('+15550100304')).toHaveLength(1));
    const [lead] = await db.select().from(leads).where(eq(leads.phone, '+15550100304'));
    const rows = await messagesOfLead(db, lead?.id ?? 0);
    expect(rows.filter((r) => r.message.sender === 'customer')).toHaveLength(1);
  });

  it('refuses an unsigned (401) or wrongly signed (403) request and answers bad input with 400', async () => {
    const payload = new URLSearchParams({ MessageSid: 'SMx', From: '+15550100305', Body: 'hi' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const unsigned = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers,
      payload,
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { ...headers, 'x-twilio-signature': 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    const noFrom = await postInboundSms(app, twilioDouble.authToken, { MessageSid: 'SMy', Body: 'hi' });
    expect(noFrom.statusCode).toBe(400);
    expect(noFrom.json().errors[0].path).toBe('From');
  });

  it('STOP opts out with one confirmation and silences the lead; START resubscribes', async () => {
    const phone = '+15550100306';
    const lead = await createLead(app, admin, { name: 'Sam Stop', phone, dealershipId: FORD });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    await inbound(phone, 'STOP');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]?.body).toMatch(/unsubscribed.*Reply START/);
    const [optOut] = await db
      .select()
      .from(optOuts)
      .where(and(eq(optOuts.address, phone), eq(optOuts.channel, 'sms')));
    // Kept for the number it was sent to (Ford's own), as the carrier keeps it.
    expect(optOut).toMatchObject({ sender: FORD_NUMBER, method: 'keyword', dealershipId: FORD });
    await inbound(phone, 'stop');
    await inbound(phone, 'hello?');
    const staff = await app.app.inject({
      method: 'POST',
      url: `/api/conversations/${lead.id}/messages`,
      headers: { cookie: admin },
      payload: { message: 'Are you still there?', channel: 'sms' },
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toMatch(/opted out of texts.*START/);
    expect((await messagesOfLead(db, lead.id)).map((r) => r.message.content)).not.toContain(
      'Are you still there?',
    );
    expect(textsTo(phone)).toHaveLength(2);
    const steps = await db.select().from(followUps).where(eq(followUps.leadId, lead.id));
    expect(steps.every((s) => s.status === 'cancelled')).toBe(true);
    await inbound(phone, 'START');
    await eventually(() => expect(textsTo(phone)).toHaveLength(3));
    expect(textsTo(phone)[2]?.body).toMatch(/resubscribed/);
  });

  it('treats a free-text opt-out the same way, and HELP gets the dealership, rates and how to stop', async () => {
    await inbound('+15550100307', 'please stop texting me');
    await eventually(() => expect(textsTo('+15550100307')).toHaveLength(1));
    expect(textsTo('+15550100307')[0]?.body).toMatch(/unsubscribed/);
    await inbound('+15550100308', 'HELP');
    await eventually(() => expect(textsTo('+15550100308')).toHaveLength(1));
    const help = textsTo('+15550100308')[0]?.body ?? '';
    expect(help).toContain('Ford');
    expect(help).toContain('Msg & data rates may apply');
    expect(help).toContain('STOP');
  });

  it('hands the conversation to staff on escalation and stays quiet after', async () => {
    const phone = '+15550100309';
    await inbound(phone, 'This is ridiculous, I want to talk to a manager');
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]?.body).toMatch(/member of our team/);
    const [lead] = await db.select().from(leads).where(eq(leads.phone, phone));
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.leadId, lead?.id ?? 0));
    expect(conversation?.aiPaused).toBe(true);
    const recorded = await db
      .select()
      .from(handovers)
      .where(eq(handovers.conversationId, conversation?.id ?? 0));
    expect(recorded.map((h) => h.reason)).toEqual(['complaint']);
    await inbound(phone, 'hello??');
    // Stored, and every job it could start has run: a person has it, so the assistant said nothing more.
    await eventually(async () =>
      expect((await messagesOfLead(db, lead?.id ?? 0)).map((r) => r.message.content)).toContain('hello??'),
    );
    await queuesSettled(db, [assistantReplyJob.name, deliverMessageJob.name]);
    expect(textsTo(phone)).toHaveLength(1);
  });
});

describe('Twilio status callbacks', () => {
  const postStatus = (params: Record<string, string>) => {
    const url = '/api/webhooks/twilio/status';
    return app.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(
          twilioDouble.authToken,
          `${PUBLIC_URL}${url}`,
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
  };

  it('records delivered, and 21610 opts the number out', async () => {
    const phone = '+15550100310';
    const lead = await createLead(app, admin, { name: 'Dee Livered', phone, dealershipId: FORD });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    const sid = textsTo(phone)[0]?.sid ?? '';
    await eventually(async () => expect((await messagesOfLead(db, lead.id))[0]?.message.status).toBe('sent'));
    expect((await postStatus({ MessageSid: sid, MessageStatus: 'delivered' })).statusCode).toBe(200);
    expect((await messagesOfLead(db, lead.id))[0]?.message.status).toBe('delivered');
    // Late, out-of-order 'sent' does not move it back.
    await postStatus({ MessageSid: sid, MessageStatus: 'sent' });
    expect((await messagesOfLead(db, lead.id))[0]?.message.status).toBe('delivered');
    await postStatus({ MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '21610' });
    const rows = await db.select().from(optOuts).where(eq(optOuts.address, phone));
    expect(rows).toHaveLength(1);
    expect((await postStatus({ MessageStatus: 'sent' })).statusCode).toBe(400);
  });
});
