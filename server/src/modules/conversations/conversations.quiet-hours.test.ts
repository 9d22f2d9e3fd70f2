import type { Message } from '@lead-manager/contracts/conversations';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { messages } from './conversations.tables';

// Workers off: the delivery job is run by hand at a moment that falls in the recipient's quiet hours.
const app = await createTestApp({ workers: false });
const db = app.database.db;
let admin: string;

/** A fixed-offset zone whose clock shows 2 AM now. */
function nightZone() {
  let offset = 2 - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

beforeAll(async () => {
  admin = await app.adminCookie();
  await db.update(dealerships).set({ timezone: nightZone() }).where(eq(dealerships.id, 2));
});

describe('quiet hours at delivery time', () => {
  it('puts an SMS due at night back in the queue for 8:00 instead of sending it', async () => {
    const [lead] = await db
      .insert(leads)
      .values({ dealershipId: 2, name: 'Nia Night', phone: '+15550100601' })
      .returning();
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/conversations/${lead?.id}/messages`,
      headers: { cookie: admin },
      payload: { message: 'Good morning!', channel: 'sms' },
    });
    const message = res.json() as Message;
    await app.app.services.conversations.deliverMessage(message.id);
    const [row] = await db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.status).toBe('queued');
    const jobs = await queryRows<{ start_after: string | Date }>(
      db,
      sql`SELECT start_after FROM pgboss.job WHERE name = 'message.deliver' AND (data->>'messageId')::int = ${message.id}`,
    );
    const hoursAhead = jobs.map((j) => (new Date(j.start_after).getTime() - Date.now()) / 3_600_000);
    // Both jobs (the one queued at night and the one the job put back) wait until about 8:00 there.
    expect(hoursAhead).toHaveLength(2);
    for (const h of hoursAhead) expect(h).toBeGreaterThan(5);
    // The one compliance answer is never held back.
    await app.app.services.conversations.deliverMessage(message.id, { compliance: true });
    expect((await db.select().from(messages).where(eq(messages.id, message.id)))[0]?.status).toBe('logged');
  });
});
