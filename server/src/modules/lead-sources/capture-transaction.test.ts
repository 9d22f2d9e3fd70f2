import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { runCaptureTransaction } from './capture-transaction';
import { insertWebhookEvent } from './lead-sources.repo';
import { webhookEvents } from './lead-sources.tables';

// The capture batch's transaction drives a held connection by hand on PostgreSQL: commit and rollback must hold.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const deps = { db, jobs: app.jobs, events: app.events };

/** The LEAD_UPDATED frames for lead `id` this process hears (through LISTEN on PostgreSQL). */
function heard(id: number) {
  const frames: RealtimeEvent[] = [];
  app.events.subscribe((e) => {
    if (e.type === 'LEAD_UPDATED' && e.data.id === id) frames.push(e);
  });
  return frames;
}
const announcement = (id: number): RealtimeEvent => ({ type: 'LEAD_UPDATED', data: { id, dealershipId: 1 } });
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

const event = (externalId: string) => ({ source: 'website', externalId, headers: {}, body: '{}' });
const stored = async (externalId: string) =>
  db.select().from(webhookEvents).where(eq(webhookEvents.externalId, externalId));

describe('the capture transaction', () => {
  it('reads the routing dealerships under the locks and commits what the work wrote', async () => {
    const frames = heard(990_001);
    const dealerships = await runCaptureTransaction(deps, async (steps) => {
      const found = await steps.lockReadingDealerships(['phone|+15125550100', 'email|tx@example.com']);
      await insertWebhookEvent(steps.db, event('tx-commit'));
      steps.announce([announcement(990_001)]);
      return found;
    });
    expect(dealerships.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(dealerships[0]).toMatchObject({ name: expect.any(String), brand: expect.any(String) });
    expect(await stored('tx-commit')).toHaveLength(1);
    for (let waited = 0; frames.length === 0 && waited < 3000; waited += 20) await settle(20);
    expect(frames).toHaveLength(1); // delivered once, after the commit
  });

  it('leaves nothing behind when the work fails (nor an event), and the next transactions still work', async () => {
    const frames = heard(990_002);
    for (let i = 0; i < 12; i += 1) {
      await expect(
        runCaptureTransaction(deps, async (steps) => {
          await steps.lockReadingDealerships([`phone|+1512555${1000 + i}`]);
          await insertWebhookEvent(steps.db, event(`tx-rollback-${i}`));
          steps.announce([announcement(990_002)]);
          throw new Error('the batch failed');
        }),
      ).rejects.toThrow('the batch failed');
      expect(await stored(`tx-rollback-${i}`)).toHaveLength(0);
    }
    await runCaptureTransaction(deps, async (steps) => {
      await steps.lockReadingDealerships([]);
      await insertWebhookEvent(steps.db, event('tx-after'));
    });
    expect(await stored('tx-after')).toHaveLength(1);
    await settle(300);
    expect(frames).toHaveLength(0);
  });
});
