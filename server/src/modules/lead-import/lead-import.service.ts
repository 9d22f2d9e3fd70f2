import {
  LEAD_IMPORT_MAX_CSV_CHARS,
  LEAD_IMPORT_MAX_ROWS,
  type LeadImportProgress,
  type LeadImportRequest,
  LeadImportRequestSchema,
  type LeadImportStarted,
  type LeadImportState,
} from '@lead-manager/contracts/lead-import';
import type { Db } from '../../db/client';
import { countDataRows } from '../../lib/csv-stream';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { narrowScope, type Scope, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuthUser } from '../auth/auth.service';
import type { DealershipsService } from '../dealerships/dealerships.service';
import type { LeadsService } from '../leads/leads.service';
import { readHeader, resolveColumns } from './import-rows';
import { createImportRunner } from './import-runner';
import { exportLeadsCsv, type LeadExportFilter } from './lead-export';
import { runLeadImportJob } from './lead-import.jobs';
import { getOwnLeadImport, insertLeadImport, type LeadImportRow } from './lead-imports.repo';

const MB = 1024 * 1024;
const tooLarge = (message: string) => new HttpError(413, message, [{ path: 'csv', message }]);

/** A file to split: named with the limit it passed. */
const TOO_MANY_BYTES = `The file is larger than ${LEAD_IMPORT_MAX_CSV_CHARS / MB} MB; split it into smaller files`;
const TOO_MANY_ROWS = `The file has more than ${LEAD_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into files of at most ${LEAD_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`;

const toProgressDto = (row: LeadImportRow): LeadImportProgress => ({
  id: row.id,
  dealershipId: row.dealershipId,
  state: row.state as LeadImportState,
  dryRun: row.dryRun,
  total: row.total,
  processed: row.processed,
  created: row.created,
  merged: row.merged,
  failed: row.failed,
  errors: row.errors,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export function createLeadImportService(
  deps: Pick<ServiceDeps, 'db' | 'events' | 'jobs' | 'logger'>,
  { leads, dealerships }: { leads: LeadsService; dealerships: DealershipsService },
) {
  const { db, jobs } = deps;
  const runner = createImportRunner({ ...deps, leads });

  return {
    /**
     * Stores a CSV upload and queues its import (or its dry run) for one dealership: answered at once, the rows
     * written in the background through the same normalisation and de-duplication as the webhooks (a person the
     * dealership knows, by phone or email, is merged, not doubled). Managers and admins only. A file over the
     * size or row limit, an unknown column or one without a contact column is refused before anything is stored.
     */
    async startImport(user: AuthUser, input: LeadImportRequest): Promise<LeadImportStarted> {
      if (user.role === 'user') throw forbidden('Only managers and admins can import leads');
      const request = LeadImportRequestSchema.parse(input);
      if (request.csv.length > LEAD_IMPORT_MAX_CSV_CHARS) throw tooLarge(TOO_MANY_BYTES);
      const scope = scopeFor(user);
      narrowScope(scope, request.dealershipId);
      await dealerships.get(scope, request.dealershipId);
      resolveColumns(readHeader(request.csv), request.mapping);
      const total = await countDataRows(request.csv, LEAD_IMPORT_MAX_ROWS);
      if (total > LEAD_IMPORT_MAX_ROWS) throw tooLarge(TOO_MANY_ROWS);
      if (total === 0) {
        throw badRequest('Invalid request: csv: the file has a header row but no leads', [
          { path: 'csv', message: 'the file has a header row but no leads' },
        ]);
      }
      const id = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const importId = await insertLeadImport(tx, {
          dealershipId: request.dealershipId,
          userId: user.id,
          dryRun: request.dryRun ?? false,
          mapping: request.mapping,
          csv: request.csv,
          total,
        });
        await jobs.send(runLeadImportJob, { importId }, { tx });
        return importId;
      });
      return { id, state: 'queued' };
    },

    /** An import its starter may follow; anyone else's (or another store's) is a 404. */
    async getImport(user: AuthUser, id: number): Promise<LeadImportProgress> {
      const row = await getOwnLeadImport(db, scopeFor(user), user.id, id);
      if (!row) throw notFound('Import');
      return toProgressDto(row);
    },

    runImport: runner.runImport,

    /** The CSV lines of every lead matching the list's filters (404 for another dealership, before any line). */
    exportLeads(scope: Scope, filter: LeadExportFilter): AsyncGenerator<string> {
      const narrowed = narrowScope(scope, filter.dealershipId);
      return exportLeadsCsv(db, narrowed, filter, () => dealerships.listRows());
    },
  };
}

export type LeadImportService = ReturnType<typeof createLeadImportService>;
