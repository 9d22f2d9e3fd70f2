import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages } from './conversations.tables';
import { noteNewMessages, noteResponses } from './message-notes.repo';

/**
 * Messages a test writes straight into the table (any time, any status), with what the conversation and the lead
 * remember of them noted as the app's own writes note it.
 */
type NewMessage = typeof messages.$inferInsert;

export async function storeMessages(db: Db, values: NewMessage | NewMessage[]) {
  const rows = await db
    .insert(messages)
    .values(Array.isArray(values) ? values : [values])
    .returning();
  const ids = [...new Set(rows.map((m) => m.conversationId))];
  const owners = await db
    .select({ id: conversations.id, leadId: conversations.leadId })
    .from(conversations)
    .where(inArray(conversations.id, ids));
  const leadOf = new Map(owners.map((c) => [c.id, c.leadId]));
  await noteNewMessages(db, rows);
  await noteResponses(
    db,
    rows.map((m) => ({ ...m, leadId: leadOf.get(m.conversationId) ?? 0 })),
  );
  return rows;
}
