import { Readable } from 'node:stream';
import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  LeadExportQuerySchema,
  LeadImportIdParamsSchema,
  LeadImportProgressSchema,
  LeadImportRequestSchema,
  LeadImportStartedSchema,
} from '@lead-manager/contracts/lead-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import { ownerFilter } from '../leads/leads.service';
import type { LeadImportService } from './lead-import.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** 5 MB of CSV inside a JSON string grows with its escapes (`\"`, `\n`); every other route keeps 1 MB. */
const IMPORT_BODY_LIMIT = 11 * 1024 * 1024;

/** Imports one person may start (dry runs too) in IMPORTS_WINDOW: a few files, never a flood of jobs. */
export const IMPORTS_PER_WINDOW = 10;
const IMPORTS_WINDOW = '10 minutes';

/** The body is a CSV stream, never serialized as JSON; the schema only documents it. */
const CsvStreamSchema = z.unknown().describe('text/csv: a header row, then one row per lead');

const unlessAll = <T extends string>(value: T | undefined) => (value === 'all' ? undefined : value);

/** `leads-2026-11-22.csv`, dated in UTC like every timestamp in the file. */
const exportFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;

/** Registered before the leads routes, so `/leads/import` and `/leads/export.csv` are never read as `/leads/:id`. */
export const leadImportRoutes: FastifyPluginAsyncZod<{
  services: { leadImport: LeadImportService };
}> = async (app, { services }) => {
  const { leadImport } = services;

  app.post(
    '/leads/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: {
        // Per person, counted once the session is known.
        rateLimit: {
          max: IMPORTS_PER_WINDOW,
          timeWindow: IMPORTS_WINDOW,
          hook: 'preHandler',
          keyGenerator: (request) => `lead-import|${signedInUser(request).id}`,
          errorResponseBuilder: (_request, { after }) => ({
            statusCode: 429,
            message: `At most ${IMPORTS_PER_WINDOW} imports per ${IMPORTS_WINDOW}; try again in ${after}`,
          }),
        },
      },
      schema: { body: LeadImportRequestSchema, response: { 202: LeadImportStartedSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(202).send(await leadImport.startImport(signedInUser(request), request.body)),
  );

  app.get(
    '/leads/imports/:id',
    { schema: { params: LeadImportIdParamsSchema, response: { 200: LeadImportProgressSchema, ...errors } } },
    async (request) => leadImport.getImport(signedInUser(request), request.params.id),
  );

  app.get(
    '/leads/export.csv',
    { schema: { querystring: LeadExportQuerySchema, response: { 200: CsvStreamSchema, ...errors } } },
    async (request, reply) => {
      const { status, source, assignedUserId, test, ...rest } = request.query;
      // Scope checked here, before the first byte: another dealership is a 404, not a broken download.
      const lines = leadImport.exportLeads(requestScope(request), {
        ...rest,
        onlyTestLeads: test === 'only',
        status: unlessAll(status),
        source: unlessAll(source),
        assignedUserId: ownerFilter(request, assignedUserId),
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(lines));
    },
  );
};
