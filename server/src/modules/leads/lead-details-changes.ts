import { LEAD_DETAIL_FIELDS, type LeadDetailField } from '@lead-manager/contracts/lead-activity';
import type { UpdateLeadSchema } from '@lead-manager/contracts/leads';
import type { z } from 'zod';
import { toE164 } from '../../lib/phone';
import type { LeadRow } from './leads.repo';

type LeadUpdate = z.output<typeof UpdateLeadSchema>;

const stored = (field: LeadDetailField, value: string | null | undefined) => {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'phone') return toE164(value) ?? value;
  return field === 'email' ? value.toLowerCase() : value;
};

/**
 * `{ fields, from, to }` of the contact and vehicle fields the update really changes, or null when it changes none
 * of them; each change is in the timeline and the audit.
 */
export function changedDetails(before: LeadRow, update: LeadUpdate) {
  const fields = LEAD_DETAIL_FIELDS.filter(
    (f) => update[f] !== undefined && stored(f, update[f]) !== stored(f, before[f]),
  );
  if (fields.length === 0) return null;
  return {
    fields,
    from: Object.fromEntries(fields.map((f) => [f, before[f]])),
    to: Object.fromEntries(fields.map((f) => [f, stored(f, update[f])])),
  };
}
