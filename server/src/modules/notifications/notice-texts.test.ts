import { describe, expect, it } from 'vitest';
import { type NoticeFacts, wordsOf } from './notice-texts';

// The owner-change notices in each language: who gave the lead, where it went and by whom, the customer named.
const lead = { name: 'Maria Lopez', vehicleInterest: '2025 Tucson', store: 'Hyundai' };
const who = 'Maria Lopez (2025 Tucson, Hyundai)';
const worded = (facts: NoticeFacts, language: 'en' | 'es' | 'fr') =>
  wordsOf({ title: 'stored', body: 'stored', facts: { facts, lead } }, language);

describe('an owner change, worded for each reader', () => {
  const given: NoticeFacts = { kind: 'lead_assigned', by: 'Sam Ortiz' };
  const moved: NoticeFacts = { kind: 'lead_moved', to: 'Rita Rivera', by: 'Sam Ortiz' };
  const reoffered: NoticeFacts = { kind: 'lead_reoffered', to: 'Rita Rivera' };

  it('in English', () => {
    expect(worded(given, 'en')).toEqual({
      title: `Sam Ortiz gave you ${who}`,
      body: 'Reply before the store’s response window ends.',
    });
    expect(worded(moved, 'en')).toEqual({
      title: `${who} was moved to Rita Rivera by Sam Ortiz`,
      body: 'It is no longer yours.',
    });
    expect(worded(reoffered, 'en').title).toBe(`${who} was offered to Rita Rivera`);
    expect(worded({ kind: 'lead_assigned' }, 'en').title).toBe(`${who} is yours`);
  });

  it('in Spanish, where a lead is a “prospecto”', () => {
    expect(worded(given, 'es').title).toBe(`Sam Ortiz le asignó el prospecto ${who}`);
    expect(worded(moved, 'es')).toEqual({
      title: `Sam Ortiz pasó el prospecto ${who} a Rita Rivera`,
      body: 'Ya no es suyo.',
    });
    expect(worded(reoffered, 'es').title).toBe(`El prospecto ${who} se ofreció a Rita Rivera`);
  });

  it('in French', () => {
    expect(worded(given, 'fr').title).toBe(`Sam Ortiz vous a confié ${who}`);
    expect(worded(moved, 'fr')).toEqual({
      title: `Sam Ortiz a confié le prospect ${who} à Rita Rivera`,
      body: 'Il ne vous est plus confié.',
    });
    expect(worded(reoffered, 'fr').title).toBe(`Le prospect ${who} a été proposé à Rita Rivera`);
  });

  it('a row stored before its facts were kept keeps its words', () => {
    expect(wordsOf({ title: 'Lead #42 is yours', body: '', facts: null }, 'fr')).toEqual({
      title: 'Lead #42 is yours',
      body: '',
    });
  });
});
