import { isValidTimeZone } from '../../integrations/sms/quiet-hours';

const TYPE_LABELS: Record<string, string> = {
  test_drive: 'test drive',
  sales_meeting: 'sales meeting',
  demo_drive: 'demo drive',
  consultation: 'consultation',
  financing: 'financing appointment',
  delivery: 'vehicle delivery',
  service: 'service appointment',
};

export const appointmentTypeLabel = (type: string) => TYPE_LABELS[type] ?? type.replaceAll('_', ' ');

/** 'Friday, May 1 at 3:00 PM EDT' in the dealership's time zone, which the customer shares. */
export function formatLocalDateTime(at: Date, timeZone: string, fallbackZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : fallbackZone;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day.format(at)} at ${time.format(at)}`;
}

export interface ReminderInput {
  leadName: string;
  /** The lead's language ('en' | 'es' | 'fr'): the reminder is written in it. */
  language?: string;
  dealershipName: string;
  type: string;
  scheduledAt: Date;
  timeZone: string;
  fallbackZone: string;
}

const LABELS_ES: Record<string, string> = {
  test_drive: 'prueba de manejo',
  sales_meeting: 'cita con ventas',
  demo_drive: 'prueba de demostración',
};
const LABELS_FR: Record<string, string> = {
  test_drive: 'essai routier',
  sales_meeting: 'rendez-vous avec les ventes',
  demo_drive: 'essai de démonstration',
};

/** The day and time in Spanish or French words: "viernes, 1 de mayo, 15:00", "vendredi 1 mai, 15 h 00". */
function localDateTimeIn(at: Date, timeZone: string, fallbackZone: string, locale: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : fallbackZone;
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}

function reminderInSpanishOrFrench(input: ReminderInput, language: 'es' | 'fr') {
  const first = input.leadName.trim().split(/\s+/)[0] ?? '';
  const name = /\p{L}/u.test(first) ? ` ${first}` : '';
  const when = localDateTimeIn(
    input.scheduledAt,
    input.timeZone,
    input.fallbackZone,
    language === 'es' ? 'es-US' : 'fr-CA',
  );
  if (language === 'es') {
    const label = LABELS_ES[input.type] ?? 'cita';
    return {
      content: `Hola${name}, le recordamos su ${label} en ${input.dealershipName} el ${when}. Responda para confirmar, o avísenos si necesita cambiarla.`,
      subject: `Recordatorio: su ${label} en ${input.dealershipName}`,
    };
  }
  const label = LABELS_FR[input.type] ?? 'rendez-vous';
  return {
    content: `Bonjour${name}, nous vous rappelons votre ${label} chez ${input.dealershipName} le ${when}. Répondez pour confirmer, ou dites-nous s'il faut le déplacer.`,
    subject: `Rappel : votre ${label} chez ${input.dealershipName}`,
  };
}

export function reminderContent(input: ReminderInput): { content: string; subject: string } {
  if (input.language === 'es' || input.language === 'fr')
    return reminderInSpanishOrFrench(input, input.language);
  const firstName = input.leadName.trim().split(/\s+/)[0] || 'there';
  const label = appointmentTypeLabel(input.type);
  const when = formatLocalDateTime(input.scheduledAt, input.timeZone, input.fallbackZone);
  return {
    content: `Hi ${firstName}, this is a reminder of your ${label} at ${input.dealershipName} on ${when}. Reply to confirm, or let us know if you need to reschedule.`,
    subject: `Reminder: your ${label} at ${input.dealershipName}`,
  };
}
