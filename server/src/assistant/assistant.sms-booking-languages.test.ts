import { DEFAULT_BUSINESS_HOURS } from '@lead-manager/contracts/dealerships';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships } from '../modules/dealerships/dealerships.tables';
import { optOuts } from '../modules/opt-outs/opt-outs.tables';
import {
  appointmentsOfLead,
  createLead,
  createTwilioTestApp,
  eventually,
  messagesOfLead,
  postInboundSms,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';
import { addLocalDays, dateToWallTime } from './local-time';

// The default set-up: every store texts from the group's one number.
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const GROUP_NUMBER = '+15125550111';
const CHEVROLET = 1;
const CHEVROLET_ZONE = zoneWhereItIs(12); // midday at the store: answers go out now, not after quiet hours
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
  await setDealershipZone(db, CHEVROLET, CHEVROLET_ZONE);
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

// "Sí", "Si" and "Oui" are opt-in words only for a number that opted out; from anyone else they answer the
// assistant's proposal of two times.
const aiTexts = async (leadId: number) =>
  (await messagesOfLead(db, leadId)).filter((r) => r.message.sender === 'ai').map((r) => r.message);

/** The two-digit hour and minutes as the assistant writes them in Spanish (10:00) and French (10 h 00). */
const clockOf = (at: Date, language: 'es' | 'fr') => {
  const { hour, minute } = dateToWallTime(at, CHEVROLET_ZONE);
  const hh = String(hour).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return language === 'es' ? `${hh}:${mm}` : `${hh} h ${mm}`;
};

async function answersProposalWithYes(
  lead: { name: string; phone: string; language: 'es' | 'fr' },
  visitRequest: string,
  yes: string,
) {
  const created = await createLead(app, admin, { ...lead, dealershipId: CHEVROLET });
  await eventually(async () => expect(await aiTexts(created.id)).toHaveLength(1));

  // The lead asks for a visit without a time: the assistant proposes two.
  expect((await inbound(lead.phone, visitRequest)).statusCode).toBe(200);
  await eventually(async () => expect(await aiTexts(created.id)).toHaveLength(2));
  const proposal = (await aiTexts(created.id))[1]?.content ?? '';
  expect(proposal).toMatch(lead.language === 'es' ? /¿Le queda bien el .+ o .+\?/ : /Est-ce que .+ ou .+/);

  expect((await inbound(lead.phone, yes)).statusCode).toBe(200);
  await eventually(async () => expect(await appointmentsOfLead(db, created.id)).toHaveLength(1));
  const [appointment] = await appointmentsOfLead(db, created.id);
  expect(appointment).toMatchObject({ dealershipId: CHEVROLET, bookedBy: 'assistant' });
  // The first of the two times proposed, confirmed in the lead's language.
  const clock = clockOf(appointment?.scheduledAt ?? new Date(0), lead.language);
  expect(proposal.indexOf(clock)).toBeGreaterThan(-1);
  expect(proposal.indexOf(clock)).toBeLessThan(proposal.lastIndexOf(lead.language === 'es' ? ' o ' : ' ou '));
  await eventually(async () => expect(await aiTexts(created.id)).toHaveLength(3));
  const answer = (await aiTexts(created.id))[2];
  expect(answer?.content).toContain(clock);
  // Never an opt-in confirmation, and nothing recorded about the number's consent.
  expect(answer?.content).not.toMatch(/suscrib|réabonn|START|ALTO|ARRET/i);
  expect(await db.select().from(optOuts).where(eq(optOuts.address, lead.phone))).toEqual([]);
}

describe('yes to two proposed times from a lead who never opted out', () => {
  it('a Spanish "Sí" books the first time proposed instead of answering as an opt-in', async () => {
    await answersProposalWithYes(
      { name: 'Lucía Fernández', phone: '+15550108801', language: 'es' },
      'Quisiera una prueba de manejo',
      'Sí',
    );
  });

  it('"Si" without its accent does the same', async () => {
    await answersProposalWithYes(
      { name: 'Mateo Ruiz', phone: '+15550108802', language: 'es' },
      '¿Puedo pasar a verlo?',
      'Si',
    );
  });

  it('a French "Oui" books the first time proposed', async () => {
    await answersProposalWithYes(
      { name: 'Amélie Dubois', phone: '+15550108803', language: 'fr' },
      'Je voudrais faire un essai routier',
      'Oui',
    );
  });
});
