import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { conversations } from './conversations.tables';
import { storeMessages } from './messages-test-kit';

const app = await createTestApp({ workers: false });
const db = app.database.db;

describe('conversations.last_sender', () => {
  it('holds the sender of the newest message for every conversation, demo data included', async () => {
    const mismatches = await queryRows<{ id: number }>(
      db,
      sql`SELECT c.id FROM conversations c
          WHERE c.last_sender IS DISTINCT FROM (
            SELECT m.sender FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
    );
    expect(mismatches).toEqual([]);
    expect(
      (await db.select().from(conversations).where(isNotNull(conversations.lastSender))).length,
    ).toBeGreaterThan(0);
  });

  it('follows new messages but not an older one inserted late', async () => {
    const [conversation] = await db.select().from(conversations).limit(1);
    const id = conversation?.id ?? 0;
    const base = {
      conversationId: id,
      channel: 'sms',
      content: 'x',
      direction: 'inbound',
      status: 'received',
    };
    await storeMessages(db, { ...base, sender: 'customer' });
    expect((await db.select().from(conversations).where(eq(conversations.id, id)))[0]?.lastSender).toBe(
      'customer',
    );
    await storeMessages(db, { ...base, sender: 'agent', direction: 'outbound', createdAt: new Date(0) });
    expect((await db.select().from(conversations).where(eq(conversations.id, id)))[0]?.lastSender).toBe(
      'customer',
    );
  });
});
