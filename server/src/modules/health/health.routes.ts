import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, opts) => {
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
};
