import { type SQL, sql } from 'drizzle-orm';
import { leads } from './leads.tables';

// The leads module's parts of lead-sources' one-trip intake statement (lead-sources/capture-batch.repo.ts): a burst
// of captures is matched and written in one statement, so the leads table's read and write in it come from here
// (read through leads.queries, written through leads.service) and compose into that statement.

/**
 * The id of a dealership's earliest real lead with this phone or email, as the body of a LATERAL join over the
 * captures (`dealershipId`, `phone`, `email` name their columns): the person the dealership already knows.
 */
export const earliestLeadOfContact = (dealershipId: SQL, phone: SQL, email: SQL): SQL =>
  sql`(SELECT l.id FROM ${leads} l
        WHERE l.dealership_id = ${dealershipId} AND NOT l.is_test AND (l.phone = ${phone} OR l.email = ${email})
        ORDER BY l.created_at, l.id LIMIT 1)`;

/**
 * Inserts a lead for each row of `rows` (a CTE or relation with the capture's lead columns and its order `n`),
 * returning each new lead's id, dealership_id, email, phone, name and vehicle_interest.
 */
export const insertLeadsFrom = (rows: SQL): SQL =>
  sql`INSERT INTO ${leads} (dealership_id, name, email, phone, source, vehicle_interest, notes, is_test, language,
        language_source, score, score_reasons)
      SELECT dealership_id, name, email, phone, source, vehicle_interest, notes, is_test, language, language_source,
        score, score_reasons
      FROM ${rows} ORDER BY n
      RETURNING id, dealership_id, email, phone, name, vehicle_interest`;
