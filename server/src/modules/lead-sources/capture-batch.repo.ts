import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { assertInScope, type Scope } from '../../lib/scope';
import { earliestLeadOfContact } from '../leads/leads.queries';
import { insertLeadsFrom } from '../leads/leads.service';
import { ROUTING_DIGEST } from './lead-sources.repo';
import { webhookEvents } from './lead-sources.tables';

/** One capture as the batch statement reads it (snake_case: jsonb_to_recordset's column names). */
export interface CaptureRow {
  n: number;
  dealership_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  source: string;
  vehicle_interest: string | null;
  notes: string | null;
  is_test: boolean;
  language: string;
  language_source: string;
  score: number;
  score_reasons: ScoreReason[];
  event_source: string;
  external_id: string;
  body: string;
  headers: Record<string, string>;
}

export type CaptureOutcome =
  | { n: number; outcome: 'created'; leadId: number }
  | { n: number; outcome: 'duplicate'; leadId: number | null }
  | { n: number; outcome: 'known'; leadId: number }
  | { n: null; outcome: 'stale'; leadId: null };

/**
 * The transaction-local setting where the intake statement leaves the leads it made (a JSON array of NEW_LEAD
 * data: id, name, vehicleInterest, dealershipId), for later statements of the same transaction to read.
 */
export const NEW_LEADS_SETTING = 'lead_manager.new_leads';
/** The leads the intake statement made in this transaction, as a JSON array (empty when it made none). */
export const NEW_LEADS_JSON = `coalesce(nullif(current_setting('${NEW_LEADS_SETTING}', true), ''), '[]')::json`;

/**
 * The whole fast path of intake in one statement, under the contact locks the caller holds: a capture whose
 * event was stored before is a redelivery (`duplicate`, with the lead it made); one from a person the dealership
 * knows is left to the merge (`known`, nothing written); every other one becomes a lead and its event, stored
 * as processed (`created`). New leads are matched back to their captures by dealership, email and phone, which
 * no two captures of a batch share (the batcher keeps them apart).
 */
export function insertNewPeople(tx: Db, scope: Scope, rows: CaptureRow[]): Promise<CaptureOutcome[]> {
  for (const row of rows) assertInScope(scope, row.dealership_id);
  return queryRows<CaptureOutcome>(tx, intakeStatement(sql`${JSON.stringify(rows)}::jsonb`));
}

/**
 * The statement of `insertNewPeople`. `rows` is the JSON array of CaptureRow; `routedWith`, when given, is the
 * routing digest the rows were routed with: if the dealerships have changed since, nothing is written and the one
 * answer is `stale`. Under the locks the caller holds, read in the same snapshot as the writes.
 */
export function intakeStatement(rows: SQL, routedWith?: SQL): SQL {
  const current = routedWith ? sql`${sql.raw(ROUTING_DIGEST)} = ${routedWith}` : sql`true`;
  return sql`WITH routing AS (SELECT ${current} AS is_current),
    input AS (
      SELECT * FROM jsonb_to_recordset(${rows}) AS i(n int, dealership_id int, name text,
        email text, phone text, source text, vehicle_interest text, notes text, is_test boolean, language text,
        language_source text, score int, score_reasons jsonb, event_source text, external_id text, body text, headers jsonb)
      WHERE (SELECT is_current FROM routing)
    ),
    earlier AS (
      SELECT i.n, e.lead_id FROM input i
      JOIN ${webhookEvents} e ON e.source = i.event_source AND e.external_id = i.external_id
    ),
    known AS (
      SELECT i.n, k.id AS lead_id FROM input i
      CROSS JOIN LATERAL ${earliestLeadOfContact(sql`i.dealership_id`, sql`i.phone`, sql`i.email`)} k
      WHERE NOT i.is_test AND i.n NOT IN (SELECT n FROM earlier)
    ),
    fresh AS (
      SELECT * FROM input WHERE n NOT IN (SELECT n FROM earlier) AND n NOT IN (SELECT n FROM known)
    ),
    created AS (${insertLeadsFrom(sql`fresh`)}),
    noted AS (
      SELECT set_config('${sql.raw(NEW_LEADS_SETTING)}', coalesce(json_agg(json_build_object('id', id, 'name', name,
        'vehicleInterest', vehicle_interest, 'dealershipId', dealership_id) ORDER BY id), '[]')::text, true) AS leads
      FROM created
    ),
    matched AS (
      SELECT f.n, c.id FROM fresh f JOIN created c ON c.dealership_id = f.dealership_id
        AND c.email IS NOT DISTINCT FROM f.email AND c.phone IS NOT DISTINCT FROM f.phone
    ),
    stored AS (
      INSERT INTO ${webhookEvents} (source, external_id, dealership_id, headers, body, status, attempts, lead_id,
        is_test, processed_at)
      SELECT f.event_source, f.external_id, f.dealership_id, f.headers, f.body, 'processed', 1, m.id, f.is_test,
        now()
      FROM fresh f JOIN matched m USING (n)
    )
    SELECT n, 'created' AS outcome, id AS "leadId" FROM matched, noted
    UNION ALL SELECT n, 'duplicate', lead_id FROM earlier
    UNION ALL SELECT n, 'known', lead_id FROM known
    UNION ALL SELECT NULL, 'stale', NULL FROM routing WHERE NOT is_current`;
}
