import { z } from 'zod';
import { DealershipFilterSchema, IsoDateSchema, PageQuerySchema, requiredText } from './common';
import { MatchedVehicleSchema } from './inventory';
import { ScoreReasonSchema } from './lead-score';

export const LEAD_SOURCES = [
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'google',
  'website',
  'adf',
  'sms',
  'email',
  'walk_in',
  'phone_call',
  'referral',
  'other',
] as const;
/**
 * The sources a person may pick in Add Lead: the floor's own (a walk-in, a call, a referral) beside the platforms, so
 * staff never file a showroom visitor under an ad platform and skew the source reports (decision 038).
 */
export const FORM_LEAD_SOURCES = [
  'walk_in',
  'phone_call',
  'website',
  'referral',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'google',
  'other',
] as const;
export const LeadSourceSchema = z.enum(LEAD_SOURCES, {
  error: `source must be one of ${LEAD_SOURCES.join(', ')}`,
});

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'appointment_scheduled', 'closed'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** How a closed lead ended: sold, or lost for a reason. Conversion counts sold only. */
export const LEAD_OUTCOMES = ['sold', 'lost'] as const;
export const LeadOutcomeSchema = z.enum(LEAD_OUTCOMES, {
  error: `outcome must be one of ${LEAD_OUTCOMES.join(', ')}`,
});
export type LeadOutcome = z.infer<typeof LeadOutcomeSchema>;
export const LOST_REASONS = [
  'bought_elsewhere',
  'not_interested',
  'unreachable',
  'wrong_number',
  'duplicate',
  'other',
] as const;
export const LostReasonSchema = z.enum(LOST_REASONS, {
  error: `lostReason must be one of ${LOST_REASONS.join(', ')}`,
});
export type LostReason = z.infer<typeof LostReasonSchema>;

/** A status change's outcome rules, shared by the single and the bulk change: closing says how, reopening clears it. */
function checkOutcome(
  change: { status?: LeadStatus; outcome?: LeadOutcome | null; lostReason?: LostReason | null },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (change.status === 'closed' && !change.outcome)
    issue('outcome', 'outcome is required to close a lead: sold or lost');
  if (change.status !== undefined && change.status !== 'closed' && change.outcome)
    issue('outcome', 'outcome is only for a closed lead');
  if (change.outcome === 'lost' && !change.lostReason)
    issue('lostReason', 'lostReason is required for a lost lead');
  if (change.outcome !== 'lost' && change.lostReason)
    issue('lostReason', 'lostReason is only for a lost lead');
}

/** The languages the assistant writes in; a lead's language picks its texts. */
export const LEAD_LANGUAGES = ['en', 'es', 'fr'] as const;
export const LeadLanguageSchema = z.enum(LEAD_LANGUAGES, {
  error: `language must be one of ${LEAD_LANGUAGES.join(', ')}`,
});
export type LeadLanguage = z.infer<typeof LeadLanguageSchema>;
/** Where the language came from: not known yet (English by default), the lead source, the lead's messages, staff. */
export const LANGUAGE_SOURCES = ['default', 'source', 'detected', 'staff'] as const;
export type LanguageSource = (typeof LANGUAGE_SOURCES)[number];

export const OPT_OUT_METHODS = ['keyword', 'free_text', 'carrier'] as const;
/** The lead asked a sender to stop: when, how (STOP-like keyword, free text, carrier error 21610) and which sender. */
export const LeadOptOutSchema = z.object({
  at: IsoDateSchema,
  method: z.enum(OPT_OUT_METHODS),
  /** Our number, Messaging Service or From address it opted out of; null = any (an opt-out from before senders were kept). */
  sender: z.string().nullable(),
});
export type LeadOptOut = z.infer<typeof LeadOptOutSchema>;

export const LeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.string(),
  vehicleInterest: z.string().nullable(),
  dealershipId: z.number().int(),
  status: z.string(),
  /** How a closed lead ended (null while open); a lost lead's reason. */
  outcome: LeadOutcomeSchema.nullable(),
  lostReason: LostReasonSchema.nullable(),
  score: z.number().int(),
  /** Why the score is what it is (completeness, source, vehicle, engagement), shown in the lead's details. */
  scoreReasons: z.array(ScoreReasonSchema),
  notes: z.string().nullable(),
  priority: z.boolean(),
  isTest: z.boolean(),
  /** The language the assistant writes to the lead in, and where it came from (staff's choice is kept). */
  language: LeadLanguageSchema,
  languageSource: z.enum(LANGUAGE_SOURCES),
  /** The salesperson who owns the lead; null = unassigned (up for grabs). */
  assignedUserId: z.number().int().nullable(),
  assignedUserName: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  /** The newest message with the lead on any channel, either way; null before the first one. */
  lastContactAt: IsoDateSchema.nullable(),
  /** Set where the lead's messaging is shown (lead lists and details, conversations): null = may be written to. */
  smsOptOut: LeadOptOutSchema.nullable().optional(),
  emailOptOut: LeadOptOutSchema.nullable().optional(),
  /** Set in the lead's details: the stock unit its vehicle of interest names, null when none matches. */
  matchedVehicle: MatchedVehicleSchema.nullable().optional(),
});
export type Lead = z.infer<typeof LeadSchema>;

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Email must be a valid email address' }));
const phoneField = z.string().trim().min(7, 'Phone must have at least 7 digits').max(30, 'Phone is too long');
/** A form's empty box is "not given", not an invalid value. */
const blankAsMissing = (field: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(field.optional());

/** Add Lead's fields; a lead needs a phone or an e-mail (`CreateLeadSchema` checks that). */
export const LeadFieldsSchema = z.object({
  name: requiredText('Name', 200),
  email: blankAsMissing(emailField),
  phone: blankAsMissing(phoneField),
  source: LeadSourceSchema.default('facebook'),
  vehicleInterest: requiredText('Vehicle of interest', 200),
  dealershipId: z.number({ error: 'Dealership is required' }).int().positive(),
  status: LeadStatusSchema.default('new'),
  score: z.number().int().min(0).max(100).default(0),
  notes: z.string().trim().max(5000).nullish(),
  language: LeadLanguageSchema.optional(),
});

/** A walk-in may leave only a phone, a web visitor only an e-mail; with neither nobody can answer the lead. */
export const CreateLeadSchema = LeadFieldsSchema.refine((lead) => lead.phone || lead.email, {
  message: 'Enter a phone number or an email address',
  path: ['phone'],
});
export type CreateLead = z.input<typeof CreateLeadSchema>;

export const UpdateLeadSchema = z
  .object({
    name: requiredText('Name', 200),
    email: emailField.nullable(),
    phone: phoneField.nullable(),
    source: LeadSourceSchema,
    vehicleInterest: z.string().trim().max(200).nullable(),
    status: LeadStatusSchema,
    score: z.number().int().min(0).max(100),
    notes: z.string().trim().max(5000).nullable(),
    priority: z.boolean(),
    /** The language the assistant writes in; set by staff, it is no longer changed by the lead's messages. */
    language: LeadLanguageSchema,
    /** A new owner (managers and admins; anyone may take an unassigned lead for themself), or null to release. */
    assignedUserId: z
      .number({ error: 'assignedUserId must be a user id or null' })
      .int()
      .positive()
      .nullable(),
    /** Required with status closed (sold or lost, and a lost lead's reason); cleared when the lead is reopened. */
    outcome: LeadOutcomeSchema.nullable(),
    lostReason: LostReasonSchema.nullable(),
  })
  .partial()
  .superRefine(checkOutcome);
export type UpdateLead = z.input<typeof UpdateLeadSchema>;

export const AssignedUserFilterSchema = z.union(
  [z.literal('me'), z.literal('none'), z.coerce.number().int().positive()],
  {
    error: 'assignedUserId must be me, none or a user id',
  },
);
export type AssignedUserFilter = z.infer<typeof AssignedUserFilterSchema>;

/** The Leads table's sortable columns (`owner` sorts by the owner's name, unassigned last). */
export const LEAD_SORTS = [
  'name',
  'dealership',
  'source',
  'status',
  'owner',
  'score',
  'createdAt',
  'lastContactAt',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const SortOrderSchema = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' });
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const LeadListQuerySchema = PageQuerySchema.extend({
  dealershipId: DealershipFilterSchema,
  status: z.union([z.literal('all'), LeadStatusSchema]).optional(),
  source: z.union([z.literal('all'), LeadSourceSchema]).optional(),
  search: z.string().trim().max(200).optional(),
  /** `me` = the signed-in user's leads, `none` = unassigned, or a user's id. */
  assignedUserId: AssignedUserFilterSchema.optional(),
  /** `only`: the leads a webhook's Test post made, which every other list and count leaves out. */
  test: z.literal('only', { error: 'test must be only (the test leads alone) or left out' }).optional(),
  sort: z.enum(LEAD_SORTS, { error: `sort must be one of ${LEAD_SORTS.join(', ')}` }).optional(),
  order: SortOrderSchema.optional(),
});
export type LeadListQuery = z.input<typeof LeadListQuerySchema>;

/** Per-status counts for the Leads screen's count cards, computed by the server. */
export const LeadCountsSchema = z.object({
  all: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  qualified: z.number().int(),
  appointment_scheduled: z.number().int(),
  closed: z.number().int(),
  /** The closed leads by outcome: closed = sold + lost. */
  sold: z.number().int(),
  lost: z.number().int(),
});
export type LeadCounts = z.infer<typeof LeadCountsSchema>;

/** POST /api/leads/:id/notes */
export const CreateLeadNoteSchema = z.object({ body: requiredText('Note', 5000) });
export type CreateLeadNote = z.input<typeof CreateLeadNoteSchema>;

export const LeadNoteSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  body: z.string(),
  authorUserId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

/** POST /api/leads/bulk: one change applied to several leads of the user's stores. */
export const BulkLeadUpdateSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids must be a list of lead ids' })
    .min(1, 'ids must name at least one lead')
    .max(500, 'ids may name at most 500 leads'),
  changes: z
    .object({
      status: LeadStatusSchema,
      /** A new owner for every named lead (managers and admins), or null to release them. */
      assignedUserId: z
        .number({ error: 'assignedUserId must be a user id or null' })
        .int()
        .positive()
        .nullable(),
      /** With status closed: sold or lost (and why), as in a single lead's change. */
      outcome: LeadOutcomeSchema,
      lostReason: LostReasonSchema,
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, 'changes must name at least one field')
    .superRefine((c, ctx) => {
      if (c.outcome && c.status === undefined)
        ctx.addIssue({ code: 'custom', path: ['status'], message: 'status closed goes with an outcome' });
      checkOutcome(c, ctx);
    }),
});
export type BulkLeadUpdate = z.input<typeof BulkLeadUpdateSchema>;

/** How many of the named leads were changed (leads outside the user's stores are not). */
export const BulkLeadResultSchema = z.object({ updated: z.number().int() });
export type BulkLeadResult = z.infer<typeof BulkLeadResultSchema>;
