import { z } from 'zod';
import { IsoDateSchema } from './common';
import { ChannelSchema, SENDERS } from './conversations';
import { LeadOutcomeSchema, LostReasonSchema, OPT_OUT_METHODS } from './leads';

/**
 * A lead's timeline (GET /api/leads/:id/activity, newest first) as facts, not sentences: each line is a kind and its
 * details, and the web writes the sentence in the person's language. Sources, statuses and appointment types are the
 * stored strings, as in the lead and appointment DTOs (normally one of LEAD_SOURCES, LEAD_STATUSES, APPOINTMENT_TYPES).
 */

/** The contact and vehicle fields a person edits from the lead's details; each change is a timeline line. */
export const LEAD_DETAIL_FIELDS = ['name', 'phone', 'email', 'vehicleInterest'] as const;
export type LeadDetailField = (typeof LEAD_DETAIL_FIELDS)[number];

/** Why a lead got its owner: a person chose, the store's rule, the response window passed, they came on the floor. */
export const ASSIGNMENT_REASONS = ['manual', 'rule', 'response_window', 'picked_up'] as const;

const line = <K extends string, D extends z.ZodRawShape>(kind: K, details: D) =>
  z.object({
    /** Unique within the timeline: the kind and the id of the row it comes from. */
    id: z.string(),
    kind: z.literal(kind),
    at: IsoDateSchema,
    /** The person who did it (or wrote the message), when a person did. */
    actorName: z.string().nullable(),
    details: z.object(details),
  });

export const LeadActivitySchema = z.discriminatedUnion('kind', [
  line('created', { source: z.string() }),
  /** `content` is cut to 160 characters: the whole message is in the conversation. */
  line('message', { sender: z.enum(SENDERS), channel: ChannelSchema, content: z.string() }),
  /** A close says how the lead ended (absent on lines from before outcomes). */
  line('status_changed', {
    from: z.string(),
    to: z.string(),
    outcome: LeadOutcomeSchema.nullish(),
    lostReason: LostReasonSchema.nullish(),
  }),
  /** `ownerId` null: the owner was removed and the lead is up for grabs; `ownerName` null: no longer a user. */
  line('assigned', {
    ownerId: z.number().int().nullable(),
    ownerName: z.string().nullable(),
    reason: z.enum(ASSIGNMENT_REASONS),
  }),
  /** `timeZone`: the store's, in which the appointment's time is shown (as on the appointment). */
  line('appointment', {
    type: z.string(),
    status: z.string(),
    scheduledAt: IsoDateSchema,
    timeZone: z.string(),
  }),
  /** `method` null: an opt-out recorded before the way it came was kept. */
  line('opted_out', { channel: ChannelSchema, method: z.enum(OPT_OUT_METHODS).nullable() }),
  line('opted_in', { channel: ChannelSchema }),
  /** The same person enquired again; `source` is where the new enquiry came from, when known. */
  line('merged', { source: z.string().nullable() }),
  line('note', { body: z.string() }),
  line('details_changed', { fields: z.array(z.enum(LEAD_DETAIL_FIELDS)).min(1) }),
]);
export type LeadActivity = z.infer<typeof LeadActivitySchema>;
export type LeadActivityKind = LeadActivity['kind'];
