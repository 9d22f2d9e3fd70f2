// The answers to opt-out, opt-in and HELP, in the language chosen by `answerLanguage` (lib/language.ts). START stays START in
// every language: it is the word the carriers themselves honour to lift a STOP.
import type { LeadLanguage } from '@lead-manager/contracts/leads';

export interface ComplianceDealership {
  name: string;
  phone: string | null;
  email: string | null;
}

type Channel = 'sms' | 'email';

const OPT_OUT: Record<LeadLanguage, Record<Channel, (name: string) => string>> = {
  en: {
    sms: (name) =>
      `${name}: you are unsubscribed and will receive no more texts. Reply START to resubscribe.`,
    email: (name) => `You are unsubscribed from ${name} emails and will receive no more messages from us.`,
  },
  es: {
    sms: (name) =>
      `${name}: se ha dado de baja y no recibirá más mensajes de texto. Responda START para volver a suscribirse.`,
    email: (name) => `Se ha dado de baja de los correos de ${name} y no recibirá más mensajes nuestros.`,
  },
  fr: {
    sms: (name) =>
      `${name} : vous êtes désabonné et ne recevrez plus de SMS. Répondez START pour vous réabonner.`,
    email: (name) =>
      `Vous êtes désabonné des courriels de ${name} et ne recevrez plus de messages de notre part.`,
  },
};

/** The one answer to "wrong number": an apology that is also the opt-out's confirmation. */
const WRONG_NUMBER: Record<LeadLanguage, Record<Channel, (name: string) => string>> = {
  en: {
    sms: (name) => `${name}: sorry for the mix-up. We have removed this number and will not text it again.`,
    email: (name) => `Sorry for the mix-up. ${name} has removed this address and will not write to it again.`,
  },
  es: {
    sms: (name) => `${name}: disculpe la confusión. Quitamos este número y no volveremos a escribirle.`,
    email: (name) => `Disculpe la confusión. ${name} quitó esta dirección y no volverá a escribirle.`,
  },
  fr: {
    sms: (name) => `${name} : désolés pour l'erreur. Nous avons retiré ce numéro et ne vous écrirons plus.`,
    email: (name) => `Désolés pour l'erreur. ${name} a retiré cette adresse et ne vous écrira plus.`,
  },
};

const OPT_IN: Record<LeadLanguage, (name: string) => string> = {
  en: (name) =>
    `${name}: you are resubscribed to our texts. Msg & data rates may apply. Reply HELP for help, STOP to opt out.`,
  es: (name) =>
    `${name}: se ha vuelto a suscribir a nuestros mensajes. Pueden aplicarse tarifas de mensajes y datos. Responda AYUDA para obtener ayuda, ALTO para darse de baja.`,
  fr: (name) =>
    `${name} : vous êtes réabonné à nos SMS. Des frais de messagerie et de données peuvent s'appliquer. Répondez AIDE pour de l'aide, ARRET pour vous désabonner.`,
};

const HELP: Record<
  LeadLanguage,
  { call: string; email: string; or: string; text: (name: string, contact: string) => string }
> = {
  en: {
    call: 'call',
    email: 'email',
    or: 'or',
    text: (name, contact) =>
      `${name} sales team: ${contact}Msg frequency varies (about your inquiry). Msg & data rates may apply. Reply STOP to opt out.`,
  },
  es: {
    call: 'llame al',
    email: 'escriba a',
    or: 'o',
    text: (name, contact) =>
      `Equipo de ventas de ${name}: ${contact}La frecuencia de los mensajes varía (sobre su consulta). Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para darse de baja.`,
  },
  fr: {
    call: 'appelez le',
    email: 'écrivez à',
    or: 'ou',
    text: (name, contact) =>
      `Équipe des ventes de ${name} : ${contact}Fréquence des messages variable (au sujet de votre demande). Des frais de messagerie et de données peuvent s'appliquer. Répondez ARRET pour vous désabonner.`,
  },
};

export const optOutConfirmation = (
  d: ComplianceDealership,
  channel: Channel,
  language: LeadLanguage = 'en',
) => OPT_OUT[language][channel](d.name);

export const wrongNumberApology = (
  d: ComplianceDealership,
  channel: Channel,
  language: LeadLanguage = 'en',
) => WRONG_NUMBER[language][channel](d.name);

export const optInConfirmation = (d: ComplianceDealership, language: LeadLanguage = 'en') =>
  OPT_IN[language](d.name);

export function helpText(d: ComplianceDealership, language: LeadLanguage = 'en'): string {
  const words = HELP[language];
  const contact = [
    d.phone ? `${words.call} ${d.phone}` : undefined,
    d.email ? `${words.email} ${d.email}` : undefined,
  ]
    .filter(Boolean)
    .join(` ${words.or} `);
  return words.text(d.name, contact ? `${contact}. ` : '');
}

/** The subject of a compliance e-mail. */
export const complianceSubject: Record<LeadLanguage, (name: string) => string> = {
  en: (name) => `${name}: subscription`,
  es: (name) => `${name}: suscripción`,
  fr: (name) => `${name} : abonnement`,
};
