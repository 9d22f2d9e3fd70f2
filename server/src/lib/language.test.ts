import { describe, expect, it } from 'vitest';
import { answerLanguage, detectLanguage, languageAfterMessage, languageOfLocale } from './language';

// The short texts leads really send (decision 017 measured tinyld, franc-min and eld on these: tinyld 30/30).
const SAMPLES: [string, 'en' | 'es' | 'fr'][] = [
  ['¿Tienen el Tucson en azul?', 'es'],
  ['¿Puedo ir mañana a las 3 de la tarde?', 'es'],
  ['sábado a las 10', 'es'],
  ['Hola, me interesa la camioneta', 'es'],
  ['no me manden más', 'es'],
  ['Quiero hacer una prueba de manejo', 'es'],
  ['Está disponible todavía?', 'es'],
  ['Bonjour, le Tucson est-il disponible ?', 'fr'],
  ["ne m'écrivez plus", 'fr'],
  ['Je voudrais faire un essai routier samedi', 'fr'],
  ['Merci beaucoup', 'fr'],
  ['Avez-vous le Tucson en bleu ?', 'fr'],
  ['Est-ce que je peux passer demain matin ?', 'fr'],
  ['Do you have the Tucson in blue?', 'en'],
  ['Can I come in tomorrow at 3pm?', 'en'],
  ['I want a test drive on Saturday', 'en'],
  ['please stop texting me', 'en'],
  ['What are your hours?', 'en'],
];

describe('detectLanguage', () => {
  it.each(SAMPLES)('reads %j as %s', (text, language) => expect(detectLanguage(text)).toBe(language));

  it('says nothing about texts too short to tell', () => {
    for (const text of ['ok', 'Hello', 'Sí', 'Equinox 2025 LT', '3pm', '👍'])
      expect(detectLanguage(text)).toBeUndefined();
  });
});

describe('languageOfLocale', () => {
  it('reads locales, language tags and names, and nothing else', () => {
    expect(languageOfLocale('ES_LA')).toBe('es');
    expect(languageOfLocale('fr_CA')).toBe('fr');
    expect(languageOfLocale('es-MX')).toBe('es');
    expect(languageOfLocale('EN_US')).toBe('en');
    expect(languageOfLocale('Español')).toBe('es');
    expect(languageOfLocale('French')).toBe('fr');
    expect(languageOfLocale('de_DE')).toBeUndefined();
    expect(languageOfLocale('')).toBeUndefined();
    expect(languageOfLocale(undefined)).toBeUndefined();
  });
});

describe('languageAfterMessage', () => {
  const english = { language: 'en', languageSource: 'default' };
  const after = (lead: typeof english, text: string, setPhrase = false) =>
    languageAfterMessage(lead, text, { setPhrase });

  it('never changes on a short message, a set phrase or a staff choice', () => {
    for (const text of ['Merci beaucoup', 'Maria Lopez', 'ok', '3pm', 'Unsubscribe', 'Sí claro'])
      expect(after(english, text)).toBeUndefined();
    expect(after(english, 'stop sending me these messages', true)).toBeUndefined();
    const staff = { language: 'es', languageSource: 'staff' };
    expect(after(staff, 'Can I come in tomorrow at 3pm?')).toBeUndefined();
  });

  it('takes the language of enough of the person’s own words', () => {
    expect(after(english, '¿Tienen el Tucson en azul?')).toBe('es');
    expect(after(english, 'Can I come in tomorrow at 3pm?')).toBe('en');
    expect(
      after({ language: 'en', languageSource: 'detected' }, 'Can I come in tomorrow at 3pm?'),
    ).toBeUndefined();
    expect(
      after({ language: 'es', languageSource: 'source' }, 'Je voudrais faire un essai routier samedi'),
    ).toBe('fr');
  });
});

describe('answerLanguage', () => {
  it('answers in the lead’s language once known, else in the language of the words', () => {
    expect(answerLanguage({ language: 'en', languageSource: 'default' }, 'es')).toBe('es');
    expect(answerLanguage({ language: 'en', languageSource: 'default' }, undefined)).toBe('en');
    expect(answerLanguage({ language: 'fr', languageSource: 'staff' }, 'en')).toBe('fr');
    expect(answerLanguage({ language: 'es', languageSource: 'detected' }, 'en')).toBe('es');
  });
});
