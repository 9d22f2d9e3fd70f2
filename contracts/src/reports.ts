import { z } from 'zod';
import { DealershipFilterSchema, IsoDateSchema } from './common';
import { LOST_REASONS } from './leads';

/** The longest range one report covers, in days (both ends included). */
export const MAX_REPORT_DAYS = 400;
/** Ranges longer than this are charted per week instead of per day. */
export const DAILY_SERIES_MAX_DAYS = 62;

const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` that exists (no 2025-02-30). */
const CalendarDaySchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${field} is not a calendar date`);

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const ReportsQuerySchema = z
  .object({
    from: CalendarDaySchema('from'),
    to: CalendarDaySchema('to'),
    dealershipId: DealershipFilterSchema,
    /** `1`: compute the report now instead of serving the one kept for REPORTS_MAX_AGE_SECONDS (decision 028). */
    fresh: z.literal('1', { error: 'fresh must be 1 when given' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (daysInRange(q.from, q.to) > MAX_REPORT_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a report covers at most ${MAX_REPORT_DAYS} days`,
      });
  });
export type ReportsQuery = z.infer<typeof ReportsQuerySchema>;

/** Time from a lead's arrival to the first message it got, in these bands. */
export const RESPONSE_BUCKETS = ['1m', '5m', '15m', '1h', '4h', '24h', 'later'] as const;
export type ResponseBucket = (typeof RESPONSE_BUCKETS)[number];

export const FUNNEL_STAGES = ['leads', 'contacted', 'appointment_set', 'appointment_shown', 'sold'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const count = z.number().int().nonnegative();
/** Seconds, or null when there is nothing to measure. */
const seconds = z.number().nonnegative().nullable();
/** 0–100 with one decimal (100 only when it is all, 0 only when none: roundPercent), or null when there is nothing
 * to divide by. */
const percent = z.number().min(0).max(100).nullable();

export const UnansweredLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.string(),
  dealershipId: z.number().int(),
  createdAt: IsoDateSchema,
});

/** Every figure's one-sentence definition is in docs/metrics.md and beside it on the screen. */
export const SpeedToLeadSchema = z.object({
  leads: count,
  answered: count,
  /** Of the answered leads: the median wait for the first message (assistant or person). */
  medianSeconds: seconds,
  p90Seconds: seconds,
  within5MinPct: percent,
  within1HourPct: percent,
  /** Of the leads a person wrote to: the median wait for that person's first message. */
  firstHumanMedianSeconds: seconds,
  firstHumanP90Seconds: seconds,
  /** Of the leads the assistant wrote to first: the median wait for its first message. */
  assistantMedianSeconds: seconds,
  /** Open leads nobody has written to yet, as a share of all the range's leads. */
  notYetAnsweredPct: percent,
  /** Answered leads by time to first response; bucket `5m` holds 1–5 minutes, `later` over 24 hours. */
  distribution: z.array(z.object({ bucket: z.enum(RESPONSE_BUCKETS), count })),
  /** Open (not closed) leads nobody has written to yet. */
  unansweredCount: count,
  /** The longest-waiting unanswered leads, oldest first (at most 50). */
  unanswered: z.array(UnansweredLeadSchema),
});

/**
 * One row of a funnel table: the leads of the range and how far they got. Each stage counts on its own (a car can be
 * sold without an appointment); `contactedAndSet` and `shownAndSold` are the leads that reached a stage from the one
 * before it, so that a conversion is a share of that step's leads (never above 100%).
 */
const FunnelRowShape = {
  leads: count,
  contacted: count,
  appointments: count,
  shown: count,
  /** Closed as sold (a lost lead is no conversion). */
  sold: count,
  contactedAndSet: count,
  shownAndSold: count,
};

export const SourceRowSchema = z.object({ source: z.string(), ...FunnelRowShape });
export const StoreRowSchema = z.object({
  dealershipId: z.number().int(),
  ...FunnelRowShape,
  medianSeconds: seconds,
});

/** How the range's leads were closed (decision 044): sold, and lost with a count per reason (every reason, zeros
 * included). */
export const OutcomesReportSchema = z.object({
  sold: count,
  lost: count,
  lostReasons: z.array(z.object({ reason: z.enum(LOST_REASONS), count })),
});

export const AppointmentsReportSchema = z.object({
  /** Appointments whose time falls in the range (any status). */
  set: count,
  shown: count,
  noShow: count,
  cancelled: count,
  /** shown ÷ (shown + no-show): appointments whose outcome is recorded. */
  showRate: percent,
  byType: z.array(z.object({ type: z.string(), set: count, shown: count })),
  byBooker: z.array(z.object({ bookedBy: z.enum(['assistant', 'staff']), set: count, shown: count })),
});

export const HANDOVER_REASONS = ['person', 'complaint', 'unsure', 'staff'] as const;

export const AssistantReportSchema = z.object({
  /** Leads of the range the assistant answered with no person writing to them. */
  handledAlone: count,
  handovers: count,
  /** The range's leads' conversations a person took over: the assistant handed over (asked for a person, a
   * complaint, unsure) or staff stepped in unasked. */
  handoverReasons: z.array(z.object({ reason: z.enum(HANDOVER_REASONS), count })),
  optOuts: count,
  followUpsSent: count,
  /** Follow-up steps the customer answered before the next step went out. */
  followUpsReplied: count,
});

export const UserRowSchema = z.object({
  userId: z.number().int(),
  /** The person's display name, not their login. */
  name: z.string(),
  leads: count,
  /** Of the person's leads they wrote to: the median wait for their own first message (the assistant's not counted). */
  medianFirstResponseSeconds: seconds,
  appointments: count,
  sold: count,
});

export const SeriesSchema = z.object({
  interval: z.enum(['day', 'week']),
  /** One point per day (or per week, starting Monday), every one in the range, zeros included. */
  points: z.array(z.object({ date: z.string(), leads: count, appointments: count })),
});

export const ReportSchema = z.object({
  /** `timeZone`: the zone the stores in view keep, or null where they keep different ones: every store's figures are
   * counted on its own days, under All too (decision 045). */
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string().nullable() }),
  /** When these figures were computed (ISO): a report is served again for a few seconds (REPORTS_MAX_AGE_SECONDS). */
  generatedAt: z.string(),
  speedToLead: SpeedToLeadSchema,
  outcomes: OutcomesReportSchema,
  funnel: z.array(
    z.object({
      stage: z.enum(FUNNEL_STAGES),
      count,
      /** Of the previous stage's leads, how many reached this one; null for the leads themselves. */
      fromPrevious: count.nullable(),
    }),
  ),
  bySource: z.array(SourceRowSchema),
  byStore: z.array(StoreRowSchema),
  appointments: AppointmentsReportSchema,
  assistant: AssistantReportSchema,
  byUser: z.array(UserRowSchema),
  series: SeriesSchema,
});
export type Report = z.infer<typeof ReportSchema>;
export type SpeedToLead = z.infer<typeof SpeedToLeadSchema>;
