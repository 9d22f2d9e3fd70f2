// What the built-in assistant says, in each language a lead may have. English is the original wording; Spanish
// (US Hispanic usage, formal "usted") and French are the same messages, not word-for-word translations.
import type { LeadLanguage } from '@lead-manager/contracts/leads';
import type { BookableType } from './assistant-engine';

const at = (phone: string | null, word: string) => (phone ? ` ${word} ${phone}` : '');

export interface AssistantWords {
  priceDeflection(phone: string | null): string;
  financing(phone: string | null): string;
  tradeIn: string;
  hours(hours: string): string;
  location(address: string): string;
  noAddress(phone: string | null): string;
  availability(vehicle: string | undefined): string;
  features(vehicle: string | undefined): string;
  /** A question about another model than the lead's: no inventory data yet, so the team confirms, for that model. */
  aboutModel(model: string): string;
  bot(dealership: string): string;
  greeting(firstName: string, dealership: string, vehicle: string | undefined): string;
  thanks: string;
  other(vehicle: string | undefined): string;
  handOff(phone: string | null): string;
  booked(what: string, when: string, dealership: string): string;
  askTime(hours: string): string;
  /** The opening before proposed times: the store's hours after a refused exact time, else a yes. */
  proposeOpening(hours: string | undefined): string;
  propose(slots: string): string;
  /** Recognises our own proposal in the history, so "yes" books its first time. */
  proposal: RegExp;
  pricingLater: string;
  bookingNotStored: string;
  labels: Record<BookableType, string>;
  /** First contact: the text inside the dealership's SMS template, the email body and subject. */
  firstSms(vehicle: string | undefined): string;
  firstEmail(vehicle: string | undefined): string;
  firstSubject(vehicle: string | undefined, dealership: string): string;
  /** The name a lead known only by a phone number is greeted by. */
  there: string;
}

const en: AssistantWords = {
  priceDeflection: (phone) =>
    `I can't share prices, payments or trade-in values by text; our sales manager will go over them with you in person${at(phone, 'or at')}. Want to stop by?`,
  financing: (phone) =>
    `We work with many lenders and most credit situations, leases too. Our finance team will go over the options in person${at(phone, 'or at')}. Want to come in?`,
  tradeIn:
    'Yes, we take trade-ins! We appraise them in person so the value is accurate. Bring it along when you visit. What day works for you?',
  hours: (hours) => `We're open ${hours}. Want me to reserve a time for you?`,
  location: (address) => `We're at ${address}. Would you like to come in for a test drive?`,
  noAddress: (phone) =>
    `Call us at ${phone ?? 'the dealership'} for directions. Would you like to come in for a test drive?`,
  availability: (vehicle) =>
    `I'll have the team confirm what we have${vehicle ? ` in the ${vehicle}` : ''} right now. The best way to see it is a quick visit. When would you like to come in?`,
  features: (vehicle) =>
    `${vehicle ? `The ${vehicle} is a great choice. ` : ''}Our team can walk you through trims, features and options on a test drive. When would suit you?`,
  aboutModel: (model) =>
    `Good question about the ${model}! I'll have our team confirm that and get back to you. Would you like to see one in person too?`,
  bot: (name) =>
    `I'm the virtual assistant of ${name}. I can answer questions, book a test drive or have a person reach out. What would you like?`,
  greeting: (first, name, vehicle) =>
    `Hi ${first}! Thanks for reaching out to ${name}. I can set up a test drive any time. ${vehicle ? `Are you still interested in the ${vehicle}?` : 'What are you shopping for?'}`,
  thanks: "You're welcome! Let me know if there's anything else I can help with.",
  other: (vehicle) =>
    `Thanks for your message! Our team can help with that. Would you like to come in and ${vehicle ? `see the ${vehicle}` : 'take a look'}?`,
  handOff: (phone) =>
    `I understand. I'm passing this to a member of our team, who will get back to you shortly.${phone ? ` You can also call us at ${phone}.` : ''}`,
  booked: (what, when, name) =>
    `You're booked for a ${what} on ${when} at ${name}. See you then! Reply here if you need to change it.`,
  askTime: (hours) => `We're open ${hours}. What day and time suit you?`,
  proposeOpening: (hours) => (hours ? `We're open ${hours}.` : "I'd be glad to set that up."),
  propose: (slots) => `Would ${slots} work for you?`,
  proposal: /\bwould .+ work\b/i,
  pricingLater: 'We can go over pricing together in person.',
  bookingNotStored:
    "I couldn't hold that time. Could you suggest another day and time? A member of our team can also help.",
  labels: { test_drive: 'test drive', sales_meeting: 'visit with our sales team', demo_drive: 'demo drive' },
  firstSms: (vehicle) =>
    `thanks for ${vehicle ? `your interest in the ${vehicle}` : 'your interest'}! When would you like to come in for a test drive?`,
  firstEmail: (vehicle) =>
    `Thank you for ${vehicle ? `your interest in the ${vehicle}` : 'your interest'}. I would be glad to help you find the right vehicle and set up a test drive at a time that suits you. What day and time work best for you?`,
  firstSubject: (vehicle, name) =>
    vehicle ? `Your ${vehicle} inquiry at ${name}` : `Your inquiry at ${name}`,
  there: 'there',
};

const es: AssistantWords = {
  priceDeflection: (phone) =>
    `No puedo dar precios, pagos ni valores de intercambio por mensaje; nuestro gerente de ventas los revisará con usted en persona${at(phone, 'o al')}. ¿Quiere pasar a vernos?`,
  financing: (phone) =>
    `Trabajamos con muchos prestamistas y casi cualquier situación de crédito, también arrendamientos. Nuestro equipo de financiamiento le explicará las opciones en persona${at(phone, 'o al')}. ¿Quiere venir?`,
  tradeIn:
    '¡Sí, aceptamos vehículos como parte de pago! Los evaluamos en persona para darle un valor exacto. Tráigalo cuando nos visite. ¿Qué día le queda bien?',
  hours: (hours) => `Nuestro horario es: ${hours}. ¿Quiere que le reserve una hora?`,
  location: (address) => `Estamos en ${address}. ¿Le gustaría venir a una prueba de manejo?`,
  noAddress: (phone) =>
    `Llámenos al ${phone ?? 'concesionario'} para indicaciones. ¿Le gustaría venir a una prueba de manejo?`,
  availability: (vehicle) =>
    `Le pediré al equipo que confirme lo que tenemos${vehicle ? ` del ${vehicle}` : ''} ahora mismo. La mejor manera de verlo es una visita rápida. ¿Cuándo le gustaría venir?`,
  features: (vehicle) =>
    `${vehicle ? `El ${vehicle} es una gran elección. ` : ''}Nuestro equipo puede mostrarle versiones, equipamiento y opciones en una prueba de manejo. ¿Cuándo le convendría?`,
  aboutModel: (model) =>
    `¡Buena pregunta sobre el ${model}! Le pediré a nuestro equipo que se lo confirme y le responderemos. ¿Le gustaría verlo en persona también?`,
  bot: (name) =>
    `Soy el asistente virtual de ${name}. Puedo responder preguntas, reservar una prueba de manejo o pedir que una persona le contacte. ¿Qué prefiere?`,
  greeting: (first, name, vehicle) =>
    `¡Hola${first ? ` ${first}` : ''}! Gracias por escribir a ${name}. Puedo reservarle una prueba de manejo cuando quiera. ${vehicle ? `¿Sigue interesado en el ${vehicle}?` : '¿Qué vehículo está buscando?'}`,
  thanks: '¡De nada! Avíseme si puedo ayudarle con algo más.',
  other: (vehicle) =>
    `¡Gracias por su mensaje! Nuestro equipo puede ayudarle con eso. ¿Le gustaría venir a ${vehicle ? `ver el ${vehicle}` : 'echar un vistazo'}?`,
  handOff: (phone) =>
    `Entiendo. Le paso su mensaje a un miembro de nuestro equipo, que le responderá en breve.${phone ? ` También puede llamarnos al ${phone}.` : ''}`,
  booked: (what, when, name) =>
    `Queda reservada su ${what} el ${when} en ${name}. ¡Le esperamos! Responda aquí si necesita cambiarla.`,
  askTime: (hours) => `Nuestro horario es: ${hours}. ¿Qué día y hora le convienen?`,
  proposeOpening: (hours) => (hours ? `Nuestro horario es: ${hours}.` : 'Con gusto se la reservo.'),
  propose: (slots) => `¿Le queda bien el ${slots}?`,
  // Ours, and the other ways of asking whether times suit (an LLM's wording): "¿Le va bien…?", "¿Le conviene…?".
  proposal: /¿(?:le|te) (?:queda bien|va bien|viene bien|conviene|sirve)(?!\p{L}).+\?/iu,
  pricingLater: 'Podemos revisar los precios juntos en persona.',
  bookingNotStored:
    'No pude reservar esa hora. ¿Podría sugerir otro día y hora? Un miembro de nuestro equipo también puede ayudarle.',
  labels: {
    test_drive: 'prueba de manejo',
    sales_meeting: 'visita con nuestro equipo de ventas',
    demo_drive: 'prueba de demostración',
  },
  firstSms: (vehicle) =>
    `gracias por su interés${vehicle ? ` en el ${vehicle}` : ''}. ¿Cuándo quiere venir a probarlo?`,
  firstEmail: (vehicle) =>
    `Gracias por su interés${vehicle ? ` en el ${vehicle}` : ''}. Con gusto le ayudaré a encontrar el vehículo adecuado y a reservar una prueba de manejo cuando le convenga. ¿Qué día y hora le quedan mejor?`,
  firstSubject: (vehicle, name) =>
    vehicle ? `Su consulta sobre el ${vehicle} en ${name}` : `Su consulta en ${name}`,
  there: '',
};

const fr: AssistantWords = {
  priceDeflection: (phone) =>
    `Je ne peux pas donner de prix, de mensualités ni de valeur de reprise par message; notre directeur des ventes en discutera avec vous en personne${at(phone, 'ou au')}. Voulez-vous passer nous voir?`,
  financing: (phone) =>
    `Nous travaillons avec de nombreux prêteurs et la plupart des situations de crédit, location comprise. Notre équipe de financement vous présentera les options en personne${at(phone, 'ou au')}. Voulez-vous passer?`,
  tradeIn:
    'Oui, nous acceptons les reprises! Nous les évaluons en personne pour une valeur juste. Apportez votre véhicule lors de votre visite. Quel jour vous convient?',
  hours: (hours) => `Nos heures d'ouverture : ${hours}. Voulez-vous que je vous réserve un moment?`,
  location: (address) => `Nous sommes au ${address}. Aimeriez-vous venir faire un essai routier?`,
  noAddress: (phone) =>
    `Appelez-nous au ${phone ?? 'concessionnaire'} pour l'itinéraire. Aimeriez-vous venir faire un essai routier?`,
  availability: (vehicle) =>
    `Je demande à l'équipe de confirmer ce que nous avons${vehicle ? ` en ${vehicle}` : ''} en ce moment. Le mieux est de passer le voir. Quand aimeriez-vous venir?`,
  features: (vehicle) =>
    `${vehicle ? `Le ${vehicle} est un excellent choix. ` : ''}Notre équipe peut vous présenter les versions, l'équipement et les options lors d'un essai routier. Quand cela vous conviendrait-il?`,
  aboutModel: (model) =>
    `Bonne question sur le ${model}! Je demande à notre équipe de vous le confirmer et nous vous répondrons. Aimeriez-vous le voir en personne aussi?`,
  bot: (name) =>
    `Je suis l'assistant virtuel de ${name}. Je peux répondre à vos questions, réserver un essai routier ou demander à une personne de vous contacter. Que préférez-vous?`,
  greeting: (first, name, vehicle) =>
    `Bonjour${first ? ` ${first}` : ''}! Merci d'avoir contacté ${name}. Je peux vous réserver un essai routier quand vous voulez. ${vehicle ? `Le ${vehicle} vous intéresse-t-il toujours?` : 'Quel véhicule recherchez-vous?'}`,
  thanks: "Avec plaisir! N'hésitez pas si je peux vous aider avec autre chose.",
  other: (vehicle) =>
    `Merci pour votre message! Notre équipe peut vous aider. Aimeriez-vous venir ${vehicle ? `voir le ${vehicle}` : 'jeter un coup d’œil'}?`,
  handOff: (phone) =>
    `Je comprends. Je transmets votre message à un membre de notre équipe, qui vous répondra sous peu.${phone ? ` Vous pouvez aussi nous appeler au ${phone}.` : ''}`,
  booked: (what, when, name) =>
    `Votre ${what} est réservé le ${when} chez ${name}. À bientôt! Répondez ici si vous devez le modifier.`,
  askTime: (hours) => `Nos heures d'ouverture : ${hours}. Quel jour et quelle heure vous conviennent?`,
  proposeOpening: (hours) => (hours ? `Nos heures d'ouverture : ${hours}.` : 'Avec plaisir.'),
  propose: (slots) => `Est-ce que ${slots} vous conviendrait?`,
  // Ours, and the other ways of asking whether times suit: "… vous convient?", "… ça vous va?".
  proposal: /(?:vous (?:conviendrait|convient|irait|va)|[çc]a vous (?:va|irait|convient))(?!\p{L})/iu,
  pricingLater: 'Nous pourrons parler des prix ensemble en personne.',
  bookingNotStored:
    "Je n'ai pas pu réserver ce moment. Pourriez-vous proposer un autre jour et une autre heure? Un membre de notre équipe peut aussi vous aider.",
  labels: {
    test_drive: 'essai routier',
    sales_meeting: 'rendez-vous avec notre équipe des ventes',
    demo_drive: 'essai de démonstration',
  },
  firstSms: (vehicle) =>
    `merci de votre intérêt${vehicle ? ` pour le ${vehicle}` : ''}! Quand voulez-vous venir l'essayer?`,
  firstEmail: (vehicle) =>
    `Merci de votre intérêt${vehicle ? ` pour le ${vehicle}` : ''}. Je serai ravi de vous aider à trouver le bon véhicule et de réserver un essai routier au moment qui vous convient. Quel jour et quelle heure vous conviennent le mieux?`,
  firstSubject: (vehicle, name) =>
    vehicle ? `Votre demande sur le ${vehicle} chez ${name}` : `Votre demande chez ${name}`,
  there: '',
};

const ASSISTANT_WORDS: Record<LeadLanguage, AssistantWords> = { en, es, fr };

/** The words for a lead's language; an unknown value reads English. */
export const wordsFor = (language: string | null | undefined): AssistantWords =>
  ASSISTANT_WORDS[(language as LeadLanguage) in ASSISTANT_WORDS ? (language as LeadLanguage) : 'en'];
