import { parseCsvRecords } from '@lead-manager/contracts/csv';

/** A chosen file: its header row for the mapping step, its data rows counted, and its text to upload whole. */
export interface ParsedFile {
  header: string[];
  /** Data rows, blank ones included. */
  rowCount: number;
  text: string;
}

export function readCsvFile(text: string): ParsedFile {
  const [header, ...records] = parseCsvRecords(text);
  return { header: (header?.cells ?? []).map((h) => h.trim()), rowCount: records.length, text };
}
