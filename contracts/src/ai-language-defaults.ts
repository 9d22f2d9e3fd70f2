// The dealership's message templates and follow-up texts in Spanish and French: the brand defaults a dealership
// starts with, used for leads whose language is es or fr (English keeps the dealership's own settings).
import { z } from 'zod';

export const TEMPLATE_LANGUAGES = ['es', 'fr'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export const LanguageTemplatesSchema = z.object({
  smsTemplate: z.string().max(2000),
  emailTemplate: z.string().max(10000),
  emailSignature: z.string().max(2000),
  /** The follow-up steps' messages in this language, step by step (the delays and channels are the English ones). */
  followUpMessages: z.array(z.string().trim().max(2000)).max(20),
});
export type LanguageTemplates = z.infer<typeof LanguageTemplatesSchema>;

export const LanguageTemplateSetSchema = z.object({
  es: LanguageTemplatesSchema,
  fr: LanguageTemplatesSchema,
});
export type LanguageTemplateSet = z.infer<typeof LanguageTemplateSetSchema>;

/** GSM-7 where the language allows: the SMS template stays short, the opt-out line names STOP (honoured everywhere). */
export const DEFAULT_LANGUAGE_TEMPLATES: LanguageTemplateSet = {
  es: {
    smsTemplate: 'Hola {customerName}, {message} - {dealershipName}. Responda STOP para cancelar.',
    emailTemplate: `Hola {customerName}:

{message}

Si tiene alguna pregunta, responda a este correo o llámenos al {dealershipPhone}. Será un placer atenderle.`,
    emailSignature: `Saludos cordiales,
El equipo de ventas
{dealershipName}
{dealershipPhone} | {dealershipEmail}`,
    followUpMessages: [
      'Solo quería saber: ¿sigue buscando vehículo? Con gusto le reservamos una prueba de manejo cuando le convenga.',
      'Le escribo para dar seguimiento a su consulta. Tenemos varios modelos listos para una prueba de manejo, y nuestro equipo puede mostrarle el equipamiento, las versiones y la disponibilidad actual. ¿Le conviene más una tarde entre semana o un sábado por la mañana?',
      'Ha pasado una semana desde que nos escribió, así que este es mi último mensaje por ahora. Si sigue buscando, responda con el día y la hora que le convengan y tendremos el vehículo listo. Si sus planes cambiaron, no hay ningún problema.',
    ],
  },
  fr: {
    smsTemplate: 'Bonjour {customerName}, {message} - {dealershipName}. Repondez STOP pour arreter.',
    emailTemplate: `Bonjour {customerName},

{message}

Pour toute question, répondez simplement à ce courriel ou appelez-nous au {dealershipPhone}. Au plaisir de vous accueillir.`,
    emailSignature: `Cordialement,
L'équipe des ventes
{dealershipName}
{dealershipPhone} | {dealershipEmail}`,
    followUpMessages: [
      "Un petit suivi : êtes-vous toujours à la recherche d'un véhicule? Nous serions heureux de vous réserver un essai routier selon votre horaire.",
      "Je fais suite à votre demande. Plusieurs modèles sont prêts pour un essai routier, et notre équipe peut vous présenter l'équipement, les versions et la disponibilité actuelle. Préférez-vous un soir de semaine ou un samedi matin?",
      "Cela fait une semaine que vous nous avez écrit : c'est mon dernier suivi pour le moment. Si vous cherchez toujours, répondez avec le jour et l'heure qui vous conviennent et le véhicule sera prêt. Si vos plans ont changé, aucun problème.",
    ],
  },
};

/** A fresh copy of the defaults, for a dealership's settings. */
export const defaultLanguageTemplates = (): LanguageTemplateSet =>
  structuredClone(DEFAULT_LANGUAGE_TEMPLATES);
