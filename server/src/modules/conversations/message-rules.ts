// What a conversation and its lead remember of their messages, decided here from the messages a write stores or
// changes; the repos write the outcome in the same transaction.

/** The fields of a message the rules read. */
export interface MessageFacts {
  id: number;
  conversationId: number;
  sender: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** A message counts as an answer to the lead once it went out (sent, delivered or logged to the console). */
const WENT_OUT = new Set(['sent', 'delivered', 'logged']);

/**
 * When a message answered the lead, and whether a person (not the assistant) wrote it: at its sent time, so an SMS
 * held back by quiet hours counts when it left. The customer's own messages and those not gone out answer nobody.
 */
export function responseOf(message: MessageFacts): { at: Date; human: boolean } | undefined {
  if (message.sender === 'customer' || !WENT_OUT.has(message.status)) return undefined;
  return { at: message.sentAt ?? message.createdAt, human: message.sender !== 'ai' };
}

const newer = (a: MessageFacts, b: MessageFacts) =>
  a.createdAt > b.createdAt || (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id);

/** Per conversation: the newest of the new messages (its sender is now the last sender) and who wrote at all. */
export function conversationNotes(added: MessageFacts[]) {
  const notes = new Map<number, { newest: MessageFacts; ai: boolean; agent: boolean }>();
  for (const m of added) {
    const note = notes.get(m.conversationId) ?? { newest: m, ai: false, agent: false };
    if (newer(m, note.newest)) note.newest = m;
    note.ai ||= m.sender === 'ai';
    note.agent ||= m.sender === 'agent';
    notes.set(m.conversationId, note);
  }
  return [...notes.values()];
}

/** Per lead: the earliest answer among these messages and the earliest by a person, for its first response. */
export function firstResponses(changed: (MessageFacts & { leadId: number })[]) {
  const byLead = new Map<number, { leadId: number; at: Date; humanAt: Date | null }>();
  for (const m of changed) {
    const response = responseOf(m);
    if (!response) continue;
    const seen = byLead.get(m.leadId) ?? { leadId: m.leadId, at: response.at, humanAt: null };
    if (response.at < seen.at) seen.at = response.at;
    if (response.human && (!seen.humanAt || response.at < seen.humanAt)) seen.humanAt = response.at;
    byLead.set(m.leadId, seen);
  }
  return [...byLead.values()];
}
