import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { runCaptureTransaction } from './capture-transaction';
import { insertWebhookEvent } from './lead-sources.repo';
import { webhookEvents } from './lead-sources.tables';

// The capture batch's transaction drives a held connection by hand on PostgreSQL: commit and rollback must hold.
const app = await createTestApp({ workers: false });
const db = app.database.db;

const event = (externalId: string) => ({ source: 'website', externalId, headers: {}, body: '{}' });
const stored = async (externalId: string) =>
  db.select().from(webhookEvents).where(eq(webhookEvents.externalId, externalId));

describe('the capture transaction', () => {
  it('reads the routing dealerships under the locks and commits what the work wrote', async () => {
    const dealerships = await runCaptureTransaction({ db, jobs: app.jobs }, async (steps) => {
      const found = await steps.lockReadingDealerships(['phone|+15125550100', 'email|tx@example.com']);
      await insertWebhookEvent(steps.db, event('tx-commit'));
      return found;
    });
    expect(dealerships.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(dealerships[0]).toMatchObject({ name: expect.any(String), brand: expect.any(String) });
    expect(await stored('tx-commit')).toHaveLength(1);
  });

  it('leaves nothing behind when the work fails, and the next transactions still work', async () => {
    for (let i = 0; i < 12; i += 1) {
      await expect(
        runCaptureTransaction({ db, jobs: app.jobs }, async (steps) => {
          await steps.lockReadingDealerships([`phone|+1512555${1000 + i}`]);
          await insertWebhookEvent(steps.db, event(`tx-rollback-${i}`));
          throw new Error('the batch failed');
        }),
      ).rejects.toThrow('the batch failed');
      expect(await stored(`tx-rollback-${i}`)).toHaveLength(0);
    }
    await runCaptureTransaction({ db, jobs: app.jobs }, async (steps) => {
      await steps.lockReadingDealerships([]);
      await insertWebhookEvent(steps.db, event('tx-after'));
    });
    expect(await stored('tx-after')).toHaveLength(1);
  });
});
