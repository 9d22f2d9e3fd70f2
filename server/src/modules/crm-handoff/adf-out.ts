// The ADF 1.0 document a store's CRM reads (VinSolutions, Elead, DealerSocket, Tekion and others take it by e-mail).
// Elements follow the ADF DTD's order, so a strict reader accepts what a lenient one does.

/** Who we are in `<id source>` and `<provider><service>`: the CRM de-duplicates and threads on it. */
const ADF_SOURCE = 'Lead Manager';

export interface AdfVehicle {
  status: 'new' | 'used';
  year?: string;
  make?: string;
  model?: string;
  vin?: string;
  stock?: string;
  trim?: string;
}

export interface AdfProspectOut {
  leadId: number;
  /** `new` for the lead; `resend` for a follow-up note about a lead the CRM has (the same `<id>`). */
  status: 'new' | 'resend';
  requestDate: Date;
  vehicle: AdfVehicle;
  customer: { name: string; email?: string | null; phone?: string | null; comments: string };
  vendor: { name: string; email?: string | null; phone?: string | null; address?: string | null };
  /** Where the lead came from (Facebook, Website …). */
  provider: string;
}

// XML 1.0 allows tab, line feed, carriage return and the characters from U+0020 up; anything else would make the
// whole document unreadable for a strict parser, so it goes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or attribute value with the five predefined entities escaped. */
function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const element = (name: string, value: string | null | undefined, attributes = '') =>
  `<${name}${attributes}>${xmlText(value ?? '')}</${name}>`;
const optional = (name: string, value: string | null | undefined, attributes = '') =>
  value ? element(name, value, attributes) : '';

/** ISO 8601 to the second (some CRMs refuse milliseconds). */
const adfDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** "Jane Q. Doe" → first "Jane Q.", last "Doe"; a single word is the first name. */
function nameParts(name: string): { first: string; last?: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first: name.trim() };
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) };
}

function contactNames(name: string) {
  const { first, last } = nameParts(name);
  return element('name', first, ' part="first"') + optional('name', last, ' part="last"');
}

/** The ADF document of one prospect, as the e-mail body and its `lead.xml`. */
export function adfDocument(p: AdfProspectOut): string {
  const v = p.vehicle;
  const vehicle = [
    element('year', v.year),
    element('make', v.make),
    element('model', v.model),
    optional('vin', v.vin),
    optional('stock', v.stock),
    optional('trim', v.trim),
  ].join('');
  const customer = [
    '<contact>',
    contactNames(p.customer.name),
    optional('email', p.customer.email),
    optional('phone', p.customer.phone, ' type="voice"'),
    '</contact>',
    optional('comments', p.customer.comments),
  ].join('');
  const vendor = [
    element('vendorname', p.vendor.name),
    '<contact>',
    element('name', p.vendor.name, ' part="full"'),
    optional('email', p.vendor.email),
    optional('phone', p.vendor.phone, ' type="voice"'),
    p.vendor.address ? `<address>${element('street', p.vendor.address, ' line="1"')}</address>` : '',
    '</contact>',
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?ADF VERSION "1.0"?>',
    '<adf>',
    `<prospect status="${p.status}">`,
    element('id', String(p.leadId), ` sequence="1" source="${xmlText(ADF_SOURCE)}"`),
    element('requestdate', adfDate(p.requestDate)),
    `<vehicle interest="buy" status="${v.status}">${vehicle}</vehicle>`,
    `<customer>${customer}</customer>`,
    `<vendor>${vendor}</vendor>`,
    `<provider>${element('name', p.provider, ' part="full"')}${element('service', ADF_SOURCE)}</provider>`,
    '</prospect>',
    '</adf>',
    '',
  ].join('\n');
}
