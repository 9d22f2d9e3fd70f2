import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  customerTexts,
  eventually,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// Answers from the store's stock over the real inbound SMS path (built-in engine), with the demo Hyundai feed:
// a blue Tucson SEL (H2501), a white Tucson Limited (H2502), an Ioniq 5 with CarPlay (H2503), and a red Tucson N
// Line (H2509) the newest feed no longer lists (sold).
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const HYUNDAI = 2;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, HYUNDAI, zoneWhereItIs(12));
});

const { texts, textsTo } = customerTexts(app, twilioDouble, 'stock');

/** A Hyundai lead that got its greeting, then asks `question`; answers the store's reply. */
async function replyTo(phone: string, question: string, language?: string) {
  await createLead(app, admin, {
    name: 'Jordan Lee',
    phone,
    dealershipId: HYUNDAI,
    vehicleInterest: 'Hyundai Tucson',
    ...(language ? { language } : {}),
  });
  await eventually(() => expect(textsTo(phone)).toHaveLength(1));
  await texts(phone, question);
  await eventually(() => expect(textsTo(phone)).toHaveLength(2));
  return textsTo(phone)[1] ?? '';
}

const NO_PRICE = /\$|\d{2},\d{3}|31450|38990|46200|msrp/i;

describe('answers from the store’s stock', () => {
  it('names the blue Tucson on the lot: year, trim, colour and stock number, no price', async () => {
    const reply = await replyTo('+15550109001', 'Do you have the Tucson in blue?');
    expect(reply).toBe(
      'Yes! On the lot now: 2025 Tucson SEL in Intense Blue (stock H2501). Want to come see it?',
    );
  });

  it('says plainly no red Tucson is in stock, offers the closest ones, and never the sold red one', async () => {
    const reply = await replyTo('+15550109002', 'do you have a red tucson?');
    expect(reply).toBe(
      // Two units would pass the store's 160-character SMS limit: as many whole units as fit are named.
      'No Tucson in red in stock right now. Closest: 2025 Tucson SEL in Intense Blue (stock H2501). Want to see one?',
    );
    expect(reply).not.toMatch(/H2509|Ultimate Red|N Line/);
  });

  it('follows the conversation: "what about a red one?" after the blue Tucson, in English and Spanish', async () => {
    expect(await replyTo('+15550109011', 'Do you have the Tucson in blue?')).toMatch(/H2501/);
    await texts('+15550109011', 'What about a red one?');
    await eventually(() => expect(textsTo('+15550109011')).toHaveLength(3));
    expect(textsTo('+15550109011')[2]).toBe(
      'No Tucson in red in stock right now. Closest: 2025 Tucson SEL in Intense Blue (stock H2501). Want to see one?',
    );
    expect(await replyTo('+15550109012', '¿Tienen la Ioniq 5?', 'es')).toMatch(/H2503/);
    await texts('+15550109012', '¿Y en blanco?');
    await eventually(() => expect(textsTo('+15550109012')).toHaveLength(3));
    expect(textsTo('+15550109012')[2]).toMatch(/Ioniq 5/);
    expect(textsTo('+15550109012')[2]).toMatch(/blanco/i);
  });

  it('answers the Ioniq 5’s CarPlay from that unit’s features', async () => {
    const reply = await replyTo('+15550109003', 'does the ioniq 5 have apple carplay?');
    expect(reply).toBe(
      'Yes: the 2025 Ioniq 5 SEL in Digital Teal (stock H2503) on our lot has Wireless Apple CarPlay and Android Auto. Want to try it on a test drive?',
    );
    expect(reply).not.toMatch(NO_PRICE);
  });

  it('defers a feature the feed does not mention to the team, for that model', async () => {
    const reply = await replyTo('+15550109004', 'Does the Santa Fe have leather seats?');
    expect(reply).toBe(
      "Good question. I'll have our team confirm whether the Santa Fe we have comes with leather and get back to you. Want to see it in person too?",
    );
  });

  it('says a model the store does not have is not in stock', async () => {
    const reply = await replyTo('+15550109005', 'Do you have a Palisade available?');
    expect(reply).toMatch(/^We don't have a Palisade in stock right now\./);
  });

  it('answers in the lead’s language', async () => {
    const reply = await replyTo('+15550109006', '¿Tienen el Tucson en azul?', 'es');
    expect(reply).toBe(
      '¡Sí! En el lote ahora: Tucson SEL 2025 en Intense Blue (inventario H2501). ¿Quiere venir a verlo?',
    );
  });

  it('never offers a car the newest feed sold, and says so when asked by its stock number', async () => {
    const newest = [
      'VIN,Stock #,Condition,Year,Make,Model,Trim,Exterior Color,Features',
      'KM8JBCDE5SU100002,H2502,New,2025,Hyundai,Tucson,Limited,Serenity White Pearl,Panoramic sunroof',
      'KM8KRDDF5SU100003,H2503,New,2025,Hyundai,Ioniq 5,SEL,Digital Teal,Wireless Apple CarPlay',
    ].join('\n');
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/dealerships/${HYUNDAI}/inventory`,
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: newest,
    });
    expect(res.statusCode, res.body).toBe(200);

    const blue = await replyTo('+15550109007', 'Do you have the Tucson in blue?');
    expect(blue).toBe(
      'No Tucson in blue in stock right now. Closest: 2025 Tucson Limited in Serenity White Pearl (stock H2502). Want to see one?',
    );
    const byStock = await replyTo('+15550109008', 'Is stock #H2501 still available?');
    expect(byStock).toBe(
      'The 2025 Tucson SEL in Intense Blue (stock H2501) has been sold. We do have 2025 Tucson Limited in Serenity White Pearl (stock H2502). Want to see one?',
    );
  });
});
