import { Readable } from 'node:stream';
import { AuditPageSchema, AuditQuerySchema } from '@lead-manager/contracts/audit';
import { ErrorBodySchema } from '@lead-manager/contracts/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/auth.hooks';
import type { AuditService } from './audit.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const CsvStreamSchema = z.unknown().describe('text/csv: a header row, then one row per audit entry');

/** `audit-2026-11-24.csv`, dated in UTC like every time in the file. */
const auditFileName = (now = new Date()) => `audit-${now.toISOString().slice(0, 10)}.csv`;

function sendCsv(reply: FastifyReply, lines: ReturnType<AuditService['exportCsv']>) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${auditFileName()}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(lines));
}

/** GET /api/audit (JSON page, or CSV with `format=csv`) and GET /api/audit.csv: admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: { audit: AuditService } }> = async (
  app,
  { services },
) => {
  const { audit } = services;

  app.get(
    '/audit',
    {
      schema: {
        querystring: AuditQuerySchema,
        response: { 200: z.union([AuditPageSchema, CsvStreamSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const { limit, offset, format, ...filter } = request.query;
      const actor = signedInUser(request);
      if (format === 'csv') return sendCsv(reply, audit.exportCsv(actor, filter));
      return audit.list(actor, filter, { limit, offset });
    },
  );

  app.get(
    '/audit.csv',
    { schema: { querystring: AuditQuerySchema, response: { 200: CsvStreamSchema, ...errors } } },
    async (request, reply) => {
      const { limit: _limit, offset: _offset, format: _format, ...filter } = request.query;
      return sendCsv(reply, audit.exportCsv(signedInUser(request), filter));
    },
  );
};
