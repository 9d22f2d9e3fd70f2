import { describe, expect, it } from 'vitest';
import { formMessageOf } from './form-message';

describe('formMessageOf', () => {
  it('finds a web form’s message and an ADF lead’s comments among the notes, over several lines', () => {
    expect(formMessageOf('Source: Billboard\nMessage: Is the blue one still there?')).toBe(
      'Is the blue one still there?',
    );
    expect(formMessageOf('Comments: Call after 5pm\nplease\nTimeframe: this week')).toBe(
      'Call after 5pm\nplease',
    );
  });

  it('is nothing when the form carried no message', () => {
    expect(formMessageOf(null)).toBeUndefined();
    expect(formMessageOf('Campaign: Spring sale')).toBeUndefined();
  });
});
