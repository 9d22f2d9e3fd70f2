import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import { openTestDatabase } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import type { LeadRow } from './conversations.dto';
import { findLeadsWithMessages } from './conversations.queries';
import { getConversationForJob, insertOutboundMessages, upsertConversation } from './conversations.repo';
import { messages } from './conversations.tables';
import { getMessageForDelivery, recordDelivery } from './delivery.repo';
import { cancelPendingFollowUps, getFollowUp, insertFollowUps } from './follow-ups.repo';

// House rule 8 (decision 031): a repo function given one store's scope finds and changes nothing of another's,
// prepared statements (the delivery job's read, the first contact's "any message?") included.
const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());

const HYUNDAI: Scope = { all: false, dealershipIds: [2] };
const FORD: Scope = { all: false, dealershipIds: [3] };

let lead: LeadRow;
let conversationId: number;
let messageId: number;
let followUpId: number;
beforeAll(async () => {
  const [row] = await db
    .insert(leads)
    .values({ dealershipId: 3, name: 'Fran Ford', phone: '+12165550177', email: 'fran@example.com' })
    .returning();
  if (!row) throw new Error('no lead');
  lead = row;
  const conversation = await upsertConversation(db, FORD, lead, 'sms', { reopen: true });
  conversationId = conversation.id;
  const [message] = await insertOutboundMessages(db, [
    { conversationId, channel: 'sms', sender: 'ai', content: 'Hi Fran' },
  ]);
  messageId = message?.id ?? 0;
  const [step] = await insertFollowUps(db, FORD, [
    {
      leadId: lead.id,
      dealershipId: 3,
      step: 1,
      channel: 'sms',
      message: 'Still looking?',
      dueAt: new Date(),
    },
  ]);
  if (!step) throw new Error('no follow-up');
  followUpId = step.id;
});

describe("a repo function given another store's scope", () => {
  it('finds no Ford message for delivery with Hyundai’s scope, and finds it with Ford’s or every store', async () => {
    expect(await getMessageForDelivery(db, HYUNDAI, messageId)).toBeUndefined();
    expect((await getMessageForDelivery(db, FORD, messageId))?.message.id).toBe(messageId);
    expect((await getMessageForDelivery(db, ALL_DEALERSHIPS, messageId))?.message.id).toBe(messageId);
  });

  it('sees no message of a Ford lead and no Ford conversation with Hyundai’s scope', async () => {
    expect((await findLeadsWithMessages(db, HYUNDAI, [lead.id])).has(lead.id)).toBe(false);
    expect((await findLeadsWithMessages(db, FORD, [lead.id])).has(lead.id)).toBe(true);
    expect(await getConversationForJob(db, HYUNDAI, conversationId)).toBeUndefined();
    expect((await getConversationForJob(db, ALL_DEALERSHIPS, conversationId))?.conversation.id).toBe(
      conversationId,
    );
  });

  it('changes no Ford message or follow-up with Hyundai’s scope', async () => {
    const recorded = await recordDelivery(db, HYUNDAI, { messageId, status: 'failed', error: 'not yours' });
    expect(recorded).toBe(false);
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    expect(message?.status).toBe('queued');
    expect(await getFollowUp(db, HYUNDAI, followUpId)).toBeUndefined();
    expect(await cancelPendingFollowUps(db, HYUNDAI, lead.id)).toBe(0);
    expect((await getFollowUp(db, FORD, followUpId))?.status).toBe('pending');
  });

  it('refuses to open a conversation for a Ford lead with Hyundai’s scope', async () => {
    await expect(upsertConversation(db, HYUNDAI, lead, 'email')).rejects.toThrow(/Dealership/);
  });
});
