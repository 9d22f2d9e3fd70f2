// The words of a notice in its reader's language: the bell shows them and the e-mail and SMS copies carry them, so
// all three say the same thing (decision 048).
import type { APPOINTMENT_TYPES } from '@lead-manager/contracts/appointments';
import type { LeadLanguage } from '@lead-manager/contracts/leads';

type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** What happened, as facts: each kind's own details. */
export type NoticeFacts =
  /** The reader got the lead: from a manager or admin named `by`, else by the store's rule. */
  | { kind: 'lead_assigned'; by?: string }
  /** A manager or admin (`by`) gave the reader's lead to `to` (null: to nobody); `by` null: `to` took it themself. */
  | { kind: 'lead_moved'; to: string | null; by: string | null }
  /** The response window passed the reader's lead to `to`, the next person on the floor. */
  | { kind: 'lead_reoffered'; to: string }
  | { kind: 'hand_over'; words: string }
  | { kind: 'customer_reply'; words: string; channel: 'sms' | 'email' }
  | { kind: 'lead_ended'; words: string; ending: 'wrong_number' | 'bought_elsewhere' }
  | { kind: 'appointment_booked'; at: string; timeZone: string; type: AppointmentType }
  /** `owner` had the lead `minutes` without acting. */
  | { kind: 'response_overdue'; reoffered: boolean; owner: string; minutes: number };

/** What happened to one of a store's own settings (not about a lead). */
export type StoreNoticeFacts = { kind: 'webhook_disabled'; host: string; failedDeliveries: number };

/** The customer the notice is about: name, vehicle and store ("Maria Lopez (2025 Tucson, Hyundai)"). */
interface NoticeLead {
  name: string;
  vehicleInterest: string | null;
  store: string;
}

/**
 * What a notice's words are made of, kept on its row (the `facts` column) so that the bell words it again in
 * whatever language its reader has when they read it.
 */
export type StoredNotice =
  | { facts: NoticeFacts; lead: NoticeLead }
  | { facts: StoreNoticeFacts; store: string };

interface Words {
  assigned: (who: string, by: string | undefined) => [string, string];
  moved: (who: string, to: string | null, by: string | null) => [string, string];
  reoffered: (who: string, to: string) => [string, string];
  handOver: (who: string, quoted: string) => [string, string];
  replied: (who: string, channel: string, quoted: string) => [string, string];
  ended: (who: string, ending: 'wrong_number' | 'bought_elsewhere', quoted: string) => [string, string];
  booked: (who: string, type: string, when: string) => [string, string];
  overdue: (who: string, owner: string, held: string, reoffered: boolean) => [string, string];
  webhookDisabled: (store: string, host: string, failed: number) => [string, string];
  appointmentTypes: Record<AppointmentType, string>;
}

const WORDS: Record<LeadLanguage, Words> = {
  en: {
    assigned: (who, by) => [
      by ? `${by} gave you ${who}` : `${who} is yours`,
      'Reply before the store’s response window ends.',
    ],
    moved: (who, to, by) => {
      if (by === null) return [`${who} was taken by ${to}`, 'It is no longer yours.'];
      if (to === null) return [`${who} was unassigned from you by ${by}`, 'It waits for a new owner.'];
      return [`${who} was moved to ${to} by ${by}`, 'It is no longer yours.'];
    },
    reoffered: (who, to) => [
      `${who} was offered to ${to}`,
      'The store’s response window ended before you acted; it is no longer yours.',
    ],
    handOver: (who, quoted) => [
      `${who} asked for a person`,
      `${quoted} The assistant has stopped: please reply.`,
    ],
    replied: (who, channel, quoted) => [`${who} replied (${channel})`, quoted],
    ended: (who, ending, quoted) => [
      `${who}: ${ending === 'wrong_number' ? 'wrong number' : 'already bought a vehicle'}`,
      `${quoted} The lead is closed and gets no more follow-ups.`,
    ],
    booked: (who, type, when) => [`${who} booked a ${type}`, `The assistant booked it for ${when}.`],
    overdue: (who, owner, held, reoffered) => [
      `${who} is waiting past the response window`,
      reoffered
        ? `${owner} had it ${held} without acting; it was offered to the next person.`
        : `${owner} had it ${held} without acting and nobody else is on the floor.`,
    ],
    webhookDisabled: (store, host, failed) => [
      `Webhook switched off at ${store}`,
      `${host} failed ${failed} deliveries in a row, each retried for a day. Fix it, then switch it on under Outgoing webhooks.`,
    ],
    appointmentTypes: {
      test_drive: 'test drive',
      sales_meeting: 'sales meeting',
      demo_drive: 'demo drive',
      consultation: 'consultation',
      financing: 'financing appointment',
      delivery: 'delivery',
      service: 'service appointment',
    },
  },
  es: {
    assigned: (who, by) => [
      by ? `${by} le asignó el prospecto ${who}` : `${who} es suyo`,
      'Responda antes de que termine el plazo de respuesta de la tienda.',
    ],
    moved: (who, to, by) => {
      if (by === null) return [`${to} tomó el prospecto ${who}`, 'Ya no es suyo.'];
      if (to === null) return [`${by} le quitó el prospecto ${who}`, 'Espera un nuevo responsable.'];
      return [`${by} pasó el prospecto ${who} a ${to}`, 'Ya no es suyo.'];
    },
    reoffered: (who, to) => [
      `El prospecto ${who} se ofreció a ${to}`,
      'El plazo de respuesta de la tienda terminó antes de que usted actuara; ya no es suyo.',
    ],
    handOver: (who, quoted) => [
      `${who} pidió hablar con una persona`,
      `${quoted} El asistente se detuvo: por favor responda.`,
    ],
    replied: (who, channel, quoted) => [`${who} respondió (${channel})`, quoted],
    ended: (who, ending, quoted) => [
      `${who}: ${ending === 'wrong_number' ? 'número equivocado' : 'ya compró un vehículo'}`,
      `${quoted} El prospecto está cerrado y no recibirá más seguimientos.`,
    ],
    booked: (who, type, when) => [`${who} reservó: ${type}`, `El asistente la reservó para ${when}.`],
    overdue: (who, owner, held, reoffered) => [
      `${who} espera más allá del plazo de respuesta`,
      reoffered
        ? `${owner} lo tuvo ${held} sin actuar; se ofreció a la siguiente persona.`
        : `${owner} lo tuvo ${held} sin actuar y no hay nadie más en el piso.`,
    ],
    webhookDisabled: (store, host, failed) => [
      `Webhook desactivado en ${store}`,
      `${host} falló ${failed} entregas seguidas, cada una reintentada durante un día. Corríjalo y vuelva a activarlo en Webhooks salientes.`,
    ],
    appointmentTypes: {
      test_drive: 'prueba de manejo',
      sales_meeting: 'reunión de ventas',
      demo_drive: 'demostración en ruta',
      consultation: 'asesoría',
      financing: 'financiamiento',
      delivery: 'entrega',
      service: 'servicio',
    },
  },
  fr: {
    assigned: (who, by) => [
      by ? `${by} vous a confié ${who}` : `${who} vous est confié`,
      'Répondez avant la fin du délai de réponse du magasin.',
    ],
    moved: (who, to, by) => {
      if (by === null) return [`${to} a pris le prospect ${who}`, 'Il ne vous est plus confié.'];
      if (to === null) return [`${by} vous a retiré le prospect ${who}`, 'Il attend un nouveau responsable.'];
      return [`${by} a confié le prospect ${who} à ${to}`, 'Il ne vous est plus confié.'];
    },
    reoffered: (who, to) => [
      `Le prospect ${who} a été proposé à ${to}`,
      'Le délai de réponse du magasin a pris fin avant que vous agissiez ; il ne vous est plus confié.',
    ],
    handOver: (who, quoted) => [
      `${who} demande à parler à une personne`,
      `${quoted} L’assistant s’est arrêté : merci de répondre.`,
    ],
    replied: (who, channel, quoted) => [`${who} a répondu (${channel})`, quoted],
    ended: (who, ending, quoted) => [
      `${who} : ${ending === 'wrong_number' ? 'mauvais numéro' : 'a déjà acheté un véhicule'}`,
      `${quoted} Le prospect est fermé et ne recevra plus de relances.`,
    ],
    booked: (who, type, when) => [`${who} a réservé : ${type}`, `L’assistant l’a réservé pour ${when}.`],
    overdue: (who, owner, held, reoffered) => [
      `${who} attend au-delà du délai de réponse`,
      reoffered
        ? `${owner} l’a eu ${held} sans agir ; il a été proposé à la personne suivante.`
        : `${owner} l’a eu ${held} sans agir et personne d’autre n’est sur le plancher.`,
    ],
    webhookDisabled: (store, host, failed) => [
      `Webhook désactivé chez ${store}`,
      `${host} a échoué ${failed} livraisons de suite, chacune réessayée pendant une journée. Corrigez-le puis réactivez-le dans Webhooks sortants.`,
    ],
    appointmentTypes: {
      test_drive: 'essai routier',
      sales_meeting: 'rencontre commerciale',
      demo_drive: 'essai de démonstration',
      consultation: 'consultation',
      financing: 'financement',
      delivery: 'livraison',
      service: 'entretien',
    },
  },
};

const LOCALES: Record<LeadLanguage, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

const quote = (words: string) => `“${words.trim().slice(0, 300)}”`;

/** On the store's clock, named as the app names it ("Tue, Nov 25, 3:00 PM CT"; decision 037). */
const storeTime = (at: string, timeZone: string, language: LeadLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  }).format(new Date(at));

function whoOf(lead: NoticeLead): string {
  const about = [lead.vehicleInterest?.trim(), lead.store].filter(Boolean).join(', ');
  return about ? `${lead.name} (${about})` : lead.name;
}

/** How long someone held a lead, in the reader's language: "25 min", "2 h 5 min". */
function heldFor(minutes: number, language: LeadLanguage): string {
  const format = (value: number, unit: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return format(rest, 'minute');
  return rest === 0 ? format(hours, 'hour') : `${format(hours, 'hour')} ${format(rest, 'minute')}`;
}

/** The notice's title and body in `language`. */
function noticeText(
  facts: NoticeFacts,
  lead: NoticeLead,
  language: LeadLanguage,
): { title: string; body: string } {
  const words = WORDS[language];
  const who = whoOf(lead);
  const [title, body] = (() => {
    switch (facts.kind) {
      case 'lead_assigned':
        return words.assigned(who, facts.by);
      case 'lead_moved':
        return words.moved(who, facts.to, facts.by);
      case 'lead_reoffered':
        return words.reoffered(who, facts.to);
      case 'hand_over':
        return words.handOver(who, quote(facts.words));
      case 'customer_reply':
        return words.replied(who, facts.channel === 'email' ? 'E-mail' : 'SMS', quote(facts.words));
      case 'lead_ended':
        return words.ended(who, facts.ending, quote(facts.words));
      case 'appointment_booked':
        return words.booked(
          who,
          words.appointmentTypes[facts.type],
          storeTime(facts.at, facts.timeZone, language),
        );
      case 'response_overdue':
        return words.overdue(who, facts.owner, heldFor(facts.minutes, language), facts.reoffered);
    }
  })();
  return { title, body };
}

/** A store notice's title and body in `language` (the store's name without the group's prefix). */
function storeNoticeText(
  facts: StoreNoticeFacts,
  store: string,
  language: LeadLanguage,
): { title: string; body: string } {
  const [title, body] = WORDS[language].webhookDisabled(store, facts.host, facts.failedDeliveries);
  return { title, body };
}

/** A stored notice's title and body in `language`: the one wording of the bell, the e-mail and the SMS. */
export function wordNotice(notice: StoredNotice, language: LeadLanguage): { title: string; body: string } {
  return 'lead' in notice
    ? noticeText(notice.facts, notice.lead, language)
    : storeNoticeText(notice.facts, notice.store, language);
}

/** A row's words for its reader now: worded again from its facts, or as stored for a row older than its facts. */
export function wordsOf(
  row: { title: string; body: string; facts: StoredNotice | null },
  language: LeadLanguage,
): { title: string; body: string } {
  return row.facts ? wordNotice(row.facts, language) : { title: row.title, body: row.body };
}
