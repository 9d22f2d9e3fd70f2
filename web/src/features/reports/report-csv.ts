import { defuseFormula, toCsv } from '@lead-manager/contracts/csv';

export type CsvCell = string | number | null;

/**
 * A table as CSV text. Every text cell that a spreadsheet would run as a formula (starting with = + - @) is
 * defused with a leading apostrophe: names and sources come from lead forms anyone can fill in.
 */
export function reportCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return toCsv([
    header,
    ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? defuseFormula(cell) : cell))),
  ]);
}
