import type { Lead } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { languageFromSource } from '../../lib/language';
import { toE164 } from '../../lib/phone';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { LeadRow } from '../leads/leads.queries';
import type { LeadOrigin, LeadsService } from '../leads/leads.service';
import { computeLeadScore, vehicleSpecificity } from './lead-score';
import {
  findKnownContacts,
  findKnownPerson,
  leadEngagement,
  lockContacts,
  setLeadScore,
} from './lead-sources.repo';
import { displayName, type MappedLead, UnusableLeadError } from './mapped-lead';

/** The lead form insists on a vehicle; a platform lead may not name one. */
const VEHICLE_NOT_SPECIFIED = 'Not specified';
const NOTES_LIMIT = 5000;

/** A mapped lead whose contact details are normalised and proven: at least a phone or an email. */
export interface ReadyLead extends MappedLead {
  name: string;
  email: string | undefined;
  phone: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** PostgreSQL text cannot hold U+0000; a form may still send it. It carries no meaning: drop it. */
const dropNul = (text: string) => text.replaceAll('\u0000', '');
function withoutNulCharacters(lead: MappedLead): MappedLead {
  const clean = (text: string | undefined) => (text === undefined ? undefined : dropNul(text));
  return {
    ...lead,
    name: clean(lead.name),
    firstName: clean(lead.firstName),
    lastName: clean(lead.lastName),
    email: clean(lead.email),
    phone: clean(lead.phone),
    vehicleInterest: clean(lead.vehicleInterest),
    notes: lead.notes.map(dropNul),
  };
}

/**
 * E.164 phone, lower-cased email. `strict` (a synchronous request) answers a bad value with a 400 naming the
 * field; otherwise an unreadable value is kept in the notes and the lead goes on with what is usable.
 */
export function prepareLead(raw: MappedLead, { strict }: { strict: boolean }): ReadyLead {
  const mapped = withoutNulCharacters(raw);
  const notes = [...mapped.notes];
  const rawEmail = mapped.email?.trim().toLowerCase();
  const rawPhone = mapped.phone?.trim();
  let email = rawEmail && EMAIL.test(rawEmail) ? rawEmail : undefined;
  const phone = rawPhone ? toE164(rawPhone) : undefined;
  if (rawEmail && !email) {
    if (strict)
      throw badRequest('Invalid request: email: Email must be a valid email address', [
        { path: 'email', message: 'Email must be a valid email address' },
      ]);
    notes.push(`Email (unreadable): ${rawEmail}`);
    email = undefined;
  }
  if (rawPhone && !phone) {
    if (strict)
      throw badRequest('Invalid request: phone: phone must be a valid phone number', [
        { path: 'phone', message: 'phone must be a valid phone number' },
      ]);
    notes.push(`Phone (unreadable): ${rawPhone}`);
  }
  if (!email && !phone) {
    const message = 'A lead needs a phone number or an email address';
    if (strict) {
      throw badRequest(message, [
        { path: 'phone', message },
        { path: 'email', message },
      ]);
    }
    throw new UnusableLeadError(message);
  }
  const name = (displayName(mapped) ?? email ?? phone ?? 'Unknown').slice(0, 200);
  const vehicleInterest = mapped.vehicleInterest?.slice(0, 200);
  return { ...mapped, name, email, phone, vehicleInterest, notes };
}

const fitNotes = (text: string) => (text.length <= NOTES_LIMIT ? text : `…${text.slice(-(NOTES_LIMIT - 1))}`);

const SPECIFICITY_RANK = { none: 0, generic: 1, model: 2, specific: 3 } as const;
const rankOf = (interest: string | null | undefined) => SPECIFICITY_RANK[vehicleSpecificity(interest)];

/** A person's real name beats a placeholder (their email or phone), and "Tom Cook" beats "Tom". */
function betterName(existing: LeadRow, incoming: string): string {
  const current = existing.name.trim();
  const placeholder =
    !current || current === existing.email || current === existing.phone || current === 'Unknown';
  if (incoming === existing.email || incoming === existing.phone) return current || incoming;
  if (placeholder) return incoming;
  const [firstWord = ''] = current.toLowerCase().split(/\s+/);
  const moreComplete =
    incoming.split(/\s+/).length > current.split(/\s+/).length &&
    incoming.toLowerCase().startsWith(firstWord);
  return moreComplete ? incoming : current;
}

/** What a returning person's new enquiry changes: better data wins, everything new is noted. */
function mergeChanges(existing: LeadRow, lead: ReadyLead) {
  const lines = [`New enquiry via ${lead.source} (${new Date().toISOString().slice(0, 10)})`];
  let vehicleInterest = existing.vehicleInterest;
  if (lead.vehicleInterest && lead.vehicleInterest !== existing.vehicleInterest) {
    if (rankOf(lead.vehicleInterest) > rankOf(existing.vehicleInterest)) {
      vehicleInterest = lead.vehicleInterest;
      if (rankOf(existing.vehicleInterest) > 0) lines.push(`Earlier interest: ${existing.vehicleInterest}`);
    } else {
      lines.push(`Also interested in: ${lead.vehicleInterest}`);
    }
  }
  if (lead.phone && existing.phone && lead.phone !== existing.phone) lines.push(`Other phone: ${lead.phone}`);
  if (lead.email && existing.email && lead.email !== existing.email) lines.push(`Other email: ${lead.email}`);
  lines.push(...lead.notes);
  const notes = fitNotes([existing.notes?.trim(), lines.join('\n')].filter(Boolean).join('\n\n'));
  const language = languageFromSource(existing, lead.language);
  return {
    name: betterName(existing, lead.name),
    email: existing.email ?? lead.email ?? null,
    phone: existing.phone ?? lead.phone ?? null,
    vehicleInterest,
    notes,
    ...(language && { language, languageSource: 'source' }),
  };
}

export interface SavedLead {
  lead: Lead;
  created: boolean;
}

/**
 * What intake locks so two deliveries of one person make one lead: the person's phone and email (whatever the
 * dealership: the lock is taken before routing). Different people's leads go in side by side. Test leads never
 * merge, so they lock nothing.
 */
export function contactLockNames(lead: ReadyLead): string[] {
  if (lead.isTest) return [];
  return [...(lead.phone ? [`phone|${lead.phone}`] : []), ...(lead.email ? [`email|${lead.email}`] : [])];
}

/** The row values of a new lead, scored from its own data (a new lead has not engaged yet). */
export function newLeadValues(lead: ReadyLead, dealershipId: number) {
  const values = {
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    source: lead.source,
    vehicleInterest: lead.vehicleInterest ?? VEHICLE_NOT_SPECIFIED,
    dealershipId,
    notes: lead.notes.length ? fitNotes(lead.notes.join('\n')) : null,
    isTest: lead.isTest,
    ...(lead.language && { language: lead.language }),
  };
  const { score, reasons } = computeLeadScore(values);
  return { ...values, score, scoreReasons: reasons };
}

/** A returning person's new enquiry merged into their lead, rescored with how they have engaged. */
async function mergeIntoKnownPerson(
  tx: Db,
  leads: LeadsService,
  existing: LeadRow,
  lead: ReadyLead,
): Promise<SavedLead> {
  const saved = await leads.update(ALL_DEALERSHIPS, existing.id, mergeChanges(existing, lead), { tx });
  await leads.recordEvent(tx, existing.id, 'merged', { source: lead.source });
  const { score, reasons } = computeLeadScore({
    ...saved,
    ...(await leadEngagement(tx, ALL_DEALERSHIPS, saved.id)),
  });
  await setLeadScore(tx, ALL_DEALERSHIPS, saved.id, score, reasons);
  return { lead: { ...saved, score, scoreReasons: reasons }, created: false };
}

/**
 * Creates the lead, or merges it into the person this dealership already knows (same E.164 phone or email),
 * then scores it. Runs inside the caller's transaction; the caller publishes NEW_LEAD/LEAD_UPDATED after commit.
 */
export async function saveLead(
  tx: Db,
  leads: LeadsService,
  lead: ReadyLead,
  dealershipId: number,
  options: { firstContact?: boolean; origin?: LeadOrigin } = {},
): Promise<SavedLead> {
  await lockContacts(tx, contactLockNames(lead));
  const contact = { phone: lead.phone ?? null, email: lead.email ?? null };
  // Test leads (the Test button, Google's test data) never merge: each one shows up as its own lead.
  const existing = lead.isTest
    ? undefined
    : await findKnownPerson(tx, ALL_DEALERSHIPS, dealershipId, contact);
  if (existing) return mergeIntoKnownPerson(tx, leads, existing, lead);
  const created = await leads.createLeadInTransaction(tx, newLeadValues(lead, dealershipId), options);
  return { lead: created, created: true };
}

/** A lead to save into a dealership, one of a batch. */
export interface LeadFor {
  lead: ReadyLead;
  dealershipId: number;
}

/** The phones and emails a store already knows among these leads, as `lockContacts` names. */
async function knownContactsOf(tx: Db, dealershipId: number, batch: LeadFor[]): Promise<Set<string>> {
  const ofStore = batch.filter((item) => item.dealershipId === dealershipId && !item.lead.isTest);
  return findKnownContacts(tx, ALL_DEALERSHIPS, dealershipId, {
    phones: ofStore.flatMap(({ lead }) => (lead.phone ? [lead.phone] : [])),
    emails: ofStore.flatMap(({ lead }) => (lead.email ? [lead.email] : [])),
  });
}

/**
 * `saveLead` for a batch whose contacts the caller has locked (the website form's captures arriving together):
 * each store's known people read once, the new people inserted in one statement with their first-contact jobs,
 * a returning person (or one named twice in the batch) merged by `saveLead`. Answers in the batch's order.
 */
export async function saveLeads(tx: Db, leads: LeadsService, batch: LeadFor[]): Promise<SavedLead[]> {
  const known = new Map<number, Set<string>>();
  for (const dealershipId of new Set(batch.map((item) => item.dealershipId))) {
    known.set(dealershipId, await knownContactsOf(tx, dealershipId, batch));
  }
  const fresh: number[] = [];
  for (const [index, { lead, dealershipId }] of batch.entries()) {
    const names = contactLockNames(lead);
    const ofStore = known.get(dealershipId) ?? new Set();
    if (names.some((name) => ofStore.has(name))) continue;
    fresh.push(index);
    for (const name of names) ofStore.add(name);
  }
  const rows = fresh.map((index) => {
    const { lead, dealershipId } = batch[index] as LeadFor;
    const values = newLeadValues(lead, dealershipId);
    return {
      ...leads.validateNewLead(ALL_DEALERSHIPS, values),
      score: values.score,
      scoreReasons: values.scoreReasons,
    };
  });
  const created = await leads.createValidatedLeads(tx, rows, { firstContact: true });
  const saved: SavedLead[] = [];
  fresh.forEach((index, i) => {
    saved[index] = { lead: created[i] as Lead, created: true };
  });
  for (const [index, { lead, dealershipId }] of batch.entries()) {
    saved[index] ??= await saveLead(tx, leads, lead, dealershipId);
  }
  return saved;
}
