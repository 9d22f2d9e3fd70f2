import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; jobs: JobQueue }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } },
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: opts.database.driver };
    },
  );

  // Readiness for a load balancer: the database answers and the job queue's schema is reachable through it.
  app.get(
    '/health/ready',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string(), queues: z.number() }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await opts.database.db.execute(sql`select 1`);
        const queues = await opts.jobs.boss.getQueues();
        return { status: 'ready' as const, database: opts.database.driver, queues: queues.length };
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return reply.code(503).send({ status: 'unavailable' as const, message });
      }
    },
  );
};
