import Papa from 'papaparse';

/**
 * RFC 4180 CSV through Papa Parse, shared by the server (import, export) and the web (reading the header row for
 * the mapping step). Tolerant the way spreadsheets are: a UTF-8 BOM, CRLF, LF or CR line ends (one kind per file,
 * as a spreadsheet writes them), quotes only where a field needs them, a stray quote inside an unquoted field kept
 * as text, an unterminated quote read to the end, a missing final line end.
 */

/** A parsed record and the row number a spreadsheet shows for it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** Every record of the text, with its row number; a trailing line end makes no extra empty record. */
export function parseCsvRecords(text: string): CsvRecord[] {
  if (text === '' || text === '\uFEFF') return [];
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // Papa reads the line end that closes the last record as the start of an empty one.
  const last = data.at(-1);
  if (/[\r\n]$/.test(text) && last?.length === 1 && last[0] === '') data.pop();
  return data.map((cells, i) => ({ row: i + 1, cells }));
}

/** The cells of every record, without row numbers. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.cells);
}

/** The header row alone, trimmed, without parsing the rest (a large file's mapping step). */
export function readCsvHeader(text: string): string[] {
  const { data } = Papa.parse<string[]>(text, { preview: 1 });
  return (data[0] ?? []).map((name) => name.trim());
}

type CsvValue = string | number | boolean | null | undefined;

/** One field, quoted only when it must be (separator, quote, line end, or space at either end); null is empty. */
export function csvField(value: CsvValue): string {
  return csvLine([value]).slice(0, -2);
}

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  const cells = values.map((value) => (value === null || value === undefined ? '' : String(value)));
  return `${Papa.unparse([cells], { newline: '\r\n' })}\r\n`;
}

/** Whole records back to text: header first, then the data. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvLine).join('');
}

/** An E.164 phone as we store it (`+13075550177`): a spreadsheet reads it as a number, never runs anything. */
const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula: such text
 * is defused with a leading apostrophe. Stored E.164 phones stay exactly as they are.
 */
export function defuseFormula(text: string | null): string | null {
  return text && /^[=+\-@\t\r]/.test(text) && !E164_PHONE.test(text) ? `'${text}` : text;
}

/** One exported record: every text cell defused (anything a person or a lead form typed may reach any column). */
export function exportCsvLine(values: readonly CsvValue[]): string {
  return csvLine(values.map((value) => (typeof value === 'string' ? defuseFormula(value) : value)));
}
