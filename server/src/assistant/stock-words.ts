// What the built-in assistant says about the store's stock, in each language a lead may have. Units are described
// by year, model, trim, colour and stock number, never by price (staff only).
import type { StockUnit } from '../modules/inventory/inventory.queries';

export interface StockWords {
  /** "a used 2023 Elantra SEL in Phantom Black (stock H2305)" */
  unit(unit: StockUnit): string;
  inStock(model: string, units: string[]): string;
  noneInColor(model: string, color: string, others: string[]): string;
  noneInStock(model: string): string;
  sold(unit: string, others: string[]): string;
  hasFeature(unit: string, features: string): string;
  featureUnsure(model: string, feature: string): string;
}

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
const named = (u: StockUnit) => [u.model, u.trim].filter(Boolean).join(' ');
const stockOf = (u: StockUnit, word: string) => (u.stockNumber ? ` (${word} ${u.stockNumber})` : '');

const en: StockWords = {
  unit: (u) =>
    `${u.condition === 'used' ? 'used ' : u.condition === 'cpo' ? 'certified pre-owned ' : ''}${[u.year, named(u)].filter(Boolean).join(' ')}${u.exteriorColor ? ` in ${u.exteriorColor}` : ''}${stockOf(u, 'stock')}`,
  inStock: (_model, units) =>
    `Yes! On the lot now: ${list(units, 'and')}. Want to come see ${units.length > 1 ? 'them' : 'it'}?`,
  noneInColor: (model, color, others) =>
    `No ${model} in ${color} in stock right now. Closest: ${list(others, 'and')}. Want to see one?`,
  noneInStock: (model) =>
    `We don't have a ${model} in stock right now. I'll ask the team about incoming ones. Want to hear when one arrives?`,
  sold: (unit, others) =>
    `The ${unit} has been sold.${others.length ? ` We do have ${list(others, 'and')}. Want to see one?` : ' I can ask the team about similar ones. Would that help?'}`,
  hasFeature: (unit, features) =>
    `Yes: the ${unit} on our lot has ${features}. Want to try it on a test drive?`,
  featureUnsure: (model, feature) =>
    `Good question. I'll have our team confirm whether the ${model} we have comes with ${feature} and get back to you. Want to see it in person too?`,
};

const es: StockWords = {
  unit: (u) =>
    `${named(u)}${u.year ? ` ${u.year}` : ''}${u.condition === 'used' ? ' usado' : u.condition === 'cpo' ? ' certificado' : ''}${u.exteriorColor ? ` en ${u.exteriorColor}` : ''}${stockOf(u, 'inventario')}`,
  inStock: (_model, units) =>
    `¡Sí! En el lote ahora: ${list(units, 'y')}. ¿Quiere venir a ${units.length > 1 ? 'verlos' : 'verlo'}?`,
  noneInColor: (model, color, others) =>
    `No tenemos un ${model} en ${color} en inventario ahora. Lo más parecido: ${list(others, 'y')}. ¿Quiere ver uno?`,
  noneInStock: (model) =>
    `No tenemos un ${model} en inventario ahora. Preguntaré al equipo por los que vienen en camino. ¿Quiere que le avisemos cuando llegue uno?`,
  sold: (unit, others) =>
    `El ${unit} ya se vendió.${others.length ? ` Sí tenemos ${list(others, 'y')}. ¿Quiere ver uno?` : ' Puedo preguntar al equipo por otros parecidos. ¿Le ayudaría?'}`,
  hasFeature: (unit, features) =>
    `Sí: el ${unit} de nuestro lote tiene ${features}. ¿Quiere probarlo en una prueba de manejo?`,
  featureUnsure: (model, feature) =>
    `Buena pregunta. Le pediré a nuestro equipo que confirme si el ${model} que tenemos viene con ${feature} y le responderemos. ¿Quiere verlo en persona también?`,
};

const fr: StockWords = {
  unit: (u) =>
    `${named(u)}${u.year ? ` ${u.year}` : ''}${u.condition === 'used' ? ' d’occasion' : u.condition === 'cpo' ? ' certifié' : ''}${u.exteriorColor ? ` en ${u.exteriorColor}` : ''}${stockOf(u, 'stock')}`,
  inStock: (_model, units) =>
    `Oui ! Sur le terrain en ce moment : ${list(units, 'et')}. Voulez-vous venir ${units.length > 1 ? 'les voir' : 'le voir'} ?`,
  noneInColor: (model, color, others) =>
    `Pas de ${model} en ${color} en stock en ce moment. Le plus proche : ${list(others, 'et')}. Voulez-vous en voir un ?`,
  noneInStock: (model) =>
    `Nous n’avons pas de ${model} en stock en ce moment. Je demande à l’équipe ceux qui arrivent. Voulez-vous être prévenu quand il y en aura un ?`,
  sold: (unit, others) =>
    `Le ${unit} a été vendu.${others.length ? ` Nous avons ${list(others, 'et')}. Voulez-vous en voir un ?` : ' Je peux demander à l’équipe des modèles semblables. Cela vous aiderait ?'}`,
  hasFeature: (unit, features) => `Oui : le ${unit} de notre terrain a ${features}. Voulez-vous l’essayer ?`,
  featureUnsure: (model, feature) =>
    `Bonne question. Je demande à notre équipe de confirmer si le ${model} que nous avons a ${feature}, et nous revenons vers vous. Voulez-vous le voir en personne aussi ?`,
};

export const stockWordsFor = (language: string | null | undefined): StockWords =>
  language === 'es' ? es : language === 'fr' ? fr : en;
