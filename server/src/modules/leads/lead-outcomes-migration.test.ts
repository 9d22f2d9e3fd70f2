import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder, queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { leadNotes } from './lead-notes.tables';
import { leads } from './leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

/** Migration 0030's own statement that gives the closed leads of before an outcome. */
const outcomeMigration = fs
  .readFileSync(path.join(migrationsFolder, '0030_lead_outcomes.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('DO $$'));

it('gives the closed leads of before an outcome: sold where the store saw the sale, else lost for another reason', async () => {
  expect(outcomeMigration).toBeDefined();
  // The demo's closed leads as they were before outcomes existed, and one whose sale is in a timeline note.
  await db.update(leads).set({ outcome: null, lostReason: null }).where(eq(leads.status, 'closed'));
  const [noted] = await db
    .insert(leads)
    .values({ dealershipId: 1, name: 'Noted Buyer', status: 'closed' })
    .returning();
  await db
    .insert(leadNotes)
    .values({ leadId: noted?.id ?? 0, body: 'Customer purchased the trim he test drove.' });

  await db.execute(sql.raw(outcomeMigration ?? ''));

  const closed = await queryRows<{ name: string; outcome: string; lost_reason: string | null }>(
    db,
    sql`SELECT name, outcome, lost_reason FROM leads WHERE status = 'closed' ORDER BY name`,
  );
  // Sold: three with a completed test drive, three whose notes say "Purchased", and the timeline note. Lost: Matthew
  // Allen, whose note says "Sold." (the rule asks for a completed appointment or "purchased"), and the demo's two
  // lost leads (bought elsewhere, unreachable), whose words say no sale.
  expect(closed.filter((l) => l.outcome === 'sold').map((l) => l.name)).toEqual([
    'Andrew Mitchell',
    'Anthony Harris',
    'James Anderson',
    'Jennifer Nguyen',
    'Lauren King',
    'Michael Thompson',
    'Noted Buyer',
  ]);
  expect(closed.filter((l) => l.outcome !== 'sold')).toEqual([
    { name: 'Gregory Flores', outcome: 'lost', lost_reason: 'other' },
    { name: 'Kayla Brooks', outcome: 'lost', lost_reason: 'other' },
    { name: 'Matthew Allen', outcome: 'lost', lost_reason: 'other' },
  ]);
});
