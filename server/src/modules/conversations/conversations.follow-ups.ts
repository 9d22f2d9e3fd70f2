import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import type { LeadRow } from './conversations.dto';
import { isAiPausedForLead } from './conversations.repo';
import {
  cancelPendingFollowUps,
  type FollowUpRow,
  findLeadsNeedingNoFollowUps,
  getFollowUp,
  insertFollowUps,
  lockFollowUpsOf,
  markFollowUpSent,
} from './follow-ups.repo';

/** Why a lead's pending follow-ups stop: it wrote, booked, was closed, opted out or a person took over. */
export type FollowUpCancelReason =
  | 'replied'
  | 'booked'
  | 'closed'
  | 'opted_out'
  | 'staff_took_over'
  | 'lead_gone'
  | 'no_address'
  | 'blank_message'
  | 'other';

/** The follow-up steps of leads, part of the conversations service (follow_ups lives in this module). */
export function createFollowUpSchedule(db: Db, logger: Logger) {
  return {
    /**
     * Stops every pending step of a lead; pass `tx` to stop them in the caller's transaction (a booking, a status
     * change), so they stop exactly when the change commits. Answers how many steps were stopped; none for a lead
     * outside the scope (jobs and webhooks pass ALL_DEALERSHIPS).
     */
    async cancelFollowUps(
      scope: Scope,
      leadId: number,
      reason: FollowUpCancelReason = 'other',
      options: { tx?: Db } = {},
    ) {
      const cancelled = await cancelPendingFollowUps(options.tx ?? db, scope, leadId);
      if (cancelled > 0) logger.info({ leadId, reason, cancelled }, 'follow-ups stopped');
      return cancelled;
    },

    /**
     * Turns each lead's follow-up steps (its dealership's schedule) into rows and their delayed jobs, in one
     * transaction (the caller's `tx` when given) for the whole batch; a lead that already has its steps gets none
     * (a retried job). `enqueue` sends the steps' jobs inside the transaction (one statement for all of them).
     */
    async scheduleFollowUps(
      plans: { lead: LeadRow; steps: { delay: number; channel: string; message: string }[] }[],
      enqueue: (tx: Db, rows: FollowUpRow[]) => Promise<void>,
      options: { tx?: Db } = {},
    ) {
      const withSteps = plans.filter((plan) => plan.steps.length > 0);
      if (withSteps.length === 0) return [];
      const schedule = async (tx: Db) => {
        const leadIds = withSteps.map((plan) => plan.lead.id);
        await lockFollowUpsOf(tx, leadIds);
        // A lead that already wrote (an inbound SMS or email made it, or a reply beat this) awaits none.
        const done = await findLeadsNeedingNoFollowUps(tx, ALL_DEALERSHIPS, leadIds);
        const rows = await insertFollowUps(
          tx,
          ALL_DEALERSHIPS,
          withSteps
            .filter(({ lead }) => !done.has(lead.id))
            .flatMap(({ lead, steps }) =>
              steps.map((step, index) => ({
                leadId: lead.id,
                dealershipId: lead.dealershipId,
                step: index + 1,
                channel: step.channel,
                message: step.message,
                dueAt: new Date(lead.createdAt.getTime() + step.delay * 3_600_000),
              })),
            ),
        );
        if (rows.length) await enqueue(tx, rows);
        return rows;
      };
      return options.tx ? schedule(options.tx) : db.transaction(schedule);
    },

    getFollowUp: (id: number) => getFollowUp(db, ALL_DEALERSHIPS, id),
    claimFollowUp: (id: number) => markFollowUpSent(db, ALL_DEALERSHIPS, id),

    /** True when a person took over any conversation of the lead (asked by the follow-up job). */
    isAiPausedForLead: (leadId: number) => isAiPausedForLead(db, ALL_DEALERSHIPS, leadId),
  };
}
