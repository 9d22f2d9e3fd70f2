import { parseCsvRecords, toCsv } from '@lead-manager/contracts/csv';
import type { LeadImportResult } from '@lead-manager/contracts/lead-import';

/** Rows per request: small enough that the progress bar moves and any file stays under the body limit. */
export const ROWS_PER_CHUNK = 200;

/** A piece of the file the server reads on its own: the header row, some data rows, their file row number. */
export interface CsvChunk {
  csv: string;
  firstRowNumber: number;
  rows: number;
}

export interface ParsedFile {
  header: string[];
  /** Data rows, blank ones included: the server skips those and still numbers rows as the file does. */
  rowCount: number;
  chunks: CsvChunk[];
}

/** Splits a CSV file into chunks that each carry the header row. */
export function splitCsv(text: string, rowsPerChunk = ROWS_PER_CHUNK): ParsedFile {
  const [header, ...records] = parseCsvRecords(text);
  const chunks: CsvChunk[] = [];
  for (let start = 0; start < records.length; start += rowsPerChunk) {
    const slice = records.slice(start, start + rowsPerChunk);
    chunks.push({
      csv: toCsv([header?.cells ?? [], ...slice.map((r) => r.cells)]),
      firstRowNumber: slice[0]?.row ?? 2,
      rows: slice.length,
    });
  }
  return { header: (header?.cells ?? []).map((h) => h.trim()), rowCount: records.length, chunks };
}

export const emptyResult = (): LeadImportResult => ({
  total: 0,
  created: 0,
  merged: 0,
  failed: 0,
  errors: [],
});

/** The running total of every chunk answered so far. */
export function addResults(sum: LeadImportResult, next: LeadImportResult): LeadImportResult {
  return {
    total: sum.total + next.total,
    created: sum.created + next.created,
    merged: sum.merged + next.merged,
    failed: sum.failed + next.failed,
    errors: [...sum.errors, ...next.errors],
  };
}
