import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ALL_DEALERSHIPS, assertInScope, canAccess, inScope, type Scope } from '../../lib/scope';
import { personWroteTo } from '../conversations/conversations.queries';
import { countOpenLeadsOf } from '../leads/leads.queries';
import {
  claimUnannouncedOwners,
  giveLeadTo,
  lockOverdueLeads,
  lockWaitingLeads,
  markOverdueReported,
} from '../leads/leads.service';
import { findOnFloorIds } from '../users/users.queries';
import { leadAssignmentRules } from './lead-assignment.tables';
import {
  type AssignmentRule,
  assigneesInTurn,
  type Candidate,
  nextAssignee,
  pickUpOwners,
} from './next-assignee';

export type AssignmentRuleRow = typeof leadAssignmentRules.$inferSelect;

export const DEFAULT_RESPONSE_WINDOW_MINUTES = 15;

export async function findRule(
  db: Db,
  scope: Scope,
  dealershipId: number,
): Promise<AssignmentRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(leadAssignmentRules)
    .where(
      and(
        eq(leadAssignmentRules.dealershipId, dealershipId),
        inScope(leadAssignmentRules.dealershipId, scope),
      ),
    );
  return row;
}

export async function upsertRule(
  db: Db,
  scope: Scope,
  dealershipId: number,
  changes: Partial<Pick<AssignmentRuleRow, 'mode' | 'maxOpenLeads' | 'responseWindowMinutes'>>,
): Promise<AssignmentRuleRow> {
  assertInScope(scope, dealershipId);
  const [row] = await db
    .insert(leadAssignmentRules)
    .values({ dealershipId, ...changes })
    .onConflictDoUpdate({
      target: leadAssignmentRules.dealershipId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('assignment rule upsert returned nothing');
  return row;
}

export interface Assignment {
  leadId: number;
  dealershipId: number;
  userId: number;
  previousUserId: number | null;
}

/** The store's rule when it assigns automatically, locked so that concurrent choices for the store take turns. */
async function lockAutomaticRule(tx: Db, dealershipId: number): Promise<AssignmentRule | undefined> {
  const [row] = await tx
    .select()
    .from(leadAssignmentRules)
    .where(and(eq(leadAssignmentRules.dealershipId, dealershipId), ne(leadAssignmentRules.mode, 'manual')))
    .for('update');
  return row;
}

/** The store's people on the floor, with their open leads when the rule needs them (a cap, or balanced). */
async function floorOf(tx: Db, dealershipId: number, rule: AssignmentRule): Promise<Candidate[]> {
  const ids = await findOnFloorIds(tx, dealershipId);
  const counted = rule.mode === 'balanced' || rule.maxOpenLeads !== null;
  const open = counted ? await countOpenLeadsOf(tx, ALL_DEALERSHIPS, ids) : new Map<number, number>();
  return ids.map((id) => ({ id, openLeads: open.get(id) ?? 0 }));
}

const moveRoundRobinTo = (tx: Db, dealershipId: number, userId: number | null) =>
  tx
    .update(leadAssignmentRules)
    .set({ lastAssignedUserId: userId })
    .where(eq(leadAssignmentRules.dealershipId, dealershipId));

/**
 * Owners for `count` new leads of the store under its rule, in the caller's transaction (the rule row stays locked
 * until it commits); none for a manual store. A lead nobody can take gets null and waits for the pick-up.
 */
export async function chooseOwners(
  tx: Db,
  scope: Scope,
  dealershipId: number,
  count: number,
): Promise<(number | null)[]> {
  assertInScope(scope, dealershipId);
  const rule = count > 0 ? await lockAutomaticRule(tx, dealershipId) : undefined;
  if (!rule) return [];
  const { owners, last } = assigneesInTurn(rule, await floorOf(tx, dealershipId, rule), count);
  if (last !== rule.lastAssignedUserId) await moveRoundRobinTo(tx, dealershipId, last);
  return owners;
}

/**
 * The store's waiting leads (new, no person's reply yet), oldest first, given in turn under the rule, each person
 * taking at most their share (`pickUpOwners`); the rest keep waiting for the next person on the floor.
 */
export async function assignWaitingLeads(
  db: Db,
  scope: Scope,
  dealershipId: number,
  limit = 200,
): Promise<Assignment[]> {
  if (!canAccess(scope, dealershipId)) return [];
  return db.transaction(async (tx) => {
    // The rule first, as at intake: the same lock order, so intake and the pick-up never deadlock.
    const rule = await lockAutomaticRule(tx, dealershipId);
    if (!rule) return [];
    const waiting = await lockWaitingLeads(tx, dealershipId, limit, personWroteTo);
    const { owners, last } = pickUpOwners(rule, await floorOf(tx, dealershipId, rule), waiting.length);
    if (last !== rule.lastAssignedUserId) await moveRoundRobinTo(tx, dealershipId, last);
    const assigned: Assignment[] = [];
    for (const [i, leadId] of waiting.entries()) {
      const userId = owners[i];
      if (!userId) break;
      await giveLeadTo(tx, leadId, userId);
      assigned.push({ leadId, dealershipId, userId, previousUserId: null });
    }
    return assigned;
  });
}

/**
 * Leads given an owner at intake who has not been told yet: marked told in the caller's transaction (which
 * also stores the notices), so each assignment is announced once.
 */
export async function claimUnannouncedAssignments(tx: Db, scope: Scope, limit = 500): Promise<Assignment[]> {
  const result = await claimUnannouncedOwners(tx, scope, limit);
  return result.map((r) => ({
    leadId: r.id,
    dealershipId: r.dealership_id,
    userId: r.assigned_user_id,
    previousUserId: null,
  }));
}

/** A store's response window in minutes, as a subquery over its rule, for the leads module's overdue scan. */
const responseWindowOf = (dealershipId: SQL): SQL =>
  sql`coalesce((SELECT response_window_minutes FROM lead_assignment_rules WHERE dealership_id = ${dealershipId}),
    ${DEFAULT_RESPONSE_WINDOW_MINUTES})`;

export interface OverdueLead {
  leadId: number;
  dealershipId: number;
  ownerId: number;
  /** When the owner got it: how long they held it without acting. */
  assignedAt: Date;
  /** The person it was offered to instead, if anyone was on the floor and under the cap. */
  newOwnerId: number | null;
}

/**
 * Leads whose owner has not acted within the store's response window: each is offered to the next person on the
 * floor (not the present owner) when the store assigns automatically, and marked so the managers are told once.
 */
export async function reofferOverdueLeads(tx: Db, scope: Scope, limit = 200): Promise<OverdueLead[]> {
  const overdue = await lockOverdueLeads(tx, scope, responseWindowOf, limit);
  const results: OverdueLead[] = [];
  for (const lead of overdue) {
    const rule = await lockAutomaticRule(tx, lead.dealership_id);
    const newOwnerId = rule
      ? nextAssignee(rule, await floorOf(tx, lead.dealership_id, rule), lead.assigned_user_id)
      : null;
    if (newOwnerId) {
      await giveLeadTo(tx, lead.id, newOwnerId, { overdue: true });
      await moveRoundRobinTo(tx, lead.dealership_id, newOwnerId);
    } else {
      await markOverdueReported(tx, lead.id);
    }
    results.push({
      leadId: lead.id,
      dealershipId: lead.dealership_id,
      ownerId: lead.assigned_user_id,
      assignedAt: new Date(lead.assigned_at),
      newOwnerId,
    });
  }
  return results;
}
