import type { LeadNote, UpdateLeadSchema } from '@lead-manager/contracts/leads';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-errors';
import { scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/auth.service';
import type { Assignment } from '../lead-assignment/lead-assignment.service';
import type { NotificationRow, NotificationsService } from '../notifications/notifications.service';
import type { TeamService } from '../users/team.service';
import { type ActivityDeps, leadActivity } from './lead-activity';
import { changedDetails } from './lead-details-changes';
import { leadUpdatedEvent, toLeadDto } from './lead-dto';
import { findNotes, insertLeadEvents, insertNote, type NewLeadEventRow } from './lead-notes.repo';
import type { LeadsService } from './leads.service';

type LeadUpdate = z.output<typeof UpdateLeadSchema>;

export interface LeadWorkDeps extends Omit<ActivityDeps, 'db' | 'team'> {
  leads: LeadsService;
  audit: AuditService;
  team: TeamService;
  notifications: NotificationsService;
  /** Recomputes a lead's score from its data (the lead-sources module scores leads). */
  rescore?: (leadId: number) => Promise<unknown>;
}

const AUDIT_ACTIONS = {
  assigned: 'lead.owner_changed',
  status_changed: 'lead.status_changed',
  details_changed: 'lead.details_changed',
} as const;

const ownerMustBeOfStore = 'assignedUserId must be a user of the lead’s dealership';
const outcomeOfOpenLead = () =>
  badRequest('Invalid request: outcome: only a closed lead has an outcome (send status closed with it)', [
    { path: 'outcome', message: 'only a closed lead has an outcome (send status closed with it)' },
  ]);

/**
 * What a person does to a lead from its details: change it (status, owner, contact details), note it, delete it.
 * Each change is remembered in the lead's timeline; the new owner and the previous one are told.
 */
export function createLeadWorkService(
  { db, events }: Pick<ServiceDeps, 'db' | 'events'>,
  deps: LeadWorkDeps,
) {
  const { leads, team, notifications } = deps;

  /** Managers and admins give a lead to anyone of its store; anyone may take an unassigned lead for themself. */
  async function checkOwnerChange(
    actor: AuthUser,
    dealershipId: number,
    from: number | null,
    to: number | null,
  ) {
    if (actor.role === 'user' && !(to === actor.id && from === null)) {
      throw forbidden('Only managers change a lead’s owner; you may take an unassigned lead for yourself');
    }
    if (to !== null && !(await team.member(scopeFor(actor), dealershipId, to))) {
      throw badRequest(`Invalid request: assignedUserId: ${ownerMustBeOfStore}`, [
        { path: 'assignedUserId', message: ownerMustBeOfStore },
      ]);
    }
  }

  return {
    async update(actor: AuthUser, id: number, update: LeadUpdate) {
      const scope = scopeFor(actor);
      const before = await leads.getLead(scope, id);
      const now = new Date();
      const timeline: NewLeadEventRow[] = [];
      const extra: { assignedAt?: Date | null; ownerActedAt?: Date | null; assignmentNotifiedAt?: Date } = {};

      const newOwner = update.assignedUserId;
      const ownerChanged = newOwner !== undefined && newOwner !== before.assignedUserId;
      if (ownerChanged) {
        await checkOwnerChange(actor, before.dealershipId, before.assignedUserId, newOwner);
        Object.assign(extra, {
          assignedAt: newOwner ? now : null,
          ownerActedAt: null,
          assignmentNotifiedAt: now,
        });
        timeline.push({
          leadId: id,
          kind: 'assigned',
          actorUserId: actor.id,
          detail: { from: before.assignedUserId, to: newOwner, reason: 'manual' },
        });
      }
      const details = changedDetails(before, update);
      if (details)
        timeline.push({ leadId: id, kind: 'details_changed', actorUserId: actor.id, detail: details });
      const status = update.status ?? before.status;
      if (update.outcome && status !== 'closed') throw outcomeOfOpenLead();
      const outcomeChanged =
        status === 'closed' &&
        update.outcome !== undefined &&
        (update.outcome !== before.outcome || (update.lostReason ?? null) !== before.lostReason);
      if (status !== before.status || outcomeChanged) {
        extra.ownerActedAt = now;
        const outcome = status === 'closed' && {
          outcome: update.outcome,
          lostReason: update.lostReason ?? null,
        };
        timeline.push({
          leadId: id,
          kind: 'status_changed',
          actorUserId: actor.id,
          detail: { from: before.status, to: status, ...outcome },
        });
      }

      const { lead, notices } = await db.transaction(async (tx) => {
        const saved = await leads.update(scope, id, { ...update, ...extra }, { tx });
        await insertLeadEvents(tx, timeline);
        for (const entry of timeline) {
          await deps.audit.record(
            {
              actorUserId: actor.id,
              actorEmail: actor.email,
              action: AUDIT_ACTIONS[entry.kind as keyof typeof AUDIT_ACTIONS],
              entityType: 'lead',
              entityId: id,
              dealershipId: saved.dealershipId,
              details: entry.detail,
            },
            tx,
          );
        }
        // The new owner and the previous one are told, never the person who moved it (the notifications module).
        const stored: NotificationRow[] = ownerChanged
          ? await notifications.storeOwnerChange(tx, {
              leadId: id,
              dealershipId: saved.dealershipId,
              from: before.assignedUserId,
              to: newOwner ?? null,
              by: actor.id,
            })
          : [];
        return { lead: saved, notices: stored };
      });
      // What the score is made of changed (and no score was set by hand): the answer shows the new score.
      const scoredFields = details !== null || update.source !== undefined || update.notes !== undefined;
      if (update.score === undefined && scoredFields) await deps.rescore?.(id);
      const closed = status === 'closed' && before.status !== 'closed';
      await events.publish(leadUpdatedEvent(lead, [ownerChanged && 'assigned', closed && 'closed']));
      await notifications.announce(notices);
      // Closing stopped the lead's pending follow-ups in the same transaction (the leads service does it).
      // Read again after commit: the answer shows the lead's opt-outs like every other lead DTO.
      return leads.get(scope, lead.id);
    },

    /** Admins only: the lead and everything hanging off it go. */
    async remove(actor: AuthUser, id: number) {
      if (actor.role !== 'admin') throw forbidden('Only admins delete leads');
      const lead = await leads.getLead(scopeFor(actor), id);
      await leads.remove(scopeFor(actor), id);
      await deps.audit.record({
        actorUserId: actor.id,
        actorEmail: actor.email,
        action: 'lead.deleted',
        entityType: 'lead',
        entityId: id,
        dealershipId: lead.dealershipId,
        details: { name: lead.name, source: lead.source, status: lead.status },
      });
    },

    /**
     * The Leads table's bulk owner change: managers and admins, the named leads of their stores (others are left
     * alone and not counted). The new owner must work for every one of those leads' stores, else nothing changes.
     * Each lead then changes as from its details: timeline, audit, and the new owner told.
     */
    async assignMany(actor: AuthUser, ids: number[], to: number | null): Promise<{ updated: number }> {
      if (actor.role === 'user') throw forbidden('Only managers change leads’ owners');
      const scope = scopeFor(actor);
      const found = (
        await Promise.all([...new Set(ids)].map((id) => leads.getLead(scope, id).catch(() => undefined)))
      ).filter((lead) => lead !== undefined);
      if (to !== null) {
        for (const dealershipId of new Set(found.map((lead) => lead.dealershipId))) {
          if (!(await team.member(scope, dealershipId, to))) {
            const message = 'assignedUserId must be a user of every selected lead’s dealership';
            throw badRequest(`Invalid request: assignedUserId: ${message}`, [
              { path: 'assignedUserId', message },
            ]);
          }
        }
      }
      let updated = 0;
      for (const lead of found) {
        if (lead.assignedUserId === to) continue;
        await this.update(actor, lead.id, { assignedUserId: to });
        updated += 1;
      }
      return { updated };
    },

    /** The one-click clean-up after trying the webhooks: managers and admins, their stores only. */
    async removeTestLeads(actor: AuthUser): Promise<{ removed: number }> {
      if (actor.role === 'user') throw forbidden('Only managers and admins remove test leads');
      const removed = await leads.removeTestLeads(scopeFor(actor));
      await deps.audit.record({
        actorUserId: actor.id,
        actorEmail: actor.email,
        action: 'lead.test_leads_removed',
        entityType: 'lead',
        details: { removed },
      });
      return { removed };
    },

    async addNote(actor: AuthUser, id: number, body: string): Promise<LeadNote> {
      const scope = scopeFor(actor);
      const lead = await leads.getLead(scope, id);
      const note = await db.transaction(async (tx) => {
        const row = await insertNote(tx, { leadId: id, authorUserId: actor.id, body });
        await leads.markActed(tx, id);
        return row;
      });
      await events.publish(leadUpdatedEvent(lead));
      return {
        id: note.id,
        leadId: id,
        body: note.body,
        authorUserId: actor.id,
        authorName: actor.username,
        createdAt: note.createdAt.toISOString(),
      };
    },

    async notes(actor: AuthUser, id: number): Promise<LeadNote[]> {
      await leads.getLead(scopeFor(actor), id);
      const rows = await findNotes(db, scopeFor(actor), id);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /** The lead's timeline, newest first. */
    async activity(actor: AuthUser, id: number) {
      const scope = scopeFor(actor);
      const lead = await leads.getLead(scope, id);
      return leadActivity(
        { db, team, conversations: deps.conversations, appointments: deps.appointments },
        scope,
        lead,
      );
    },

    /** The assignment service's timeline and audit entries (intake, pick-up, response window): nobody's doing. */
    async recordAssignments(tx: Db, assignments: Assignment[], reason: string) {
      await insertLeadEvents(
        tx,
        assignments.map((a) => ({
          leadId: a.leadId,
          kind: 'assigned',
          actorUserId: null,
          detail: { from: a.previousUserId, to: a.userId, reason },
        })),
      );
      await deps.audit.recordMany(
        assignments.map((a) => ({
          actorUserId: null,
          action: AUDIT_ACTIONS.assigned,
          entityType: 'lead',
          entityId: a.leadId,
          dealershipId: a.dealershipId,
          details: { from: a.previousUserId, to: a.userId, reason },
        })),
        tx,
      );
    },

    toDto: toLeadDto,
  };
}

export type LeadWorkService = ReturnType<typeof createLeadWorkService>;
