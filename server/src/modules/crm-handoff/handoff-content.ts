import { formMessageOf } from '@lead-manager/contracts/form-message';
import type { Lead } from '@lead-manager/contracts/leads';
import type { TranscriptLine } from '../conversations/conversations.queries';
import type { DealershipRow } from '../dealerships/dealerships.service';
import type { AdfProspectOut, AdfVehicle } from './adf-out';
import type { CrmHandoffRow } from './crm-handoff.repo';

/** The lead's words a CRM hand-off quotes: its first message and the latest lines of the conversation. */
export interface LeadWords {
  firstFromCustomer: Pick<TranscriptLine, 'content'> | null;
  latest: TranscriptLine[];
}

/** How many of the latest messages the comments quote, and how long each and all of them may be. */
export const TRANSCRIPT_MESSAGES = 10;
const LINE_CHARS = 300;
const COMMENTS_CHARS = 4000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The source as the CRM's provider field names it (in English: the CRM's own reports read it). */
const SOURCE_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  google: 'Google',
  website: 'Website',
  adf: 'ADF',
  sms: 'SMS',
  email: 'E-mail',
  walk_in: 'Walk-in',
  phone_call: 'Phone call',
  referral: 'Referral',
  other: 'Other',
};

/** The provider: an ADF lead's own provider when its document named one, else our name for the source. */
export function providerOf(lead: Pick<Lead, 'source' | 'notes'>): string {
  const named = lead.notes?.match(/^Lead provider: (.+)$/m)?.[1]?.trim();
  if (lead.source === 'adf' && named) return named;
  return SOURCE_NAMES[lead.source] ?? lead.source;
}

const MAKES = [
  'acura',
  'audi',
  'bmw',
  'buick',
  'cadillac',
  'chevrolet',
  'chevy',
  'chrysler',
  'dodge',
  'ford',
  'genesis',
  'gmc',
  'honda',
  'hyundai',
  'infiniti',
  'jeep',
  'kia',
  'lexus',
  'lincoln',
  'mazda',
  'mercedes-benz',
  'mitsubishi',
  'nissan',
  'ram',
  'subaru',
  'tesla',
  'toyota',
  'volkswagen',
  'volvo',
];

/**
 * The vehicle of interest: the stock unit it matched (with VIN and stock number), else what the words say
 * ("Used 2021 Ford F-150 XLT" → used, 2021, Ford, F-150 XLT). ADF wants year, make and model, empty when unknown.
 */
export function vehicleOf(lead: Pick<Lead, 'vehicleInterest' | 'matchedVehicle'>): AdfVehicle {
  const unit = lead.matchedVehicle;
  if (unit)
    return {
      status: unit.condition === 'new' || unit.condition === null ? 'new' : 'used',
      year: unit.year === null ? undefined : String(unit.year),
      make: unit.make ?? undefined,
      model: unit.model ?? undefined,
      vin: unit.vin ?? undefined,
      stock: unit.stockNumber ?? undefined,
      trim: unit.trim ?? undefined,
    };
  let words = (lead.vehicleInterest ?? '').trim();
  const used = /^(used|pre-owned|cpo)\b/i.test(words);
  words = words.replace(/^(used|pre-owned|cpo|new)\s+/i, '');
  const year = words.match(/\b(19[5-9]\d|20\d\d)\b/)?.[1];
  if (year) words = words.replace(year, '').trim();
  const [first = '', ...rest] = words.split(/\s+/);
  const hasMake = MAKES.includes(first.toLowerCase());
  return {
    status: used ? 'used' : 'new',
    year,
    make: hasMake ? first : undefined,
    model: (hasMake ? rest.join(' ') : words) || undefined,
  };
}

const WHO: Record<string, string> = { customer: 'Customer', ai: 'Assistant', agent: 'Staff' };

/** The customer's first words, the latest of the conversation and the lead's page, for `<comments>`. */
function newLeadComments(lead: Pick<Lead, 'id' | 'notes'>, words: LeadWords, leadUrl: string): string {
  const first = formMessageOf(lead.notes) ?? words.firstFromCustomer?.content;
  const lines = words.latest.map(
    (m) =>
      `[${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC ${WHO[m.sender] ?? m.sender}, ${m.channel}] ${clip(m.content.replace(/\s+/g, ' ').trim(), LINE_CHARS)}`,
  );
  const parts = [
    first ? clip(first.trim(), LINE_CHARS * 3) : undefined,
    lines.length ? `Conversation so far:\n${lines.join('\n')}` : undefined,
    `Lead Manager: ${leadUrl}`,
  ];
  return clip(parts.filter(Boolean).join('\n\n'), COMMENTS_CHARS);
}

const humanise = (value: string) => value.replaceAll('_', ' ');

/** The follow-up note: the appointment booked (in the store's zone) or the outcome. */
function followUpNote(handoff: Pick<CrmHandoffRow, 'kind' | 'detail'>, timeZone: string): string {
  const { detail } = handoff;
  if (handoff.kind === 'appointment') {
    const at = detail.scheduledAt ? new Date(detail.scheduledAt) : undefined;
    const when = at
      ? `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at)} (${timeZone})`
      : 'a time to be confirmed';
    return `Appointment booked: ${humanise(detail.type ?? 'visit')} on ${when}.`;
  }
  const reason = detail.outcome === 'lost' && detail.lostReason ? ` (${humanise(detail.lostReason)})` : '';
  return `Outcome: ${detail.outcome ?? 'closed'}${reason}.`;
}

/** The whole prospect of a hand-off: a new lead, or a follow-up note under the same `<id>`. */
export function prospectOf(
  handoff: Pick<CrmHandoffRow, 'kind' | 'detail'>,
  lead: Lead,
  store: DealershipRow,
  words: LeadWords,
  leadUrl: string,
): AdfProspectOut {
  const isNew = handoff.kind === 'new';
  return {
    leadId: lead.id,
    status: isNew ? 'new' : 'resend',
    requestDate: new Date(lead.createdAt),
    vehicle: vehicleOf(lead),
    customer: {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      comments: isNew ? newLeadComments(lead, words, leadUrl) : followUpNote(handoff, store.timezone),
    },
    vendor: { name: store.name, email: store.email, phone: store.phone, address: store.address },
    provider: providerOf(lead),
  };
}

/** "ADF lead 42 Jane Doe", or for a note "ADF update 42 Jane Doe: appointment". One line, whatever the name holds. */
export function subjectOf(kind: CrmHandoffRow['kind'], lead: Pick<Lead, 'id' | 'name'>): string {
  const name = lead.name.replace(/\s+/g, ' ').trim();
  return kind === 'new' ? `ADF lead ${lead.id} ${name}` : `ADF update ${lead.id} ${name}: ${kind}`;
}
