import type { UpdateLeadSchema } from '@lead-manager/contracts/leads';
import type { z } from 'zod';
import { toE164 } from '../../lib/phone';
import type { LeadRow } from './leads.repo';

type LeadUpdate = z.output<typeof UpdateLeadSchema>;

/** The contact and vehicle fields a person edits from the details; each change is in the timeline and the audit. */
export const DETAIL_FIELDS = ['name', 'phone', 'email', 'vehicleInterest'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

const stored = (field: DetailField, value: string | null | undefined) => {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'phone') return toE164(value) ?? value;
  return field === 'email' ? value.toLowerCase() : value;
};

/** `{ fields, from, to }` of the fields the update really changes, or null when it changes none of them. */
export function changedDetails(before: LeadRow, update: LeadUpdate) {
  const fields = DETAIL_FIELDS.filter(
    (f) => update[f] !== undefined && stored(f, update[f]) !== stored(f, before[f]),
  );
  if (fields.length === 0) return null;
  return {
    fields,
    from: Object.fromEntries(fields.map((f) => [f, before[f]])),
    to: Object.fromEntries(fields.map((f) => [f, stored(f, update[f])])),
  };
}

const FIELD_LABELS: Record<DetailField, string> = {
  name: 'name',
  phone: 'phone',
  email: 'e-mail',
  vehicleInterest: 'vehicle of interest',
};

/** "Changed phone and vehicle of interest" for the timeline. */
export function detailsChangedText(detail: Record<string, unknown>): string {
  const fields = Array.isArray(detail.fields) ? (detail.fields as DetailField[]) : [];
  const labels = fields.map((f) => FIELD_LABELS[f] ?? f);
  const list =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'details');
  return `Changed ${list}`;
}
