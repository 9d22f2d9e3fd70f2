import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { AssignmentRules, UpdateAssignmentRules } from '@lead-manager/contracts/lead-assignment';
import type { Db } from '../../db/client';
import { changedFields } from '../../lib/changed-fields';
import { forbidden } from '../../lib/http-errors';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { DealershipsService } from '../dealerships/dealerships.service';
import type { NotificationRow, NotificationsService } from '../notifications/notifications.service';
import type { TeamService } from '../users/team.service';
import {
  type Assignment,
  assignWaitingLeads,
  chooseOwners,
  claimUnannouncedAssignments,
  DEFAULT_RESPONSE_WINDOW_MINUTES,
  findRule,
  reofferOverdueLeads,
  upsertRule,
} from './lead-assignment.repo';

export type { Assignment } from './lead-assignment.repo';

export interface AssignmentRecorder {
  /** Writes the timeline's "assigned" entries (the leads module owns them) in the caller's transaction. */
  recordAssignments(tx: Db, assignments: Assignment[], reason: string): Promise<void>;
}

/** An overdue lead nobody else could take (`newOwnerId` null) kept its owner: not an assignment. */
const leadUpdated = (a: {
  leadId: number;
  dealershipId: number;
  newOwnerId?: number | null;
}): RealtimeEvent => ({
  type: 'LEAD_UPDATED',
  data: {
    id: a.leadId,
    dealershipId: a.dealershipId,
    ...(a.newOwnerId === null ? {} : { changes: ['assigned'] }),
  },
});

/**
 * Who gets a lead: the store's rule (manual, round robin, balanced among the people on the floor, under a cap),
 * the pick-up of waiting leads when someone comes on the floor, and the response window's re-offer; the rule itself
 * is next-assignee.ts. The leads module asks `chooseOwners` in the transaction that inserts new leads.
 */
export function createLeadAssignmentService(
  { db, events }: Pick<ServiceDeps, 'db' | 'events'>,
  deps: {
    team: TeamService;
    notifications: NotificationsService;
    dealerships: DealershipsService;
    recorder: AssignmentRecorder;
    audit?: Pick<AuditService, 'record'>;
  },
) {
  const { team, notifications, recorder } = deps;

  const toRulesDto = (dealershipId: number, row: Awaited<ReturnType<typeof findRule>>): AssignmentRules => ({
    dealershipId,
    mode: (row?.mode ?? 'manual') as AssignmentRules['mode'],
    maxOpenLeads: row?.maxOpenLeads ?? null,
    responseWindowMinutes: row?.responseWindowMinutes ?? DEFAULT_RESPONSE_WINDOW_MINUTES,
  });

  /** Tells each new owner (and a re-offered lead's previous one), in the transaction that made the assignments. */
  async function storeAssignedNotices(tx: Db, assignments: Assignment[]): Promise<NotificationRow[]> {
    const rows: NotificationRow[] = [];
    for (const a of assignments) {
      rows.push(
        ...(await notifications.storeOwnerChange(tx, {
          leadId: a.leadId,
          dealershipId: a.dealershipId,
          from: a.previousUserId,
          to: a.userId,
          by: null,
        })),
      );
    }
    return rows;
  }

  async function announce(rows: NotificationRow[], assignments: { leadId: number; dealershipId: number }[]) {
    await notifications.announce(rows);
    await events.publishAll(assignments.map(leadUpdated));
  }

  return {
    /** Owners for a store's new leads, in the intake's transaction (the leads module calls it). */
    chooseOwners: (tx: Db, dealershipId: number, count: number) =>
      chooseOwners(tx, ALL_DEALERSHIPS, dealershipId, count),

    async getRules(scope: Scope, dealershipId: number): Promise<AssignmentRules> {
      await deps.dealerships.get(scope, dealershipId);
      return toRulesDto(dealershipId, await findRule(db, scope, dealershipId));
    },

    /** Managers and admins of the store; a store switched to a rule picks up its waiting leads at once. */
    async updateRules(
      actor: { id: number; email: string; role: string },
      scope: Scope,
      dealershipId: number,
      changes: UpdateAssignmentRules,
    ): Promise<AssignmentRules> {
      if (actor.role === 'user') throw forbidden('Only managers and admins change assignment rules');
      await deps.dealerships.get(scope, dealershipId);
      const saved = await db.transaction(async (tx) => {
        const before = toRulesDto(dealershipId, await findRule(tx, scope, dealershipId));
        const after = toRulesDto(dealershipId, await upsertRule(tx, scope, dealershipId, changes));
        const keys = Object.keys(changes) as (keyof UpdateAssignmentRules)[];
        const changed = changedFields(before, after, keys);
        if (changed)
          await deps.audit?.record(
            {
              actorUserId: actor.id,
              actorEmail: actor.email,
              action: 'dealership.assignment_changed',
              entityType: 'dealership',
              entityId: dealershipId,
              dealershipId,
              details: changed,
            },
            tx,
          );
        return after;
      });
      await this.pickUpWaiting([dealershipId]);
      return saved;
    },

    /** The store's active people, for the owner picker. */
    async members(scope: Scope, dealershipId: number) {
      await deps.dealerships.get(scope, dealershipId);
      return team.members(scope, dealershipId);
    },

    async availability(userId: number) {
      return { available: await team.isAvailable(userId) };
    },

    /** The "on the floor" switch; coming on the floor picks up the stores' waiting leads, oldest first. */
    async setAvailability(
      user: { id: number; role: string; dealershipIds: readonly number[] },
      available: boolean,
    ) {
      const saved = await team.setAvailable(user.id, available);
      if (saved) await this.pickUpWaiting(user.dealershipIds);
      return { available: saved };
    },

    /** Unassigned open leads of these stores, oldest first, to the people on the floor under each rule. */
    async pickUpWaiting(dealershipIds: readonly number[]): Promise<Assignment[]> {
      const all: Assignment[] = [];
      for (const dealershipId of dealershipIds) {
        // The stores of the person who came on the floor, or every store for the sweep.
        const assigned = await assignWaitingLeads(db, ALL_DEALERSHIPS, dealershipId);
        if (assigned.length === 0) continue;
        const rows = await db.transaction(async (tx) => {
          await recorder.recordAssignments(tx, assigned, 'picked_up');
          return storeAssignedNotices(tx, assigned);
        });
        await announce(rows, assigned);
        all.push(...assigned);
      }
      return all;
    },

    /** Owners given leads at intake hear of it; safe to run any number of times. */
    async announceIntakeAssignments(): Promise<Assignment[]> {
      const { assigned, rows } = await db.transaction(async (tx) => {
        const claimed = await claimUnannouncedAssignments(tx, ALL_DEALERSHIPS);
        await recorder.recordAssignments(tx, claimed, 'rule');
        return { assigned: claimed, rows: await storeAssignedNotices(tx, claimed) };
      });
      await announce(rows, assigned);
      return assigned;
    },

    /**
     * The response window: each lead whose owner has not acted in time goes to the next person on the floor (the
     * new owner and the previous one are told) and the store's managers hear that it waited.
     */
    async reofferOverdue() {
      const { overdue, rows } = await db.transaction(async (tx) => {
        const found = await reofferOverdueLeads(tx, ALL_DEALERSHIPS);
        if (found.length === 0) return { overdue: found, rows: [] };
        const reassigned = found.flatMap((o) =>
          o.newOwnerId
            ? [
                {
                  leadId: o.leadId,
                  dealershipId: o.dealershipId,
                  userId: o.newOwnerId,
                  previousUserId: o.ownerId,
                },
              ]
            : [],
        );
        await recorder.recordAssignments(tx, reassigned, 'response_window');
        const stored = await storeAssignedNotices(tx, reassigned);
        const owners = new Map(
          (await team.contacts([...new Set(found.map((o) => o.ownerId))], tx)).map((p) => [p.id, p.fullName]),
        );
        for (const o of found) {
          const managers = await team.managerIds(ALL_DEALERSHIPS, o.dealershipId, tx);
          stored.push(
            ...(await notifications.store(tx, managers, {
              facts: {
                kind: 'response_overdue',
                reoffered: o.newOwnerId !== null,
                owner: owners.get(o.ownerId) ?? '?',
                minutes: Math.max(1, Math.round((Date.now() - o.assignedAt.getTime()) / 60_000)),
              },
              leadId: o.leadId,
              dealershipId: o.dealershipId,
            })),
          );
        }
        return { overdue: found, rows: stored };
      });
      await announce(rows, overdue);
      return overdue;
    },

    /**
     * New leads are announced to their owners a moment after their intake commits (the sweep is the backstop):
     * one announcement per burst of NEW_LEAD events this process publishes. Returns the stop.
     */
    watchIntake(): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const run = () => {
        timer = undefined;
        if (!stopped) void this.announceIntakeAssignments().catch(() => {});
      };
      const unsubscribe = events.onPublish((event) => {
        if (event.type !== 'NEW_LEAD' || timer || stopped) return;
        timer = setTimeout(run, 50);
        timer.unref();
      });
      return () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        unsubscribe();
      };
    },

    /** The scheduled job: announce intake assignments, then the response window. */
    async sweep() {
      await this.announceIntakeAssignments();
      await this.reofferOverdue();
    },
  };
}

export type LeadAssignmentService = ReturnType<typeof createLeadAssignmentService>;
