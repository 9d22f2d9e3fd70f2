import { describe, expect, it } from 'vitest';
import { templateGreets, withoutGreeting } from './lead-text';

// A follow-up text that greets, sent in a template that greets, must not say hello twice, in any language.
describe('greetings in templates and follow-up texts', () => {
  it.each([
    'Hi {customerName}, {message}',
    'Hola {customerName}, {message} - {dealershipName}. Responda STOP para cancelar.',
    '¡Hola {customerName}! {message}',
    'Buenos días {customerName}: {message}',
    'Bonjour {customerName}, {message} - {dealershipName}. Repondez STOP pour arreter.',
    'Bonsoir {customerName}! {message}',
  ])('"%s" greets', (template) => {
    expect(templateGreets(template)).toBe(true);
  });

  it.each(['{message} - {dealershipName}', 'Holanda Motors: {message}', '{dealershipName}: {message}'])(
    '"%s" does not',
    (template) => {
      expect(templateGreets(template)).toBe(false);
    },
  );

  it.each([
    ['Hola Lucía, ¿sigue buscando?', '¿sigue buscando?'],
    ['¡Hola Lucía! ¿Sigue buscando?', '¿Sigue buscando?'],
    ['Bonjour Amélie, toujours intéressée?', 'toujours intéressée?'],
    ['Hi Dana, still looking?', 'still looking?'],
    ['Holanda es bonita.', 'Holanda es bonita.'],
  ])('"%s" without its greeting is "%s"', (text, rest) => {
    expect(withoutGreeting(text)).toBe(rest);
  });
});
