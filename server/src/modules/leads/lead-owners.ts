import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';

// The writes of a lead's owner that the lead-assignment module makes inside its own transactions (it decides who,
// the leads module writes the lead), re-exported by leads.service.

/**
 * The store's unassigned leads still new and unanswered by a person (a booked or answered lead is someone's work
 * already), oldest first, locked for the caller's transaction (others' locks skipped).
 */
export async function lockWaitingLeads(
  tx: Db,
  dealershipId: number,
  limit: number,
  personWroteTo: (leadId: SQL) => SQL,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM leads WHERE dealership_id = ${dealershipId} AND assigned_user_id IS NULL
        AND status = 'new' AND NOT is_test AND NOT ${personWroteTo(sql`leads.id`)}
        ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
  return rows.map((r) => r.id);
}

/**
 * Gives the lead to `userId`, told at once (the caller stores the notice); `overdue` also marks the previous
 * owner's response window as reported.
 */
export async function giveLeadTo(
  tx: Db,
  leadId: number,
  userId: number,
  options: { overdue?: boolean } = {},
) {
  await tx.execute(
    options.overdue
      ? sql`UPDATE leads SET assigned_user_id = ${userId}, assigned_at = now(), owner_acted_at = NULL,
            assignment_notified_at = now(), overdue_notified_at = now(), updated_at = now() WHERE id = ${leadId}`
      : sql`UPDATE leads SET assigned_user_id = ${userId}, assigned_at = now(), owner_acted_at = NULL,
            assignment_notified_at = now(), updated_at = now() WHERE id = ${leadId}`,
  );
}

/** Marks an overdue lead reported when nobody could take it over, so the managers are told once. */
export async function markOverdueReported(tx: Db, leadId: number) {
  await tx.execute(sql`UPDATE leads SET overdue_notified_at = now() WHERE id = ${leadId}`);
}

/**
 * Leads given an owner at intake who has not been told yet, marked told in the caller's transaction (which
 * also stores the notices), so each assignment is announced once.
 */
export async function claimUnannouncedOwners(tx: Db, scope: Scope, limit: number) {
  return queryRows<{ id: number; dealership_id: number; assigned_user_id: number }>(
    tx,
    sql`UPDATE leads SET assignment_notified_at = now() WHERE id IN (
          SELECT id FROM leads WHERE assigned_user_id IS NOT NULL AND assignment_notified_at IS NULL
            AND ${inScope(sql`leads.dealership_id`, scope)}
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, dealership_id, assigned_user_id`,
  );
}

/**
 * Open leads whose owner has not acted within the store's response window (`windowMinutes` of the lead's store,
 * a subquery over the caller's rules) and not been reported since they got the lead, oldest assignment first,
 * locked for the caller's transaction.
 */
export async function lockOverdueLeads(
  tx: Db,
  scope: Scope,
  windowMinutes: (dealershipId: SQL) => SQL,
  limit: number,
) {
  return queryRows<{
    id: number;
    dealership_id: number;
    assigned_user_id: number;
    assigned_at: Date | string;
  }>(
    tx,
    sql`SELECT l.id, l.dealership_id, l.assigned_user_id, l.assigned_at FROM leads l
        WHERE l.assigned_user_id IS NOT NULL AND l.owner_acted_at IS NULL AND l.status <> 'closed'
          AND NOT l.is_test AND ${inScope(sql`l.dealership_id`, scope)}
          AND l.assigned_at < now() - make_interval(mins => ${windowMinutes(sql`l.dealership_id`)})
          AND (l.overdue_notified_at IS NULL OR l.overdue_notified_at < l.assigned_at)
        ORDER BY l.assigned_at LIMIT ${limit} FOR UPDATE OF l SKIP LOCKED`,
  );
}
