import { DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships } from '../modules/dealerships/dealerships.tables';
import {
  appointmentsOfLead,
  createLead,
  createTwilioTestApp,
  eventually,
  messagesOfLead,
  postInboundSms,
} from './flow-test-kit';
import { addLocalDays, dateToWallTime } from './local-time';

// The default set-up: every store texts from the group's one number.
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const GROUP_NUMBER = '+15125550111';
const HYUNDAI = 2;
const FORD = 3;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  // Stores in zones other than the server's (UTC), with their own hours from the Dealerships screen.
  const hours = { ...DEFAULT_BUSINESS_HOURS, sunday: { open: '10:00', close: '18:00' } };
  await db
    .update(dealerships)
    .set({ timezone: 'America/Los_Angeles', businessHours: hours })
    .where(eq(dealerships.id, HYUNDAI));
  await db
    .update(dealerships)
    .set({ timezone: 'America/Denver', businessHours: hours })
    .where(eq(dealerships.id, FORD));
});

let sid = 0;
const inbound = (from: string, body: string) =>
  postInboundSms(app, twilioDouble.authToken, {
    MessageSid: `SMlanguages${++sid}`,
    AccountSid: twilioDouble.accountSid,
    From: from,
    To: GROUP_NUMBER,
    Body: body,
    NumMedia: '0',
  });

/** Tomorrow's date on the store's calendar. */
const tomorrowIn = (zone: string) => {
  const { year, month, day } = addLocalDays(dateToWallTime(new Date(), zone), 1);
  return { year, month, day };
};

async function booksTomorrowAtThree(
  lead: { name: string; phone: string; dealershipId: number },
  text: string,
  zone: string,
) {
  const created = await createLead(app, admin, lead);
  await eventually(async () => expect(await messagesOfLead(db, created.id)).toHaveLength(1));
  const res = await inbound(lead.phone, text);
  expect(res.statusCode).toBe(200);
  await eventually(async () => expect(await appointmentsOfLead(db, created.id)).toHaveLength(1));
  const [appointment] = await appointmentsOfLead(db, created.id);
  const local = dateToWallTime(appointment?.scheduledAt ?? new Date(0), zone);
  expect(local).toMatchObject({ ...tomorrowIn(zone), hour: 15, minute: 0 });
  expect(appointment).toMatchObject({ dealershipId: lead.dealershipId, bookedBy: 'assistant' });
  // The confirmation names the time that was stored, on the store's clock.
  await eventually(async () => {
    const rows = await messagesOfLead(db, created.id);
    expect(rows.at(-1)?.message).toMatchObject({ sender: 'ai' });
    // In the lead's language: '3:00 PM', '15:00' or '15 h 00'.
    expect(rows.at(-1)?.message.content).toMatch(/\b(?:3:00 PM|15:00|15 h 00|15 h)\b/);
  });
}

describe('booking in Spanish and French over SMS', () => {
  it('books "¿Puedo ir mañana a las 3 de la tarde?" at 15:00 tomorrow in a Los Angeles store', async () => {
    await booksTomorrowAtThree(
      { name: 'Lucía Fernández', phone: '+15550107701', dealershipId: HYUNDAI },
      '¿Puedo ir mañana a las 3 de la tarde?',
      'America/Los_Angeles',
    );
  });

  it('books "demain à 15h" at 15:00 tomorrow in a Denver store', async () => {
    await booksTomorrowAtThree(
      { name: 'Amélie Dubois', phone: '+15550107702', dealershipId: FORD },
      'demain à 15h',
      'America/Denver',
    );
  });
});
