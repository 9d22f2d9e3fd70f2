import { setImmediate as nextTurn } from 'node:timers/promises';
import { isBlank, type StreamedRecord, streamCsvRecords } from '../../lib/csv-stream';
import type { ServiceDeps } from '../../service-deps';
import type { LeadsService } from '../leads/leads.service';
import { createBatchWriter } from './import-batches';
import { readHeader, resolveColumns } from './import-rows';
import {
  finishLeadImport,
  getLeadImport,
  type ImportCounts,
  type LeadImportRow,
  markRunning,
  readUpload,
} from './lead-imports.repo';

/**
 * Rows per batch: it starts small and grows or shrinks so that one transaction takes about BATCH_TARGET_MS, so a
 * request waiting behind it (every request does on the embedded database) waits no longer than that.
 */
const BATCH_ROWS_MIN = 20;
const BATCH_ROWS_MAX = 500;
const BATCH_TARGET_MS = 40;

const nextBatchSize = (size: number, elapsedMs: number) =>
  Math.round(
    Math.min(BATCH_ROWS_MAX, Math.max(BATCH_ROWS_MIN, (size * BATCH_TARGET_MS) / Math.max(elapsedMs, 1))),
  );

const countsOf = (row: LeadImportRow): ImportCounts => ({
  processed: row.processed,
  created: row.created,
  merged: row.merged,
  failed: row.failed,
  errors: row.errors,
});

/** Why an import stopped, as the person who started it reads it (the details are in the log). */
const STOPPED_MESSAGE = 'The import stopped because of a server error; the rows before it were imported.';

/** Runs one stored import from where it stands, batch by batch; one summary line in the log when it ends. */
export function createImportRunner(
  deps: Pick<ServiceDeps, 'db' | 'events' | 'logger'> & { leads: LeadsService },
) {
  const { db, logger } = deps;

  const summary = (row: LeadImportRow, counts: ImportCounts, startedAt: number, extra: object = {}) => ({
    importId: row.id,
    dealershipId: row.dealershipId,
    userId: row.userId,
    dryRun: row.dryRun,
    total: row.total,
    processed: counts.processed,
    created: counts.created,
    merged: counts.merged,
    failed: counts.failed,
    durationMs: Math.round(performance.now() - startedAt),
    ...extra,
  });

  async function run(row: LeadImportRow, startedAt: number): Promise<ImportCounts> {
    const csv = (await readUpload(db, row.id)) ?? '';
    const columns = resolveColumns(readHeader(csv), row.mapping);
    const target = { importId: row.id, dealershipId: row.dealershipId, dryRun: row.dryRun, columns };
    const writer = createBatchWriter(deps, target);
    let counts = countsOf(row);
    let size = BATCH_ROWS_MIN;
    let batch: StreamedRecord[] = [];
    const flush = async () => {
      const began = performance.now();
      counts = await writer.writeBatch(batch, counts);
      size = nextBatchSize(batch.length, performance.now() - began);
      batch = [];
      // The embedded database's statements run on this thread: requests waiting for it go first.
      await nextTurn();
    };
    let dataRows = 0;
    for await (const record of streamCsvRecords(csv)) {
      if (record.row === 1 || isBlank(record.cells)) continue;
      dataRows += 1;
      // Rows an earlier run of this import already wrote (its batches committed with their counts).
      if (dataRows <= row.processed) continue;
      batch.push(record);
      if (batch.length >= size) await flush();
    }
    if (batch.length) await flush();
    const unexpected = writer.unexpectedFailures();
    logger.info(summary(row, counts, startedAt, unexpected ? { unexpected } : {}), 'lead import finished');
    return counts;
  }

  return {
    /**
     * The job's work. A queued or interrupted import runs (on from its last batch); a finished one is left as it
     * is. On the last attempt a failure marks the import failed instead of leaving it running.
     */
    async runImport(importId: number, { isFinalAttempt }: { isFinalAttempt: boolean }) {
      const startedAt = performance.now();
      await markRunning(db, importId);
      const row = await getLeadImport(db, importId);
      if (row?.state !== 'running') return;
      try {
        await run(row, startedAt);
        await finishLeadImport(db, importId, 'done');
      } catch (err) {
        const latest = (await getLeadImport(db, importId).catch(() => undefined)) ?? row;
        const line = summary(row, countsOf(latest), startedAt, { err, willRetry: !isFinalAttempt });
        logger.error(line, 'lead import stopped');
        if (!isFinalAttempt) throw err;
        await finishLeadImport(db, importId, 'failed', STOPPED_MESSAGE);
      }
    },
  };
}
