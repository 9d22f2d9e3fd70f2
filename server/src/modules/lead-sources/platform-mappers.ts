import {
  type CaptureLead,
  type GoogleLead,
  type MetaGraphLead,
  MetaLeadgenValueSchema,
  type MetaNotification,
  type TestLead,
} from '@lead-manager/contracts/lead-sources';
import { LEAD_SOURCES } from '@lead-manager/contracts/leads';
import { languageOfLocale } from '../../lib/language';
import { humanise, type LeadSource, type MappedLead, mapAnswers } from './mapped-lead';

export interface MetaLeadgenChange {
  leadgenId: string;
  pageId?: string;
  formId?: string;
}

/** The `leadgen` changes of a notification (other fields are not leads and are ignored). */
export function leadgenChanges(notification: MetaNotification): MetaLeadgenChange[] {
  const changes: MetaLeadgenChange[] = [];
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'leadgen') continue;
      const value = MetaLeadgenValueSchema.safeParse(change.value);
      if (!value.success) continue;
      changes.push({
        leadgenId: value.data.leadgen_id,
        pageId: value.data.page_id ?? entry.id,
        formId: value.data.form_id,
      });
    }
  }
  return changes;
}

/** Why a notification named no lead, in the words Webhook Setup shows beside "ignored". */
export function ignoredReason(notification: MetaNotification): string {
  const fields = notification.entry.flatMap((e) => e.changes.map((c) => c.field));
  if (fields.includes('leadgen')) return 'no leadgen_id in the change';
  if (fields.length === 0) return 'no change in the post';
  return `no leadgen change in the post (fields: ${[...new Set(fields)].join(', ')})`;
}

/** `platform: ig` is Instagram, `fb` Facebook; without it, the endpoint it came to decides. */
/** `formLocale` is the lead form's `locale` (`ES_LA`, `FR_CA`, `EN_US`): the language the lead filled it in. */
export function mapMetaLead(
  lead: MetaGraphLead,
  change: MetaLeadgenChange,
  endpoint: LeadSource,
  formLocale?: string,
): MappedLead {
  const platform = lead.platform?.toLowerCase();
  const source: LeadSource = platform === 'ig' ? 'instagram' : platform === 'fb' ? 'facebook' : endpoint;
  const mapped: MappedLead = {
    source,
    language: languageOfLocale(formLocale),
    notes: [],
    isTest: false,
    routing: { facebookPageId: change.pageId },
  };
  mapAnswers(
    lead.field_data.map((f) => ({ name: f.name, value: f.values })),
    mapped,
  );
  if (lead.campaign_name) mapped.notes.push(`Campaign: ${lead.campaign_name}`);
  if (lead.form_name) mapped.notes.push(`Form: ${lead.form_name}`);
  if (lead.is_organic) mapped.notes.push('Organic lead (not from an ad)');
  return mapped;
}

const GOOGLE_FIELDS: Record<string, 'name' | 'firstName' | 'lastName' | 'email' | 'phone'> = {
  FULL_NAME: 'name',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  WORK_EMAIL: 'email',
  PHONE_NUMBER: 'phone',
  WORK_PHONE: 'phone',
};

/** Standard columns by `column_id`; the automotive ones make the vehicle interest; the rest go to notes. */
export function mapGoogleLead(lead: GoogleLead, source: 'google' | 'youtube'): MappedLead {
  const mapped: MappedLead = { source, notes: [], isTest: lead.is_test === true, routing: {} };
  const vehicle: Record<string, string> = {};
  for (const column of lead.user_column_data) {
    const value = column.string_value?.trim();
    if (!value) continue;
    const id = (column.column_id ?? '').toUpperCase();
    const field = GOOGLE_FIELDS[id];
    if (field && !mapped[field]) mapped[field] = value;
    else if (id === 'VEHICLE_MODEL' || id === 'VEHICLE_TYPE' || id === 'VEHICLE_CONDITION')
      vehicle[id] = value;
    else if (id === 'PREFERRED_DEALERSHIP') {
      mapped.routing.dealershipText = value;
      mapped.notes.push(`Preferred dealership: ${value}`);
    } else mapped.notes.push(`${column.column_name ?? humanise(id.toLowerCase())}: ${value}`);
  }
  const model = [vehicle.VEHICLE_CONDITION, vehicle.VEHICLE_MODEL].filter(Boolean).join(' ');
  const type = vehicle.VEHICLE_TYPE;
  if (vehicle.VEHICLE_MODEL) mapped.vehicleInterest = type ? `${model} (${type})` : model;
  else if (type) mapped.vehicleInterest = [vehicle.VEHICLE_CONDITION, type].filter(Boolean).join(' ');
  if (lead.is_test) mapped.notes.push('Google test lead');
  return mapped;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `[{ name, value }]`, `[{ name, values: [] }]`, `[{ field_name, field_value }]` or `[{ key, value }]`. */
function pairsOf(list: unknown[]): { name: string; value: unknown }[] {
  return list.filter(isObject).flatMap((item) => {
    const name = item.name ?? item.field_name ?? item.key ?? item.label ?? item.question;
    const value = item.value ?? item.values ?? item.field_value ?? item.answer;
    return typeof name === 'string' ? [{ name, value }] : [];
  });
}

const PAIR_LISTS = ['fields', 'field_data', 'answers', 'lead_data', 'user_column_data', 'data'];
const NESTED = ['lead', 'data', 'payload'];

/** Every answer of a TikTok (or any generic) lead: name/value lists, nested lead objects, flat values. */
function answersOf(body: Record<string, unknown>, depth = 0): { name: string; value: unknown }[] {
  const answers: { name: string; value: unknown }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (PAIR_LISTS.includes(key) && Array.isArray(value)) answers.push(...pairsOf(value));
    else if (NESTED.includes(key) && isObject(value) && depth < 3)
      answers.push(...answersOf(value, depth + 1));
    else if (typeof value === 'string' || typeof value === 'number') answers.push({ name: key, value });
  }
  return answers;
}

const ID_KEYS = ['lead_id', 'leadId', 'leadgen_id', 'id'];

/** TikTok's lead id wherever it sits (top level or inside `lead`/`data`), for de-duplication. */
export function tiktokLeadId(body: Record<string, unknown>, depth = 0): string | undefined {
  for (const key of ID_KEYS) {
    const value = body[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  for (const key of NESTED) {
    const value = body[key];
    if (isObject(value) && depth < 3) {
      const id = tiktokLeadId(value, depth + 1);
      if (id) return id;
    }
  }
  return undefined;
}

export function mapTikTokLead(body: Record<string, unknown>): MappedLead {
  const mapped: MappedLead = { source: 'tiktok', notes: [], isTest: false, routing: {} };
  mapAnswers(answersOf(body), mapped);
  const brand = body.dealershipBrand ?? body.dealership;
  if (typeof brand === 'string') mapped.routing.dealershipText = brand;
  return mapped;
}

export const asLeadSource = (value: string | undefined): LeadSource | undefined =>
  (LEAD_SOURCES as readonly string[]).includes(value ?? '') ? (value as LeadSource) : undefined;

/** The Webhook Setup screen's Test body: the endpoint's platform is the source. */
export function mapTestLead(body: TestLead, source: LeadSource): MappedLead {
  return {
    source,
    name: body.name,
    email: body.email?.toLowerCase(),
    phone: body.phone,
    vehicleInterest: body.vehicleInterest,
    notes: body.message ? [`Message: ${body.message}`] : [],
    isTest: true,
    routing: { dealershipId: body.dealershipId },
  };
}

/** A website form; an unknown `source` is kept in the notes and the lead counts as `website`. */
export function mapCaptureLead(body: CaptureLead, isTest: boolean): MappedLead {
  const source = asLeadSource(body.source?.toLowerCase()) ?? 'website';
  const notes: string[] = [];
  if (body.source && source === 'website' && body.source.toLowerCase() !== 'website') {
    notes.push(`Source: ${body.source}`);
  }
  if (body.message) notes.push(`Message: ${body.message}`);
  const language = languageOfLocale(body.language);
  // A language we do not write in is still worth knowing for the salesperson.
  if (body.language && !language) notes.push(`Language: ${body.language}`);
  return {
    source,
    language,
    name: body.name,
    email: body.email,
    phone: body.phone,
    vehicleInterest: body.vehicleInterest,
    notes,
    isTest,
    routing: { dealershipId: body.dealershipId, dealershipText: body.dealershipBrand },
  };
}
