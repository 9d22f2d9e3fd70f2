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
  /** Why, one line per contribution, e.g. `Phone number (+15)`; shown in the lead's details. */
  reasons: string[];
}

/** Leads from the dealership's own site and lead providers are the most purchase-ready; social the least. */
const SOURCE_POINTS: Record<string, number> = {
  website: 15,
  adf: 15,
  sms: 12,
  email: 12,
  google: 12,
  youtube: 10,
  facebook: 10,
  instagram: 8,
  tiktok: 6,
};
const SOURCE_LABEL: Record<string, string> = { website: 'website form', adf: 'lead provider (ADF)' };

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

const VEHICLE_POINTS: Record<VehicleSpecificity, [number, string]> = {
  specific: [25, 'Specific vehicle'],
  model: [18, 'Model named'],
  generic: [8, 'Vehicle type only'],
  none: [0, ''],
};

const isFullName = (lead: LeadScoreInput) => {
  const name = lead.name?.trim() ?? '';
  return name.split(/\s+/).length >= 2 && name !== lead.email && name !== lead.phone && !name.includes('@');
};

/** 0–100 from completeness (35), source (15), vehicle interest (25) and engagement (30), capped at 100. */
export function computeLeadScore(lead: LeadScoreInput): LeadScore {
  const parts: [number, string][] = [];
  if (lead.phone) parts.push([15, 'Phone number']);
  if (lead.email) parts.push([10, 'Email address']);
  if (isFullName(lead)) parts.push([10, 'Full name']);

  const sourcePoints = SOURCE_POINTS[lead.source] ?? 5;
  parts.push([sourcePoints, `Source: ${SOURCE_LABEL[lead.source] ?? lead.source}`]);

  const [vehiclePoints, vehicleLabel] = VEHICLE_POINTS[vehicleSpecificity(lead.vehicleInterest)];
  if (vehiclePoints > 0) parts.push([vehiclePoints, `${vehicleLabel}: ${lead.vehicleInterest?.trim()}`]);

  const replies = lead.customerReplies ?? 0;
  if (replies >= 3) parts.push([15, `Replied ${replies} times`]);
  else if (replies > 0) parts.push([10, replies === 1 ? 'Replied once' : `Replied ${replies} times`]);
  if (lead.appointmentBooked) parts.push([10, 'Appointment booked']);
  if (lead.notes?.trim()) parts.push([5, 'Left a message or answered extra questions']);

  const total = parts.reduce((sum, [points]) => sum + points, 0);
  return {
    score: Math.min(100, Math.max(0, total)),
    reasons: parts.map(([points, label]) => `${label} (+${points})`),
  };
}
