import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  eventually,
  messagesOfLead,
  postInboundSms,
  setDealershipZone,
  twilioEnv,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';
import { startTwilioDouble, type TwilioDouble } from '../../integrations/sms/twilio-double';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { optOuts } from '../opt-outs/opt-outs.tables';

// The default set-up: one Twilio number for the whole group, no store with a number of its own.
const GROUP_NUMBER = '+15550109000';
const twilioDouble: TwilioDouble = await startTwilioDouble();
afterAll(() => twilioDouble.close());
const app = await createTestApp({
  env: twilioEnv(twilioDouble, GROUP_NUMBER),
});
const db = app.database.db;
const [CHEVROLET, HYUNDAI, FORD] = [1, 2, 3];
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  // Midday at every store, so no text waits for the morning (the 555 numbers have no area-code zone).
  for (const id of [CHEVROLET, HYUNDAI, FORD]) await setDealershipZone(db, id, zoneWhereItIs(12));
});

const textsTo = (phone: string) => twilioDouble.messages.filter((m) => m.to === phone);
let sids = 0;
const textIn = (from: string, to: string, body: string, extra: Record<string, string> = {}) => {
  sids += 1;
  return postInboundSms(app, twilioDouble.authToken, {
    MessageSid: `SMrouting${sids}`,
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: to,
    Body: body,
    NumMedia: '0',
    ...extra,
  });
};
const leadsWithPhone = (phone: string) => db.select().from(leads).where(eq(leads.phone, phone));
const staffText = (leadId: number, message: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/conversations/${leadId}/messages`,
    headers: { cookie: admin },
    payload: { message, channel: 'sms' },
  });
const setSender = async (id: number, smsSender: string | null) => {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/dealerships/${id}`,
    headers: { cookie: admin },
    payload: { smsSender },
  });
  expect(res.statusCode).toBe(200);
};

describe('one number shared by every store (the default)', () => {
  it("keeps a Ford web lead's reply on its conversation, and a STOP to the number silences every store", async () => {
    const phone = '+15550109134';
    const captured = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        name: 'Dana Ford',
        email: 'dana.ford@example.com',
        phone: '(555) 010-9134',
        vehicleInterest: '2025 Ford Bronco',
        source: 'website',
        dealershipBrand: 'ford',
      },
    });
    expect(captured.statusCode).toBe(200);
    const fordLeadId = captured.json().leadId as number;
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toMatchObject({ from: GROUP_NUMBER });
    expect(textsTo(phone)[0]?.messagingServiceSid).toBeUndefined();

    expect((await textIn(phone, GROUP_NUMBER, 'Do you have it in blue?')).statusCode).toBe(200);
    await eventually(async () => {
      const thread = (await messagesOfLead(db, fordLeadId)).map((r) => r.message);
      expect(thread.find((m) => m.sender === 'customer')?.content).toBe('Do you have it in blue?');
    });
    // No new lead anywhere: the phone is still only the Ford lead.
    expect((await leadsWithPhone(phone)).map((l) => [l.id, l.dealershipId])).toEqual([[fordLeadId, FORD]]);
    // The assistant answers as Ford, about the Bronco, from the same number.
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toMatchObject({ from: GROUP_NUMBER });
    expect(textsTo(phone)[1]?.body).not.toMatch(/Not specified|Chevrolet/);

    // A Chevrolet lead with the same phone, texted from the same number.
    const chevy = await createLead(app, admin, { name: 'Dana Chevy', phone, dealershipId: CHEVROLET });
    await eventually(() => expect(textsTo(phone)).toHaveLength(3));

    await textIn(phone, GROUP_NUMBER, 'STOP');
    await eventually(() => expect(textsTo(phone)).toHaveLength(4));
    expect(textsTo(phone)[3]?.body).toMatch(/unsubscribed/);

    for (const leadId of [fordLeadId, chevy.id]) {
      const refused = await staffText(leadId, 'Still there?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/opted out of texts.*START/);
    }
    const shown = (
      await app.app.inject({ url: `/api/leads/${fordLeadId}`, headers: { cookie: admin } })
    ).json();
    expect(shown.smsOptOut).toMatchObject({ method: 'keyword', sender: GROUP_NUMBER });
    expect(Date.parse(shown.smsOptOut.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(textsTo(phone)).toHaveLength(4);

    // START to the same number lets the stores text again.
    await textIn(phone, GROUP_NUMBER, 'START');
    await eventually(() => expect(textsTo(phone)).toHaveLength(5));
    expect((await staffText(fordLeadId, 'Welcome back!')).statusCode).toBe(201);
    await eventually(() => expect(textsTo(phone)).toHaveLength(6));
  });

  it('makes one new lead of a truly unknown sender, named by its phone, answered without a vehicle', async () => {
    const phone = '+12165550134';
    await textIn(phone, GROUP_NUMBER, 'Hi, what are your hours?');
    await textIn(phone, GROUP_NUMBER, 'And where are you?');
    await eventually(async () => expect(await leadsWithPhone(phone)).toHaveLength(1));
    const [lead] = await leadsWithPhone(phone);
    expect(lead).toMatchObject({ name: '(216) 555-0134', source: 'sms', vehicleInterest: null });
    await eventually(async () => {
      const thread = (await messagesOfLead(db, lead?.id ?? 0)).map((r) => r.message);
      expect(thread.filter((m) => m.sender === 'customer')).toHaveLength(2);
      expect(thread.filter((m) => m.sender === 'ai').length).toBeGreaterThanOrEqual(1);
      for (const m of thread) expect(m.content).not.toMatch(/Not specified|SMS \+1|\(216\)!/);
    });
    expect(await leadsWithPhone(phone)).toHaveLength(1);
  });
});

describe('stores with senders of their own', () => {
  it('a store with its own number texts from it and receives on it', async () => {
    const HYUNDAI_NUMBER = '+15550109112';
    await setSender(HYUNDAI, HYUNDAI_NUMBER);
    const phone = '+15550109201';
    const lead = await createLead(app, admin, { name: 'Hana Kim', phone, dealershipId: HYUNDAI });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toMatchObject({ from: HYUNDAI_NUMBER });
    await textIn(phone, HYUNDAI_NUMBER, 'Is the Tucson available?');
    await eventually(async () => {
      const thread = (await messagesOfLead(db, lead.id)).map((r) => r.message);
      expect(thread.some((m) => m.content === 'Is the Tucson available?')).toBe(true);
    });
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toMatchObject({ from: HYUNDAI_NUMBER });
    // A STOP to the group's number is kept for that number: the store's own number may still text.
    expect((await textIn(phone, GROUP_NUMBER, 'STOP')).statusCode).toBe(200);
    await eventually(async () => {
      const stops = await db.select().from(optOuts).where(eq(optOuts.address, phone));
      expect(stops.map((o) => o.sender)).toEqual([GROUP_NUMBER]);
    });
    expect(await leadsWithPhone(phone)).toHaveLength(1);
    expect((await staffText(lead.id, 'Your Tucson is ready.')).statusCode).toBe(201);
    await setSender(HYUNDAI, null);
  });

  it('sends as a Messaging Service (MessagingServiceSid, no From) and routes its replies back', async () => {
    const SERVICE = `MG${'3f'.repeat(16)}`;
    await setSender(CHEVROLET, SERVICE);
    const phone = '+15550109301';
    const lead = await createLead(app, admin, { name: 'Max Service', phone, dealershipId: CHEVROLET });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toMatchObject({ messagingServiceSid: SERVICE, from: '' });
    // Twilio names the service on a reply to any of its numbers.
    await textIn(phone, '+15550109399', 'Yes please', { MessagingServiceSid: SERVICE });
    await eventually(async () => {
      const thread = (await messagesOfLead(db, lead.id)).map((r) => r.message);
      expect(thread.some((m) => m.content === 'Yes please')).toBe(true);
    });
    expect(await leadsWithPhone(phone)).toHaveLength(1);
    await setSender(CHEVROLET, null);
  });
});
