import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '@/i18n/i18n';
import { scoreReasonLine } from './score-reason-line';

/** Each fact the API gives, and how it reads in English, Spanish and French. */
const worded: [ScoreReason, string, string, string][] = [
  [
    { code: 'phone', points: 15 },
    'Phone number (+15)',
    'Número de teléfono (+15)',
    'Numéro de téléphone (+15)',
  ],
  [
    { code: 'source', points: 15, source: 'website' },
    'Source: Website (+15)',
    'Origen: Sitio web (+15)',
    'Source : Site web (+15)',
  ],
  [
    { code: 'vehicle', points: 25, specificity: 'specific', vehicle: '2025 Hyundai Tucson' },
    'Specific vehicle: 2025 Hyundai Tucson (+25)',
    'Vehículo concreto: 2025 Hyundai Tucson (+25)',
    'Véhicule précis : 2025 Hyundai Tucson (+25)',
  ],
  [
    { code: 'replies', points: 15, count: 4 },
    'Replied 4 times (+15)',
    'Respondió 4 veces (+15)',
    'A répondu 4 fois (+15)',
  ],
  [
    { code: 'replies', points: 10, count: 1 },
    'Replied once (+10)',
    'Respondió una vez (+10)',
    'A répondu une fois (+10)',
  ],
];

describe('why a lead has its score', () => {
  afterEach(() => applyLanguage('en'));

  it.each([
    ['en', 1],
    ['es', 2],
    ['fr', 3],
  ] as const)(
    'is worded from the facts in %s, sources as the rest of the app names them',
    async (language, column) => {
      await applyLanguage(language);
      expect(worded.map((row) => scoreReasonLine(row[0], i18n.t))).toEqual(worded.map((row) => row[column]));
    },
  );
});
