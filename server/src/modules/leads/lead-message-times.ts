import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The times a lead keeps of its messages, written by the conversations module (which decides them, see
// conversations/message-rules.ts) in the transaction that stores or sends the messages; re-exported by
// leads.service. Each only moves the way time does, so writers in any order agree.

/** `last_contact_at`: the newest message with the lead, on any channel. */
export async function recordLastContacts(tx: Db, contacts: { leadId: number; at: Date }[]) {
  if (contacts.length === 0) return;
  await tx.execute(
    sql`UPDATE leads SET last_contact_at = c.at
        FROM unnest(${sql.param(contacts.map((c) => c.leadId))}::int[], ${sql.param(contacts.map((c) => c.at.toISOString()))}::timestamptz[])
          AS c(id, at)
        WHERE leads.id = c.id AND (leads.last_contact_at IS NULL OR leads.last_contact_at < c.at)`,
  );
}

/** `first_response_at` and `first_human_response_at`: the earliest answers, kept unless these came earlier. */
export async function recordFirstResponses(
  tx: Db,
  responses: { leadId: number; at: Date; humanAt: Date | null }[],
) {
  if (responses.length === 0) return;
  await tx.execute(
    sql`UPDATE leads SET first_response_at = least(leads.first_response_at, r.at),
          first_human_response_at = least(leads.first_human_response_at, r.human_at)
        FROM unnest(${sql.param(responses.map((r) => r.leadId))}::int[], ${sql.param(responses.map((r) => r.at.toISOString()))}::timestamptz[],
          ${sql.param(responses.map((r) => r.humanAt?.toISOString() ?? null))}::timestamptz[]) AS r(id, at, human_at)
        WHERE leads.id = r.id AND (leads.first_response_at IS NULL OR leads.first_response_at > r.at
          OR leads.first_human_response_at IS NULL AND r.human_at IS NOT NULL
          OR leads.first_human_response_at > r.human_at)`,
  );
}
