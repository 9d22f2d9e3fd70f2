import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  eventually,
  postInboundSms,
  setDealershipZone,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';

// The default set-up: one group number, Twilio's API played by the double.
const { app, twilioDouble } = await createTwilioTestApp();
const GROUP_NUMBER = '+15125550111';
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  // Midday at the store, so the first text is not held for the morning.
  await setDealershipZone(app.database.db, 1, zoneWhereItIs(12));
});

const activityOf = async (leadId: number) =>
  (
    await app.app.inject({ method: 'GET', url: `/api/leads/${leadId}/activity`, headers: { cookie: admin } })
  ).json() as LeadActivity[];
let sids = 0;
const textIn = (from: string, body: string) =>
  postInboundSms(app, twilioDouble.authToken, {
    MessageSid: `SMtimeline${++sids}`,
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: GROUP_NUMBER,
    Body: body,
  });

describe('a lead’s timeline shows opt-outs, opt-ins and merges', () => {
  it('STOP, then START, then the same person enquiring again from the website, each once, newest first', async () => {
    const phone = '+15550100177';
    const lead = await createLead(app, admin, { name: 'Otto Out', phone, dealershipId: 1 });
    await eventually(() => expect(twilioDouble.messages.some((m) => m.to === phone)).toBe(true));

    expect((await textIn(phone, 'STOP')).statusCode).toBe(200);
    // A second STOP changes nothing and adds no line.
    expect((await textIn(phone, 'STOP')).statusCode).toBe(200);
    expect((await textIn(phone, 'START')).statusCode).toBe(200);
    // Texts are processed by a job after Twilio has its answer, in the order they came: START has taken effect.
    await eventually(async () =>
      expect((await activityOf(lead.id)).some((a) => a.kind === 'opted_in')).toBe(true),
    );
    const capture = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: { name: 'Otto', phone, vehicleInterest: 'Tahoe', dealershipBrand: 'chevrolet' },
      remoteAddress: '10.9.0.1',
    });
    expect(capture.statusCode).toBe(200);
    expect(capture.json().leadId).toBe(lead.id);

    await eventually(async () => {
      const events = (await activityOf(lead.id)).filter((a) =>
        ['opted_out', 'opted_in', 'merged'].includes(a.kind),
      );
      expect(events.map((a) => [a.kind, a.details])).toEqual([
        ['merged', { source: 'website' }],
        ['opted_in', { channel: 'sms' }],
        ['opted_out', { channel: 'sms', method: 'keyword' }],
      ]);
    });
  });
});
