import { describe, expect, it } from 'vitest';
import { modelNamedIn, otherModelAskedAbout } from './vehicle-models';

describe('modelNamedIn', () => {
  it.each([
    ['does the ioniq 5 have apple carplay?', 'Ioniq 5'],
    ['ioniq5 range?', 'Ioniq 5'],
    ['is the f150 still there', 'F-150'],
    ['Bronco Sport or Bronco?', 'Bronco Sport'],
    ['how about a ford edge', 'Edge'],
    ['santa fe or tucson?', 'Santa Fe'],
  ])('reads %j as the %s', (text, model) => expect(modelNamedIn(text)).toBe(model));

  it('leaves everyday words alone', () => {
    for (const text of ['I live on the edge of town', 'I need a third row', 'can I escape early?'])
      expect(modelNamedIn(text)).toBeUndefined();
  });
});

describe('otherModelAskedAbout', () => {
  it('names another model than the lead’s, and not the lead’s own', () => {
    expect(otherModelAskedAbout('does the ioniq 5 have apple carplay?', 'Hyundai Tucson')).toBe('Ioniq 5');
    expect(otherModelAskedAbout('is the tucson in blue?', '2025 Hyundai Tucson SEL')).toBeUndefined();
    expect(otherModelAskedAbout('is it in blue?', 'Hyundai Tucson')).toBeUndefined();
  });
});
