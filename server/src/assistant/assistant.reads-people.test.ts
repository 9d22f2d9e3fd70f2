import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  customerTexts,
  eventually,
  filedAndSettled,
  languageOfPhone,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// The model asked about, and the person's language, over the real inbound SMS path (built-in engine).
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const HYUNDAI = 2;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, HYUNDAI, zoneWhereItIs(12));
});

const { texts, textsTo } = customerTexts(app, twilioDouble, 'reads');
const languageOf = (phone: string) => languageOfPhone(db, phone);

/** A Hyundai lead (language unknown: the English default) that got its greeting. */
async function greetedLead(phone: string) {
  const lead = await createLead(app, admin, {
    name: 'Jordan Lee',
    phone,
    dealershipId: HYUNDAI,
    vehicleInterest: 'Hyundai Tucson',
  });
  await eventually(() => expect(textsTo(phone)).toHaveLength(1));
  return lead;
}

/** Texts the lead's message and waits for everything it starts: the filing, the reply, its delivery. */
async function textAndSettle(phone: string, leadId: number, body: string) {
  await texts(phone, body);
  await filedAndSettled(db, leadId, body);
}

describe('the model asked about', () => {
  it('answers "does the ioniq 5 have apple carplay?" about the Ioniq 5, not the lead’s Tucson', async () => {
    const phone = '+15550108001';
    await greetedLead(phone);
    await texts(phone, 'does the ioniq 5 have apple carplay?');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toContain('Ioniq 5');
    expect(textsTo(phone)[1]).not.toContain('Tucson');
  });
});

describe('the lead’s language is the person’s, not one message’s', () => {
  it.each([
    ['Unsubscribe', '+15550108101'],
    ['stop sending me these messages', '+15550108102'],
  ])('an English lead texting %j is confirmed in English and stays English', async (words, phone) => {
    const _lead = await greetedLead(phone);
    expect(await languageOf(phone)).toEqual({ language: 'en', source: 'default' });
    await texts(phone, words);
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toMatch(/: you are unsubscribed and will receive no more texts\./);
    expect(await languageOf(phone)).toEqual({ language: 'en', source: 'default' });
  });

  it('keeps a language staff set to Spanish whatever the lead texts, and answers in Spanish', async () => {
    const phone = '+15550108103';
    const lead = await greetedLead(phone);
    const res = await app.app.inject({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      headers: { cookie: admin },
      payload: { language: 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await languageOf(phone)).toEqual({ language: 'es', source: 'staff' });
    await textAndSettle(phone, lead.id, 'ok');
    await textAndSettle(phone, lead.id, 'What about the price, can you tell me more?');
    expect(await languageOf(phone)).toEqual({ language: 'es', source: 'staff' });
    expect(textsTo(phone).at(-1)).toMatch(/^No puedo dar precios/);
  });

  it('still takes Spanish from a long Spanish message of a lead whose language nothing had said', async () => {
    const phone = '+15550108104';
    const _lead = await greetedLead(phone);
    await texts(phone, 'Hola, quisiera saber si el Tucson todavía está disponible en azul');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(await languageOf(phone)).toEqual({ language: 'es', source: 'detected' });
    expect(textsTo(phone)[1]).toMatch(/^¡Sí! En el lote ahora: Tucson SEL 2025 en Intense Blue/);
  });
});
