import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { recordFirstResponses, recordLastContacts } from '../leads/leads.service';
import { conversations, messages } from './conversations.tables';
import { conversationNotes, firstResponses, type MessageFacts } from './message-rules';

/**
 * New messages, in the transaction that stored them: each conversation's last sender (unless a newer message is
 * there already: a concurrent writer's, compared in the database at full precision) and who has written, and each
 * lead's last contact.
 */
export async function noteNewMessages(tx: Db, added: MessageFacts[]) {
  const notes = conversationNotes(added);
  if (notes.length === 0) return;
  const column = <T>(pick: (note: (typeof notes)[number]) => T) => sql.param(notes.map(pick));
  const touched = await queryRows<{ id: number; lead_id: number }>(
    tx,
    sql`UPDATE ${conversations} c SET has_ai_message = c.has_ai_message OR n.ai,
          has_agent_message = c.has_agent_message OR n.agent,
          last_sender = CASE WHEN EXISTS (SELECT 1 FROM ${messages} m JOIN ${messages} newest ON newest.id = n.message_id
            WHERE m.conversation_id = c.id AND (m.created_at, m.id) > (newest.created_at, newest.id))
            THEN c.last_sender ELSE n.sender END
        FROM unnest(${column((n) => n.newest.conversationId)}::int[], ${column((n) => n.newest.sender)}::text[],
          ${column((n) => n.newest.id)}::int[], ${column((n) => n.ai)}::boolean[], ${column((n) => n.agent)}::boolean[])
          AS n(id, sender, message_id, ai, agent)
        WHERE c.id = n.id
        RETURNING c.id, c.lead_id`,
  );
  const lastContacts = new Map<number, Date>();
  for (const { id, lead_id } of touched) {
    const at = notes.find((n) => n.newest.conversationId === Number(id))?.newest.createdAt;
    const seen = lastContacts.get(Number(lead_id));
    if (at && (!seen || at > seen)) lastContacts.set(Number(lead_id), at);
  }
  await recordLastContacts(
    tx,
    [...lastContacts].map(([leadId, at]) => ({ leadId, at })),
  );
}

/** The columns a status change returns for `noteResponses`: the message's facts and its lead. */
export const respondedColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  status: messages.status,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  leadId: sql<number>`(SELECT ${conversations.leadId} FROM ${conversations} WHERE ${conversations.id} = ${messages.conversationId})`,
};

/** Messages whose status just changed, in the same transaction: the leads' first responses. */
export async function noteResponses(tx: Db, changed: (MessageFacts & { leadId: number })[]) {
  await recordFirstResponses(tx, firstResponses(changed));
}
