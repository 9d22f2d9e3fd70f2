import type { Conversation, Message } from '@lead-manager/contracts/conversations';
import twilio from 'twilio';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  eventually,
  PUBLIC_URL,
  setDealershipZone,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';

// The default set-up: one group number, Twilio's API played by the double, status callbacks signed as Twilio signs.
const { app, twilioDouble } = await createTwilioTestApp();
const FORD = 3; // midday: texts go out at once
const HYUNDAI = 2; // 2 AM: quiet hours
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(app.database.db, FORD, zoneWhereItIs(12));
  await setDealershipZone(app.database.db, HYUNDAI, zoneWhereItIs(2));
});

async function addLead(name: string, phone: string, dealershipId: number) {
  return (await createLead(app, admin, { name, phone, dealershipId })).id;
}

/** The lead's SMS thread as every screen reads it. */
async function smsThread(leadId: number): Promise<Message[]> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/conversations?leadId=${leadId}&type=sms`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  const [conversation] = res.json() as Conversation[];
  return conversation?.messages ?? [];
}

function postStatus(params: Record<string, string>) {
  const url = '/api/webhooks/twilio/status';
  const signature = twilio.getExpectedTwilioSignature(twilioDouble.authToken, `${PUBLIC_URL}${url}`, params);
  return app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('delivery status on the message', () => {
  it('a failed status callback stores Twilio’s reason and the thread shows it', async () => {
    const phone = '+15550100871';
    const leadId = await addLead('Una Reachable', phone, FORD);
    await eventually(async () => expect((await smsThread(leadId))[0]?.status).toBe('sent'));
    const sid = twilioDouble.messages.find((m) => m.to === phone)?.sid ?? '';
    // Twilio posts ErrorCode without ErrorMessage for most delivery failures.
    const res = await postStatus({
      MessageSid: sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      AccountSid: twilioDouble.accountSid,
      From: '+15125550111',
      To: phone,
    });
    expect(res.statusCode).toBe(200);
    const [message] = await smsThread(leadId);
    expect(message).toMatchObject({
      status: 'failed',
      failureReason: 'Unreachable destination handset (Twilio 30003)',
    });
  });

  it('prefers the ErrorMessage Twilio sends; a delivered message carries no reason', async () => {
    const failing = await addLead('Ella Message', '+15550100872', FORD);
    const delivered = await addLead('Del Ivered', '+15550100876', FORD);
    await eventually(async () => {
      expect((await smsThread(failing))[0]?.status).toBe('sent');
      expect((await smsThread(delivered))[0]?.status).toBe('sent');
    });
    const sidOf = (phone: string) => twilioDouble.messages.find((m) => m.to === phone)?.sid ?? '';
    await postStatus({
      MessageSid: sidOf('+15550100872'),
      MessageStatus: 'failed',
      ErrorCode: '30007',
      ErrorMessage: 'Carrier violation',
    });
    await postStatus({ MessageSid: sidOf('+15550100876'), MessageStatus: 'delivered' });
    expect((await smsThread(failing))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Carrier violation (Twilio 30007)',
    });
    const [ok] = await smsThread(delivered);
    expect(ok?.status).toBe('delivered');
    expect(ok).not.toHaveProperty('failureReason');
  });

  it('a send Twilio refuses fails with Twilio’s error', async () => {
    const phone = '+15550100873';
    twilioDouble.failNext(1, 400, 21211);
    const leadId = await addLead('Ivy Nvalid', phone, FORD);
    await eventually(async () => expect((await smsThread(leadId))[0]?.status).toBe('failed'));
    expect((await smsThread(leadId))[0]?.failureReason).toBe('Twilio 400 (21211): Simulated failure');
  });

  it('an SMS held by quiet hours carries its send time: 8:00 in the recipient’s zone', async () => {
    const leadId = await addLead('Nora Night', '+15550100874', HYUNDAI);
    await eventually(async () => expect(await smsThread(leadId)).toHaveLength(1));
    const [message] = await smsThread(leadId);
    expect(message?.status).toBe('queued');
    expect(message?.scheduledTimeZone).toBe(zoneWhereItIs(2));
    const at = new Date(message?.scheduledAt ?? '');
    const hoursAhead = (at.getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(5);
    expect(hoursAhead).toBeLessThanOrEqual(6);
    const wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone: message?.scheduledTimeZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(at);
    expect(wallClock).toBe('8:00 AM');
  });
});
