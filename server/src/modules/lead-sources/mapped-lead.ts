import type { LEAD_SOURCES, LeadLanguage } from '@lead-manager/contracts/leads';

export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A lead as read from any platform, before contact normalisation, routing and de-duplication. */
export interface MappedLead {
  source: LeadSource;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  vehicleInterest?: string;
  /** The language the source says the lead speaks (Meta's form locale, ADF, the capture form's `language`). */
  language?: LeadLanguage;
  /** `Label: answer` lines: every answer we have no column for. */
  notes: string[];
  isTest: boolean;
  routing: RoutingHints;
}

/** What may pick the dealership, strongest first. */
export interface RoutingHints {
  dealershipId?: number;
  facebookPageId?: string;
  /** Free text naming a dealership by brand or name (PREFERRED_DEALERSHIP, ADF vendorname, dealershipBrand). */
  dealershipText?: string;
}

/** A lead that can never become one (no contact, unreadable document): retrying will not help. */
export class UnusableLeadError extends Error {}

/** `which_model_are_you_interested_in?` → `Which model are you interested in?` */
export function humanise(name: string): string {
  const words = name.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const clean = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const text = (Array.isArray(value) ? value.filter((v) => v !== '').join(', ') : String(value)).trim();
  return text === '' ? undefined : text;
};

/** Answer names that are identifiers or timestamps, not something a salesperson needs in the notes. */
const METADATA =
  /(^|_)ids?$|^(create_time|created_time|update_time|timestamp|token|key|secret|signature|dealership_?brand)$/i;

type AnswerField = 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'vehicleInterest';

/** Which lead field a form question fills, by the question's name. */
function fieldOf(key: string): AnswerField | undefined {
  if (/^(full_?name|name|customer_name|contact_name)$/.test(key)) return 'name';
  if (/^(first_?name|given_name)$/.test(key)) return 'firstName';
  if (/^(last_?name|surname|family_name)$/.test(key)) return 'lastName';
  if (/^(e_?mail|email_address|work_email|(customer|contact)_email)$/.test(key)) return 'email';
  if (/^(phone|phone_number|mobile|mobile_phone|cell|cell_phone|tel|telephone|work_phone_number)$/.test(key))
    return 'phone';
  if (/model|vehicle/.test(key)) return 'vehicleInterest';
  return undefined;
}

/**
 * Maps form answers (`full_name`, `email`, `phone_number`, a vehicle question, …) onto lead fields; every other
 * answer (and a second answer for a field already filled) goes into the notes. Shared by Meta and TikTok.
 */
export function mapAnswers(answers: { name: string; value: unknown }[], lead: MappedLead): void {
  for (const { name, value } of answers) {
    const text = clean(value);
    if (!text) continue;
    const key = name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    const field = fieldOf(key);
    if (field && !lead[field]) lead[field] = text;
    else if (field || !METADATA.test(key)) lead.notes.push(`${humanise(name)}: ${text}`);
  }
}

/** The name to store: the full name, else first + last. */
export function displayName(lead: MappedLead): string | undefined {
  if (lead.name) return lead.name;
  const joined = [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim();
  return joined || undefined;
}

/** A webhook's delivery as it came in, before it is mapped to a lead. */
export interface IncomingEvent {
  source: LeadSource;
  externalId: string;
  body: string;
  headers: Record<string, string>;
  dealershipId?: number;
}
