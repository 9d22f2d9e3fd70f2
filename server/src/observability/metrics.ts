import { sql } from 'drizzle-orm';
import client from 'prom-client';
import { type Database, queryRows } from '../db/client';

/**
 * Counters of what the product does, kept per process: services count as things happen, /metrics reads them.
 * One registry for the process (several test apps share it); the per-app series live in createAppMetrics.
 */
const domainRegistry = new client.Registry();
client.collectDefaultMetrics({ register: domainRegistry });

export const productMetrics = {
  deliveries: new client.Counter({
    name: 'lead_manager_deliveries_total',
    help: 'Outbound message delivery outcomes by channel and status (sent, logged, failed, delivered).',
    labelNames: ['channel', 'status'] as const,
    registers: [domainRegistry],
  }),
  leadsIngested: new client.Counter({
    name: 'lead_manager_leads_ingested_total',
    help: 'New leads stored, by source.',
    labelNames: ['source'] as const,
    registers: [domainRegistry],
  }),
  assistantReplies: new client.Counter({
    name: 'lead_manager_assistant_replies_total',
    help: 'Messages written by the assistant, by channel.',
    labelNames: ['channel'] as const,
    registers: [domainRegistry],
  }),
  assistantHandovers: new client.Counter({
    name: 'lead_manager_assistant_handovers_total',
    help: 'Conversations the assistant handed to a person.',
    registers: [domainRegistry],
  }),
};

/**
 * Queue depth and the age of the oldest job due, read from pg-boss's tables at each scrape: every queue it knows,
 * so an idle queue answers 0 instead of vanishing (an alert on it must not go blind when it empties).
 */
function readQueues(database: Database) {
  return queryRows<{ name: string; depth: number; oldest: number | null }>(
    database.db,
    sql`select q.name, count(j.id)::int as depth,
          extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now()))::float8 as oldest
        from pgboss.queue q
        left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry')
        group by q.name`,
  );
}

export function createAppMetrics(database: Database) {
  const registry = new client.Registry();
  const requestDuration = new client.Histogram({
    name: 'lead_manager_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queueDepth = new client.Gauge({
    name: 'lead_manager_job_queue_depth',
    help: 'Jobs waiting (created or to retry), by queue, including those due later.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldestAge = new client.Gauge({
    name: 'lead_manager_job_queue_oldest_age_seconds',
    help: 'How long the oldest job that is due has waited, by queue (0 when none is due).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  return {
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    async render(): Promise<string> {
      queueDepth.reset();
      oldestAge.reset();
      for (const queue of await readQueues(database)) {
        queueDepth.set({ queue: queue.name }, queue.depth);
        oldestAge.set({ queue: queue.name }, queue.oldest ?? 0);
      }
      return `${await registry.metrics()}\n${await domainRegistry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
