import type { ScoreReason } from '@lead-manager/contracts/lead-score';

/** What the score is computed from: the lead's own data plus how it has engaged so far. */
export interface LeadScoreInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  vehicleInterest?: string | null;
  source: string;
  notes?: string | null;
  /** Messages the customer has sent us. */
  customerReplies?: number;
  appointmentBooked?: boolean;
}

export interface LeadScore {
  score: number;
  /** Why, one fact per contribution with its points; the lead's details word them. */
  reasons: ScoreReason[];
}

/** Leads from the dealership's own site and lead providers are the most purchase-ready; social the least. */
const SOURCE_POINTS: Record<string, number> = {
  // Someone who walked in or called is on the lot or the line now: as keen as a lead can be.
  walk_in: 15,
  phone_call: 15,
  website: 15,
  adf: 15,
  referral: 12,
  sms: 12,
  email: 12,
  google: 12,
  youtube: 10,
  facebook: 10,
  instagram: 8,
  tiktok: 6,
};

/** Words that describe a kind of vehicle, not a model: "an SUV" is less specific than "Tucson". */
const GENERIC_WORDS = new Set(
  (
    'a an any anything car cars suv suvs truck trucks pickup sedan van minivan coupe hatchback crossover ev ' +
    'electric hybrid new used cheap family vehicle vehicles something interested in looking for the one or and'
  ).split(' '),
);

/** "Not specified", "not sure", "n/a": no interest at all. */
const NO_ANSWER = new Set('not sure unsure undecided specified unknown n a na none yet'.split(' '));

export type VehicleSpecificity = 'none' | 'generic' | 'model' | 'specific';

export function vehicleSpecificity(interest: string | null | undefined): VehicleSpecificity {
  const words = (interest ?? '').toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  if (words.every((w) => NO_ANSWER.has(w))) return 'none';
  const meaningful = words.filter((w) => !GENERIC_WORDS.has(w) && !NO_ANSWER.has(w));
  if (meaningful.length === 0) return 'generic';
  const hasYear = meaningful.some((w) => /^(19|20)\d\d$/.test(w));
  return hasYear || meaningful.length >= 3 ? 'specific' : 'model';
}

const VEHICLE_POINTS: Record<VehicleSpecificity, number> = { specific: 25, model: 18, generic: 8, none: 0 };

const isFullName = (lead: LeadScoreInput) => {
  const name = lead.name?.trim() ?? '';
  return name.split(/\s+/).length >= 2 && name !== lead.email && name !== lead.phone && !name.includes('@');
};

/** 0–100 from completeness (35), source (15), vehicle interest (25) and engagement (30), capped at 100. */
export function computeLeadScore(lead: LeadScoreInput): LeadScore {
  const reasons: ScoreReason[] = [];
  if (lead.phone) reasons.push({ code: 'phone', points: 15 });
  if (lead.email) reasons.push({ code: 'email', points: 10 });
  if (isFullName(lead)) reasons.push({ code: 'full_name', points: 10 });

  reasons.push({ code: 'source', points: SOURCE_POINTS[lead.source] ?? 5, source: lead.source });

  const specificity = vehicleSpecificity(lead.vehicleInterest);
  if (specificity !== 'none')
    reasons.push({
      code: 'vehicle',
      points: VEHICLE_POINTS[specificity],
      specificity,
      vehicle: lead.vehicleInterest?.trim() ?? '',
    });

  const replies = lead.customerReplies ?? 0;
  if (replies > 0) reasons.push({ code: 'replies', points: replies >= 3 ? 15 : 10, count: replies });
  if (lead.appointmentBooked) reasons.push({ code: 'appointment_booked', points: 10 });
  if (lead.notes?.trim()) reasons.push({ code: 'notes', points: 5 });

  const total = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { score: Math.min(100, Math.max(0, total)), reasons };
}
