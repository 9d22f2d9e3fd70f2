import { UserSettingsSchema } from '@lead-manager/contracts/users';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorText } from '@/lib/api-client';
import { applyLanguage } from './i18n';
import { translateValidation } from './validation';

afterEach(() => applyLanguage('en'));

describe('validation messages in the person’s language', () => {
  it('shows a contract’s message in Spanish and French, and unchanged in English', async () => {
    const parsed = UserSettingsSchema.shape.language.safeParse('de');
    const message = parsed.error?.issues[0]?.message ?? '';
    expect(translateValidation(message)).toBe('language must be en, es or fr');
    await applyLanguage('es');
    expect(translateValidation(message)).toBe('el idioma debe ser en, es o fr');
    await applyLanguage('fr');
    expect(translateValidation(message)).toBe('la langue doit être en, es ou fr');
  });

  it('translates each field of an API error answer', async () => {
    await applyLanguage('es');
    const body = JSON.stringify({
      message: 'Invalid body',
      errors: [
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    expect(errorText(new ApiError(400, body, 'Bad Request'))).toBe(
      'El correo es obligatorio; La contraseña es obligatoria',
    );
  });

  it('gives zod’s own messages in the chosen language', async () => {
    await applyLanguage('fr');
    const message = z.string().safeParse(42).error?.issues[0]?.message ?? '';
    expect(message).toMatch(/^Entrée invalide/);
  });
});
