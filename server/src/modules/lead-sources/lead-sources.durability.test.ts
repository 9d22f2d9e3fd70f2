import { describe, expect, it } from 'vitest';
import { pendingJobsOf } from '../../assistant/flow-test-kit';
import { startWorkers } from '../../jobs/workers';
import { createTestApp, testConfig } from '../../test/test-app';
import { processWebhookEventJob } from './lead-sources.jobs';
import { eventsOf, leadById, leadsWithEmail, settledEvent } from './test-support';

// No workers: the process "dies" after answering 200 and before any job runs.
const app = await createTestApp({ workers: false, env: { TIKTOK_WEBHOOK_SECRET: 's3cret' } });
const db = app.database.db;

describe('an acknowledged lead is never lost', () => {
  it('is committed with its job before the 200, and processed once workers start again', async () => {
    const body = JSON.stringify({ lead_id: 'durable-1', name: 'Durable Dan', email: 'durable@example.com' });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/tiktok',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': 's3cret' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await eventsOf(db, 'tiktok', 'durable-1');
    expect(stored).toMatchObject({ status: 'pending', body });
    // Nothing runs it in this process: the job waits in the queue, and no lead exists yet.
    expect(await pendingJobsOf(db, processWebhookEventJob.name)).toHaveLength(1);
    expect(await leadsWithEmail(db, 'durable@example.com')).toHaveLength(0);

    await startWorkers(app.jobs, app.app.services, testConfig()); // the restarted process
    const event = await settledEvent(db, 'tiktok', 'durable-1', 'processed');
    expect(await leadById(db, event.leadId as number)).toMatchObject({
      name: 'Durable Dan',
      source: 'tiktok',
    });
  });
});
