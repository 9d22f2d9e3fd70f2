import { describe, expect, it } from 'vitest';
import { reminderContent } from './appointments.reminder';

// Friday, May 1 2026, 15:00 in Chicago.
const input = {
  leadName: 'Ana García',
  dealershipName: 'Lakeside Auto Group Hyundai',
  type: 'test_drive',
  scheduledAt: new Date('2026-05-01T20:00:00Z'),
  timeZone: 'America/Chicago',
  fallbackZone: 'America/New_York',
};

describe('reminderContent', () => {
  it("writes the reminder in the lead's language", () => {
    expect(reminderContent(input).content).toMatch(
      /^Hi Ana, this is a reminder of your test drive .* on Friday, May 1 at 3:00 PM CDT\./,
    );
    const es = reminderContent({ ...input, language: 'es' });
    expect(es.content).toMatch(
      /^Hola Ana, le recordamos su prueba de manejo en Lakeside Auto Group Hyundai el viernes, 1 de mayo.*15:00/,
    );
    expect(es.subject).toBe('Recordatorio: su prueba de manejo en Lakeside Auto Group Hyundai');
    const fr = reminderContent({ ...input, language: 'fr' });
    expect(fr.content).toMatch(
      /^Bonjour Ana, nous vous rappelons votre essai routier chez Lakeside Auto Group Hyundai le vendredi 1 mai.*15/,
    );
  });
});
