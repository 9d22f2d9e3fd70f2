/**
 * RFC 4180 CSV, shared by the server (import, export) and the web (reading the header row for the mapping step).
 * Tolerant the way spreadsheets are: a UTF-8 BOM, CRLF/LF/CR line ends, quotes only where a field needs them,
 * a stray quote inside an unquoted field kept as text, a missing final line end.
 */

/** A parsed record and the row number a spreadsheet shows for it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** Every record of the text, with its row number; a trailing line end makes no extra empty record. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let row = 1;

  const endField = () => {
    cells.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push({ row, cells });
    row += 1;
    cells = [];
  };

  for (let i = 0; i < input.length; i += 1) {
    const char = input[i] as string;
    if (quoted) {
      if (char !== '"') field += char;
      else if (input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  // The last record, unless the text ended with a line end (or was empty).
  if (fieldStarted || field !== '' || cells.length > 0) endRecord();
  return records;
}

/** The cells of every record, without row numbers. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((record) => record.cells);
}

/**
 * The header row alone, read without parsing the rest (a large file's mapping step). Trimmed names; a quoted
 * header may hold line ends, so the parser reads up to the first record end outside quotes.
 */
export function readCsvHeader(text: string): string[] {
  let inQuotes = false;
  let end = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) {
      end = i;
      break;
    }
  }
  const [header] = parseCsv(text.slice(0, end));
  return (header ?? []).map((name) => name.trim());
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field, quoted only when it must be; null and undefined are empty. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Whole records back to text: header first, then the data. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
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
export function exportCsvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return csvLine(values.map((value) => (typeof value === 'string' ? defuseFormula(value) : value)));
}
