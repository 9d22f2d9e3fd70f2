import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { assertInScope, canAccess, inScope, type Scope } from '../../lib/scope';
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
    const waiting = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM leads WHERE dealership_id = ${dealershipId} AND assigned_user_id IS NULL
          AND status <> 'closed' AND NOT is_test ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
    );
    const assigned: Assignment[] = [];
    let last = r.last_assigned_user_id;
    for (const { id } of waiting) {
      const next = await queryRows<{ user_id: number | null }>(
        tx,
        sql`SELECT lead_next_assignee(${dealershipId}, ${r.mode}, ${r.max_open_leads}, ${last}, NULL) AS user_id`,
      );
      const userId = next[0]?.user_id;
      if (!userId) break;
      await tx.execute(
        sql`UPDATE leads SET assigned_user_id = ${userId}, assigned_at = now(), owner_acted_at = NULL,
            assignment_notified_at = now(), updated_at = now() WHERE id = ${id}`,
      );
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
  const result = await queryRows<{ id: number; dealership_id: number; assigned_user_id: number }>(
    tx,
    sql`UPDATE leads SET assignment_notified_at = now() WHERE id IN (
          SELECT id FROM leads WHERE assigned_user_id IS NOT NULL AND assignment_notified_at IS NULL
            AND ${inScope(sql`leads.dealership_id`, scope)}
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, dealership_id, assigned_user_id`,
  );
  return result.map((r) => ({
    leadId: r.id,
    dealershipId: r.dealership_id,
    userId: r.assigned_user_id,
    previousUserId: null,
  }));
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
  const overdue = await queryRows<{
    id: number;
    dealership_id: number;
    assigned_user_id: number;
    mode: string | null;
    max_open_leads: number | null;
    last_assigned_user_id: number | null;
  }>(
    tx,
    sql`SELECT l.id, l.dealership_id, l.assigned_user_id, r.mode, r.max_open_leads, r.last_assigned_user_id
        FROM leads l LEFT JOIN lead_assignment_rules r ON r.dealership_id = l.dealership_id
        WHERE l.assigned_user_id IS NOT NULL AND l.owner_acted_at IS NULL AND l.status <> 'closed'
          AND NOT l.is_test AND ${inScope(sql`l.dealership_id`, scope)}
          AND l.assigned_at < now() - make_interval(mins => coalesce(r.response_window_minutes, ${DEFAULT_RESPONSE_WINDOW_MINUTES}))
          AND (l.overdue_notified_at IS NULL OR l.overdue_notified_at < l.assigned_at)
        ORDER BY l.assigned_at LIMIT ${limit} FOR UPDATE OF l SKIP LOCKED`,
  );
  const results: OverdueLead[] = [];
  for (const lead of overdue) {
    let newOwnerId: number | null = null;
    if (lead.mode && lead.mode !== 'manual') {
      const next = await queryRows<{ user_id: number | null }>(
        tx,
        sql`SELECT lead_next_assignee(${lead.dealership_id}, ${lead.mode}, ${lead.max_open_leads},
            ${lead.last_assigned_user_id}, ${lead.assigned_user_id}) AS user_id`,
      );
      newOwnerId = next[0]?.user_id ?? null;
    }
    if (newOwnerId) {
      await tx.execute(
        sql`UPDATE leads SET assigned_user_id = ${newOwnerId}, assigned_at = now(), owner_acted_at = NULL,
            assignment_notified_at = now(), overdue_notified_at = now(), updated_at = now() WHERE id = ${lead.id}`,
      );
      await tx.execute(
        sql`UPDATE lead_assignment_rules SET last_assigned_user_id = ${newOwnerId}
            WHERE dealership_id = ${lead.dealership_id}`,
      );
    } else {
      await tx.execute(sql`UPDATE leads SET overdue_notified_at = now() WHERE id = ${lead.id}`);
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
