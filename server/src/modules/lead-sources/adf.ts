import type { LeadLanguage } from '@lead-manager/contracts/leads';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../../lib/http-errors';
import { languageOfLocale, languageOfOwnWords } from '../../lib/language';
import { MAX_NESTING_DEPTH, nestedTooDeep } from '../../lib/nesting-depth';
import { quoteAttributeValues } from './adf-lenient';
import { humanise, type MappedLead } from './mapped-lead';
import { sha256Hex } from './verify';

type XmlNode = Record<string, unknown>;

/** One `<prospect>` and the key it is de-duplicated on (its `<id source>`, else a hash of its content). */
export interface AdfProspect {
  key: string;
  node: XmlNode;
}

const REPEATABLE = new Set(['prospect', 'vehicle', 'name', 'phone', 'email', 'id', 'contact', 'comments']);

// The library decodes the predefined, numeric and HTML entities itself; a DOCTYPE is refused before parsing, so no
// declared (external, recursive) entity is ever read.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  transformTagName: (name) => name.toLowerCase(),
  transformAttributeName: (name) => name.toLowerCase(),
  isArray: (name) => REPEATABLE.has(name),
  // The library builds its result by recursion: a document deeper than this is refused before that.
  maxNestedTags: MAX_NESTING_DEPTH,
});

/** The parsed document; a 400 when the library refuses it (deeper than the limit, or unreadable). */
function parseXml(xml: string): XmlNode {
  try {
    return parser.parse(xml) as XmlNode;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/nested/i.test(message)) throw nestedTooDeep('The ADF document');
    throw badRequest(`The ADF document could not be read: ${message}`);
  }
}

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** The text of an element whether it came as a string or as `{ '#text': … }` because it had attributes. */
function textOf(value: unknown): string | undefined {
  const first = asArray(value)[0];
  const raw = typeof first === 'object' && first !== null ? (first as XmlNode)['#text'] : first;
  if (raw === undefined || raw === null || typeof raw === 'object') return undefined;
  const text = String(raw).trim();
  return text === '' ? undefined : text;
}

const attr = (node: unknown, name: string): string | undefined =>
  typeof node === 'object' && node !== null ? textOf((node as XmlNode)[`@_${name}`]) : undefined;

const child = (node: unknown, name: string): XmlNode | undefined => {
  const first = asArray((node as XmlNode | undefined)?.[name])[0];
  return typeof first === 'object' && first !== null ? (first as XmlNode) : undefined;
};

/** True when the document declares a DTD or entities: refused outright (XXE, billion laughs). */
const hasDoctypeOrEntity = (xml: string) => /<!\s*(DOCTYPE|ENTITY)/i.test(xml);

/**
 * The prospects of an ADF document, tolerating what real senders do: `<?ADF VERSION "1.0"?>` in any casing
 * or before the XML declaration, upper-case tags, unquoted attribute values, a bare `<prospect>` root. A 400 for
 * anything unreadable.
 */
export function parseAdfDocument(xml: string): AdfProspect[] {
  if (hasDoctypeOrEntity(xml))
    throw badRequest('ADF documents may not contain a DOCTYPE or entity declarations');
  const cleaned = quoteAttributeValues(
    xml
      .replace(/^\uFEFF/, '')
      .replace(/<\?adf[^>]*\?>/gi, '')
      .trim(),
  );
  if (!cleaned) throw badRequest('The ADF document is empty');
  const valid = XMLValidator.validate(cleaned);
  if (valid !== true) throw badRequest(`The ADF document is not well-formed XML: ${valid.err.msg}`);
  const root = parseXml(cleaned);
  // A character reference the library could not turn into a character (`&#99999999;`) is left as text: refused.
  if (/&#(x[0-9a-f]+|\d+);/i.test(JSON.stringify(root)))
    throw badRequest('The ADF document has a character reference to no valid character');
  const container = child(root, 'adf') ?? root;
  const prospects = asArray(container.prospect).filter((p): p is XmlNode => typeof p === 'object' && !!p);
  if (prospects.length === 0) throw badRequest('The ADF document has no <prospect>');
  return prospects.map((node) => ({ key: prospectKey(node), node }));
}

function prospectKey(node: XmlNode): string {
  const id = asArray(node.id)[0];
  const value = textOf(id);
  if (value) return `${attr(id, 'source') ?? 'adf'}:${value}`;
  return `sha256:${sha256Hex(JSON.stringify(node))}`;
}

const PHONE_PREFERENCE = ['cellphone', 'mobile', 'cell', 'voice', 'home', 'work', ''];

/** The best phone to text: a mobile first, never a fax or pager. */
function bestPhone(contact: XmlNode | undefined): string | undefined {
  const phones = asArray(contact?.phone)
    .map((p) => ({ type: (attr(p, 'type') ?? '').toLowerCase(), number: textOf(p) }))
    .filter((p) => p.number && p.type !== 'fax' && p.type !== 'pager');
  phones.sort((a, b) => rank(a.type) - rank(b.type));
  return phones[0]?.number;
}
const rank = (type: string) => {
  const index = PHONE_PREFERENCE.indexOf(type);
  return index === -1 ? PHONE_PREFERENCE.length : index;
};

function names(contact: XmlNode | undefined) {
  const parts: Record<string, string> = {};
  for (const n of asArray(contact?.name)) {
    const text = textOf(n);
    if (text) parts[(attr(n, 'part') ?? 'full').toLowerCase()] ??= text;
  }
  const full =
    parts.full ?? [parts.first, parts.middle, parts.last ?? parts.surname].filter(Boolean).join(' ');
  return full || undefined;
}

const describeVehicle = (v: XmlNode) =>
  ['year', 'make', 'model', 'trim']
    .map((k) => textOf(v[k]))
    .filter(Boolean)
    .join(' ');

const BUYING = new Set(['buy', 'lease', 'test-drive', '']);

/** The vehicle wanted becomes vehicleInterest; trade-ins and details go to the notes. */
function mapVehicles(prospect: XmlNode, lead: MappedLead) {
  for (const v of asArray(prospect.vehicle) as XmlNode[]) {
    const interest = (attr(v, 'interest') ?? '').toLowerCase();
    const status = attr(v, 'status');
    const description = describeVehicle(v);
    if (BUYING.has(interest) && description && !lead.vehicleInterest) {
      lead.vehicleInterest = status === 'used' ? `Used ${description}` : description;
      if (interest === 'lease' || interest === 'test-drive') lead.notes.push(`Wants to: ${interest}`);
    } else if (description) {
      lead.notes.push(`${humanise(interest || 'vehicle')}: ${description}`);
    }
    for (const detail of ['vin', 'stock', 'price', 'comments']) {
      const text = textOf(v[detail]);
      if (text) lead.notes.push(`Vehicle ${detail}: ${text}`);
    }
  }
}

/**
 * ADF has no language element; senders add a `lang`/`language` attribute (on customer, contact or comments) or a
 * `<language>` element. Else the customer's own comments tell, when long enough to.
 */
function adfLanguage(customer: XmlNode | undefined, contact: XmlNode | undefined): LeadLanguage | undefined {
  const comments = child(customer, 'comments');
  for (const node of [customer, contact, comments])
    for (const name of ['lang', 'language', 'xml:lang']) {
      const language = languageOfLocale(attr(node, name));
      if (language) return language;
    }
  for (const name of ['language', 'lang', 'preferredlanguage']) {
    const language = languageOfLocale(textOf(customer?.[name]));
    if (language) return language;
  }
  const text = textOf(customer?.comments);
  return text ? languageOfOwnWords(text) : undefined;
}

export function mapAdfProspect(prospect: XmlNode, isTest: boolean): MappedLead {
  const customer = child(prospect, 'customer');
  const contact = child(customer, 'contact');
  const vendor = child(prospect, 'vendor');
  const lead: MappedLead = {
    source: 'adf',
    name: names(contact),
    email: textOf(contact?.email),
    phone: bestPhone(contact),
    notes: [],
    isTest,
    routing: { dealershipText: textOf(vendor?.vendorname) ?? textOf(child(vendor, 'contact')?.name) },
  };
  mapVehicles(prospect, lead);
  lead.language = adfLanguage(customer, contact);
  const comments = textOf(customer?.comments);
  if (comments) lead.notes.push(`Comments: ${comments}`);
  const timeframe = textOf(child(customer, 'timeframe')?.description);
  if (timeframe) lead.notes.push(`Timeframe: ${timeframe}`);
  const provider = child(prospect, 'provider');
  const providerName = textOf(provider?.name) ?? textOf(provider?.service);
  if (providerName) lead.notes.push(`Lead provider: ${providerName}`);
  return lead;
}
