import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { ALL_JOBS } from '../jobs/workers';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { assistantReplyJob } from '../modules/inbound-messages/inbound-messages.jobs';
import { createTestApp } from '../test/test-app';

// Workers off: the first-contact job a new lead gets stays in its queue for the depth figures.
const app = await createTestApp({ workers: false });
const withToken = await createTestApp({ workers: false, env: { METRICS_TOKEN: 'scrape-secret-1' } });

const newLead = (phone: string) => ({
  name: 'Metric Person',
  email: `${phone}@metrics.example`,
  phone,
  source: 'tiktok',
  vehicleInterest: 'Bronco',
  dealershipId: 3,
});

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function seriesValue(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  // First in the file: the other tests leave jobs waiting.
  it('lists every queue the app defines, 0 when idle, and the depth and age of the jobs that wait', async () => {
    const depthOf = (text: string, queue: string) =>
      seriesValue(text, 'lead_manager_job_queue_depth', `queue="${queue}"`);
    const ageOf = (text: string, queue: string) =>
      seriesValue(text, 'lead_manager_job_queue_oldest_age_seconds', `queue="${queue}"`);
    const idle = (await app.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (const job of ALL_JOBS) {
      expect(depthOf(idle, job.name), job.name).toBe(0);
      expect(ageOf(idle, job.name), job.name).toBe(0);
    }

    const due = new Date(Date.now() - 90_000);
    for (const messageId of [1, 2, 3])
      await app.jobs.send(assistantReplyJob, { conversationId: 1, messageId }, { startAfter: due });
    const busy = (await app.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(depthOf(busy, assistantReplyJob.name)).toBe(3);
    expect(ageOf(busy, assistantReplyJob.name)).toBeGreaterThanOrEqual(90);
    expect(depthOf(busy, deliverMessageJob.name)).toBe(0);
  });

  it('shows request latency by route, queue depth, and leads ingested by source', async () => {
    const cookie = await app.adminCookie();
    const before = (await app.app.inject({ method: 'GET', url: '/metrics' })).body;
    const ingestedBefore = seriesValue(before, 'lead_manager_leads_ingested_total', 'source="tiktok"') ?? 0;

    const created = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie },
      payload: newLead('+12165550181'),
    });
    expect(created.statusCode).toBe(201);

    const res = await app.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(seriesValue(res.body, 'lead_manager_leads_ingested_total', 'source="tiktok"')).toBe(
      ingestedBefore + 1,
    );
    expect(
      seriesValue(
        res.body,
        'lead_manager_http_request_duration_seconds_count',
        'method="POST",route="/api/leads",status_code="201"',
      ),
    ).toBeGreaterThanOrEqual(1);
    const queues = res.body.split('\n').filter((l) => l.startsWith('lead_manager_job_queue_depth{'));
    expect(queues.length).toBeGreaterThan(0);
    expect(res.body).toContain('lead_manager_job_queue_oldest_age_seconds{');
    for (const name of ['lead_manager_deliveries_total', 'lead_manager_assistant_replies_total']) {
      expect(res.body).toContain(`# TYPE ${name} counter`);
    }
  });

  it('answers only this machine without a token', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
    // A forwarded header does not make a remote caller local.
    const forwarded = await app.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('needs the bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const none = await withToken.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret-2' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('health and readiness', () => {
  it('answers both without a session', async () => {
    const alive = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(alive.statusCode).toBe(200);
    const ready = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: app.database.driver });
    expect(ready.json().queues).toBeGreaterThan(0);
  });
});

describe('request ids', () => {
  it('travel into the jobs a request starts', async () => {
    const cookie = await app.adminCookie();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie },
      payload: newLead('+12165550182'),
    });
    expect(res.statusCode).toBe(201);
    const leadId = res.json().id as number;
    const jobs = await queryRows<{ data: Record<string, unknown> }>(
      app.database.db,
      sql`select data from pgboss.job where data->>'leadId' = ${String(leadId)}`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    expect(jobs.map((j) => j.data._requestId)).toContain(requestId);
  });
});
