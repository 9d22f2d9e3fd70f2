import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOfLocale } from './language';

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
