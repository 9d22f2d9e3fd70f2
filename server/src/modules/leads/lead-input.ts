import { LeadFieldsSchema, type UpdateLeadSchema } from '@lead-manager/contracts/leads';
import { z } from 'zod';
import { badRequest, conflict } from '../../lib/http-errors';
import { toE164 } from '../../lib/phone';
import type { LeadChanges, LeadRow } from './leads.repo';

/**
 * What other modules (lead capture, webhooks) hand to `createLead`: the Add Lead form's fields, except that a lead
 * that texted or wrote first may lack a vehicle, and webhook Test posts are flagged.
 */
export const NewLeadSchema = LeadFieldsSchema.extend({
  email: LeadFieldsSchema.shape.email.nullish(),
  phone: LeadFieldsSchema.shape.phone.nullish(),
  /** Someone who texted or wrote first has not said which vehicle yet. */
  vehicleInterest: z.string().trim().max(200).nullish(),
  isTest: z.boolean().default(false),
});
export type NewLead = z.input<typeof NewLeadSchema>;
export type LeadUpdate = z.output<typeof UpdateLeadSchema>;

/** The names `lockContacts` takes for a person (the same ones lead intake takes). */
export const contactNames = (lead: { phone?: string | null; email?: string | null }) => [
  ...(lead.phone ? [`phone|${lead.phone}`] : []),
  ...(lead.email ? [`email|${lead.email}`] : []),
];

export function knownPersonConflict(known: LeadRow, lead: { phone?: string | null; email?: string | null }) {
  const by = lead.phone && known.phone === lead.phone ? 'phone number' : 'email address';
  return conflict(`${known.name} already has this ${by} at this dealership: open their lead instead`, {
    leadId: known.id,
  });
}

/** E.164, or a 400 naming the field: a number we cannot read is a client mistake. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const e164 = toE164(phone);
  if (!e164) {
    const message = 'phone must be a valid phone number';
    throw badRequest(`Invalid request: phone: ${message}`, [{ path: 'phone', message }]);
  }
  return e164;
}

export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23503';
}

/**
 * Only the fields the request carried; phone and email normalised like on create. A lead reopened loses its outcome,
 * and a sold one its lost reason (the contract checked the rest).
 */
export function toLeadChanges(update: LeadUpdate & LeadChanges): LeadChanges {
  const { phone, email, ...rest } = update;
  return {
    ...(rest.status !== undefined && rest.status !== 'closed' && { outcome: null, lostReason: null }),
    ...(rest.outcome === 'sold' && { lostReason: null }),
    ...rest,
    ...(phone !== undefined && { phone: normalisePhone(phone) }),
    ...(email !== undefined && { email: email?.toLowerCase() ?? null }),
    // A language staff chose stays: the lead's next messages no longer change it.
    ...(rest.language !== undefined && !rest.languageSource && { languageSource: 'staff' }),
  };
}
