import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { queryRows } from './client';
import { seedLargeData } from './seed-large';

const database = await openTestDatabase();
afterAll(() => database.close());

/** What the app notes of a lead's and a conversation's messages, counted from the messages themselves. */
const mismatches = (db: typeof database.db) =>
  queryRows<{ id: number }>(
    db,
    sql`SELECT l.id FROM leads l
        LEFT JOIN LATERAL (
          SELECT min(coalesce(m.sent_at, m.created_at)) FILTER (WHERE m.sender <> 'customer'
              AND m.status IN ('sent', 'delivered', 'logged')) AS first_at,
            min(coalesce(m.sent_at, m.created_at)) FILTER (WHERE m.sender = 'agent'
              AND m.status IN ('sent', 'delivered', 'logged')) AS first_human_at,
            max(m.created_at) AS last_at
          FROM conversations c JOIN messages m ON m.conversation_id = c.id WHERE c.lead_id = l.id) r ON true
        WHERE l.first_response_at IS DISTINCT FROM r.first_at
          OR l.first_human_response_at IS DISTINCT FROM r.first_human_at
          OR l.last_contact_at IS DISTINCT FROM r.last_at
        UNION ALL
        SELECT c.id FROM conversations c
        WHERE c.last_sender IS DISTINCT FROM (SELECT m.sender FROM messages m WHERE m.conversation_id = c.id
            ORDER BY m.created_at DESC, m.id DESC LIMIT 1)
          OR c.has_ai_message <> EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender = 'ai')
          OR c.has_agent_message <> EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id
            AND m.sender = 'agent')`,
  );

describe('seed:large', () => {
  it("writes leads and conversations that remember their generated messages as the app's writes would", async () => {
    const before = (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM leads`))[0]
      ?.n;
    const totals = await seedLargeData(database.db, { leads: 300, batchSize: 120 });
    expect(totals.leads).toBe((before ?? 0) + 300);
    expect(totals.messages).toBeGreaterThan(2000);
    expect(await mismatches(database.db)).toEqual([]);
  });
});
