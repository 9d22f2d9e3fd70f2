import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { assertInScope, canAccess, inScope, type Scope } from '../../lib/scope';
import {
  claimUnannouncedOwners,
  giveLeadTo,
  lockOverdueLeads,
  lockWaitingLeads,
  markOverdueReported,
} from '../leads/leads.service';
import { leadAssignmentRules } from './lead-assignment.tables';

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

/**
 * The store's unassigned open leads, oldest first, each given to the next person under the rule (migration 0006's
 * `lead_next_assignee`) until nobody is left under the cap. The rule row is locked like at intake.
 */
export async function assignWaitingLeads(
  db: Db,
  scope: Scope,
  dealershipId: number,
  limit = 200,
): Promise<Assignment[]> {
  if (!canAccess(scope, dealershipId)) return [];
  return db.transaction(async (tx) => {
    const rule = await queryRows<{
      mode: string;
      max_open_leads: number | null;
      last_assigned_user_id: number | null;
    }>(
      tx,
      sql`SELECT mode, max_open_leads, last_assigned_user_id FROM lead_assignment_rules
          WHERE dealership_id = ${dealershipId} AND mode <> 'manual' FOR UPDATE`,
    );
    const r = rule[0];
    if (!r) return [];
    const waiting = await lockWaitingLeads(tx, dealershipId, limit);
    const assigned: Assignment[] = [];
    let last = r.last_assigned_user_id;
    for (const id of waiting) {
      const next = await queryRows<{ user_id: number | null }>(
        tx,
        sql`SELECT lead_next_assignee(${dealershipId}, ${r.mode}, ${r.max_open_leads}, ${last}, NULL) AS user_id`,
      );
      const userId = next[0]?.user_id;
      if (!userId) break;
      await giveLeadTo(tx, id, userId);
      last = userId;
      assigned.push({ leadId: id, dealershipId, userId, previousUserId: null });
    }
    if (assigned.length > 0) {
      await tx.execute(
        sql`UPDATE lead_assignment_rules SET last_assigned_user_id = ${last} WHERE dealership_id = ${dealershipId}`,
      );
    }
    return assigned;
  });
}

/**
 * Leads the intake trigger gave an owner who has not been told yet: marked told in the caller's transaction (which
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

/** The rules of these stores as they stand, by store (a store without a rule is left out). */
async function rulesOf(tx: Db, dealershipIds: number[]): Promise<Map<number, AssignmentRuleRow>> {
  if (dealershipIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(leadAssignmentRules)
    .where(inArray(leadAssignmentRules.dealershipId, [...new Set(dealershipIds)]));
  return new Map(rows.map((r) => [r.dealershipId, r]));
}

export interface OverdueLead {
  leadId: number;
  dealershipId: number;
  ownerId: number;
  /** The person it was offered to instead, if anyone was on the floor and under the cap. */
  newOwnerId: number | null;
}

/**
 * Leads whose owner has not acted within the store's response window: each is offered to the next person on the
 * floor (not the present owner) when the store assigns automatically, and marked so the managers are told once.
 */
export async function reofferOverdueLeads(tx: Db, scope: Scope, limit = 200): Promise<OverdueLead[]> {
  const overdue = await lockOverdueLeads(tx, scope, responseWindowOf, limit);
  const rules = await rulesOf(
    tx,
    overdue.map((lead) => lead.dealership_id),
  );
  const results: OverdueLead[] = [];
  for (const lead of overdue) {
    let newOwnerId: number | null = null;
    const rule = rules.get(lead.dealership_id);
    if (rule && rule.mode !== 'manual') {
      const next = await queryRows<{ user_id: number | null }>(
        tx,
        sql`SELECT lead_next_assignee(${lead.dealership_id}, ${rule.mode}, ${rule.maxOpenLeads},
            ${rule.lastAssignedUserId}, ${lead.assigned_user_id}) AS user_id`,
      );
      newOwnerId = next[0]?.user_id ?? null;
    }
    if (newOwnerId) {
      await giveLeadTo(tx, lead.id, newOwnerId, { overdue: true });
      await tx.execute(
        sql`UPDATE lead_assignment_rules SET last_assigned_user_id = ${newOwnerId}
            WHERE dealership_id = ${lead.dealership_id}`,
      );
    } else {
      await markOverdueReported(tx, lead.id);
    }
    results.push({
      leadId: lead.id,
      dealershipId: lead.dealership_id,
      ownerId: lead.assigned_user_id,
      newOwnerId,
    });
  }
  return results;
}
