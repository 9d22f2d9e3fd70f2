import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, expect, it, vi } from 'vitest';
import { followUps } from '../modules/conversations/conversations.tables';
import { FOLLOW_UPS_LOCK } from '../modules/conversations/follow-ups.repo';
import { createTestApp } from '../test/test-app';
import { createLead, messagesOfLead } from './flow-test-kit';

// Workers off: the first-contact job runs by hand, while another connection is storing the lead's reply.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const pool = (db as unknown as { $client: pg.Pool }).$client;
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

it('a reply stored while the greeting schedules its follow-ups stops them', async () => {
  const lead = await createLead(app, admin, {
    name: 'Rae Race',
    phone: '+15550100901',
    email: 'rae.race@example.com',
    dealershipId: 3,
    vehicleInterest: 'Ford Escape',
  });
  // The inbound transaction, caught between storing the customer's email and its commit (it holds the lock).
  const inbound = await pool.connect();
  try {
    await inbound.query('BEGIN');
    await inbound.query('SELECT pg_advisory_xact_lock($1, $2)', [FOLLOW_UPS_LOCK, lead.id]);
    const {
      rows: [conversation],
    } = await inbound.query(
      `INSERT INTO conversations (lead_id, dealership_id, channel) VALUES ($1, $2, 'email') RETURNING id`,
      [lead.id, lead.dealershipId],
    );
    await inbound.query(
      `INSERT INTO messages (conversation_id, direction, channel, sender, content, status)
        VALUES ($1, 'inbound', 'email', 'customer', $2, 'received')`,
      [conversation.id, 'Is the Escape still available?'],
    );
    const firstContact = app.app.services.outreach.firstContact(lead.id);
    // Commit only once the greeting's work is blocked behind this transaction (the race this test is about).
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        expect(rows[0].waiting).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await inbound.query('COMMIT');
    await firstContact;
  } finally {
    inbound.release();
  }
  expect((await messagesOfLead(db, lead.id)).map((r) => r.message.sender)).toContain('ai'); // greeted
  expect(await db.select().from(followUps).where(eq(followUps.leadId, lead.id))).toEqual([]);
});
