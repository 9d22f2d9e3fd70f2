import { setImmediate as nextTurn } from 'node:timers/promises';
import Papa from 'papaparse';

/** Text handed to the parser at a time: a few milliseconds of parsing before other requests get their turn. */
const SLICE_CHARS = 64 * 1024;

/** A record and the row number a spreadsheet shows for it (the header is row 1). */
export interface StreamedRecord {
  row: number;
  cells: string[];
}

/**
 * Every record of a CSV text, read by Papa Parse (decision 019) a slice at a time with the same tolerance as
 * `parseCsvRecords`: the file is never held as records, and other requests get a turn between slices.
 */
export async function* streamCsvRecords(text: string): AsyncGenerator<StreamedRecord> {
  let pending: { rows: string[][]; parser: Papa.Parser } | undefined;
  let finished = false;
  let wake: (() => void) | undefined;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    chunkSize: SLICE_CHARS,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      // Held until the consumer has taken these rows: one slice parsed at a time.
      parser.pause();
      pending = { rows: results.data, parser };
      wake?.();
    },
    complete: () => {
      finished = true;
      wake?.();
    },
  });
  let row = 0;
  let parser: Papa.Parser | undefined;
  try {
    for (;;) {
      if (!pending && !finished) await new Promise<void>((resolve) => (wake = resolve));
      const slice = pending;
      if (!slice) return;
      pending = undefined;
      parser = slice.parser;
      for (const cells of slice.rows) {
        row += 1;
        yield { row, cells };
      }
      await nextTurn();
      slice.parser.resume();
    }
  } finally {
    if (!finished) parser?.abort();
  }
}

export const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Data rows (the header and blank rows not counted), stopping once past `cap`: a file too large costs no more. */
export async function countDataRows(text: string, cap: number): Promise<number> {
  let count = 0;
  for await (const { row, cells } of streamCsvRecords(text)) {
    if (row === 1 || isBlank(cells)) continue;
    count += 1;
    if (count > cap) break;
  }
  return count;
}
