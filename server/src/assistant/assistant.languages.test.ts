import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { optOuts } from '../modules/opt-outs/opt-outs.tables';
import {
  createLead,
  createTwilioTestApp,
  customerTexts,
  eventually,
  GROUP_NUMBER,
  languageOfPhone,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// The default set-up: one Twilio number shared by every store, the built-in assistant, stores at midday.
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const HYUNDAI = 2;
const FORD = 3;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, HYUNDAI, zoneWhereItIs(12));
  await setDealershipZone(db, FORD, zoneWhereItIs(12));
});

const { texts, textsTo } = customerTexts(app, twilioDouble, 'lang');
const languageOf = (phone: string) => languageOfPhone(db, phone);
const optOutOf = async (phone: string) =>
  (
    await db
      .select()
      .from(optOuts)
      .where(and(eq(optOuts.address, phone), eq(optOuts.channel, 'sms')))
  )[0];

describe('a Spanish lead', () => {
  it('gets its first text and a reply in Spanish, in the Spanish template', async () => {
    const phone = '+15550107001';
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        name: 'Ana García',
        phone,
        vehicleInterest: 'Hyundai Tucson',
        dealershipBrand: 'hyundai',
        language: 'es-MX',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toBe(
      'Hola Ana, gracias por su interés en el Hyundai Tucson. ¿Cuándo quiere venir a probarlo? - Lakeside Auto Group Hyundai. Responda STOP para cancelar.',
    );
    expect(await languageOf(phone)).toEqual({ language: 'es', source: 'source' });

    await texts(phone, '¿Tienen el Tucson en azul?');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    // Answered from the demo Hyundai feed.
    expect(textsTo(phone)[1]).toBe(
      '¡Sí! En el lote ahora: Tucson SEL 2025 en Intense Blue (inventario H2501). ¿Quiere venir a verlo?',
    );
  });

  it('is recognised from its own message when nothing said its language, and answered in Spanish', async () => {
    const phone = '+15550107002';
    await createLead(app, admin, { name: 'Luis Pérez', phone, dealershipId: HYUNDAI });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toMatch(/^Hi Luis, thanks for your interest/);
    await texts(phone, '¿Tienen el Tucson en azul?');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(await languageOf(phone)).toEqual({ language: 'es', source: 'detected' });
    expect(textsTo(phone)[1]).toMatch(/^¡Sí! En el lote ahora: Tucson SEL 2025 en Intense Blue/);
  });
});

describe('a French lead', () => {
  it('gets its first text and a reply in French', async () => {
    const phone = '+15550107101';
    await createLead(app, admin, {
      name: 'Luc Tremblay',
      phone,
      dealershipId: FORD,
      vehicleInterest: 'Ford Bronco',
      language: 'fr',
    });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    expect(textsTo(phone)[0]).toMatch(
      /^Bonjour Luc, merci de votre intérêt pour le Ford Bronco! Quand voulez-vous venir l'essayer\? - .*Ford\. Repondez STOP pour arreter\.$/,
    );
    await texts(phone, 'Bonjour, avez-vous le Bronco en bleu ?');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    // The demo Ford feed has a green Bronco only.
    expect(textsTo(phone)[1]).toBe(
      'Pas de Bronco en bleu en stock en ce moment. Le plus proche : Bronco Big Bend 2025 en Eruption Green (stock F2522). Voulez-vous en voir un ?',
    );
  });
});

describe('opt-out words in Spanish and French', () => {
  it.each([
    ['ALTO', '+15550107201', /^.*Hyundai: se ha dado de baja y no recibirá más mensajes de texto\./],
    ['no me manden más', '+15550107202', /^.*Hyundai: se ha dado de baja/],
    ['ARRÊT', '+15550107203', /^.*Hyundai : vous êtes désabonné et ne recevrez plus de SMS\./],
  ])('%s opts out with one confirmation in its language', async (words, phone, confirmation) => {
    await createLead(app, admin, { name: 'Sam Ortiz', phone, dealershipId: HYUNDAI });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    await texts(phone, words);
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toMatch(confirmation);
    expect(await optOutOf(phone)).toMatchObject({ sender: GROUP_NUMBER });
  });

  it('answers AYUDA in Spanish; SÍ re-subscribes only a number that opted out', async () => {
    const phone = '+15550107204';
    await createLead(app, admin, { name: 'Eva Ruiz', phone, dealershipId: HYUNDAI, language: 'es' });
    await eventually(() => expect(textsTo(phone)).toHaveLength(1));
    await texts(phone, 'AYUDA');
    await eventually(() => expect(textsTo(phone)).toHaveLength(2));
    expect(textsTo(phone)[1]).toMatch(/^Equipo de ventas de .*Responda ALTO para darse de baja\.$/);

    // "Sí" from a number that did not opt out is an answer for the assistant, not a command.
    await texts(phone, 'Sí');
    await eventually(() => expect(textsTo(phone)).toHaveLength(3));
    expect(textsTo(phone)[2]).not.toMatch(/suscribir/);
    expect(await optOutOf(phone)).toBeUndefined();

    await texts(phone, '¡Alto!');
    await eventually(() => expect(textsTo(phone)).toHaveLength(4));
    await texts(phone, 'SÍ');
    await eventually(() => expect(textsTo(phone)).toHaveLength(5));
    expect(textsTo(phone)[4]).toMatch(/se ha vuelto a suscribir/);
    expect(await optOutOf(phone)).toBeUndefined();
  });
});
