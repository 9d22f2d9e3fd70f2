import { Readable } from 'node:stream';
import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  LeadExportQuerySchema,
  LeadImportRequestSchema,
  LeadImportResultSchema,
} from '@lead-manager/contracts/lead-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';
import { requestScope } from '../auth/auth.hooks';
import { ownerFilter } from '../leads/leads.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
};

/** 5 MB of CSV inside a JSON string grows with its escapes (`\"`, `\n`); every other route keeps 1 MB. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** The body is a CSV stream, never serialized as JSON; the schema only documents it. */
const CsvStreamSchema = z.unknown().describe('text/csv: a header row, then one row per lead');

const unlessAll = <T extends string>(value: T | undefined) => (value === 'all' ? undefined : value);

/** `leads-2026-11-22.csv`, dated in UTC like every timestamp in the file. */
export const exportFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;

/** Registered before the leads routes, so `/leads/import` and `/leads/export.csv` are never read as `/leads/:id`. */
export const leadImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { leadImport } = services;

  app.post(
    '/leads/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: LeadImportRequestSchema, response: { 200: LeadImportResultSchema, ...errors } },
    },
    async (request) => leadImport.importLeads(requestScope(request), request.body),
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
