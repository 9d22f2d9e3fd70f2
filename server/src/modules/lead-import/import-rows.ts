import { readCsvHeader } from '@lead-manager/contracts/csv';
import {
  LEAD_IMPORT_FIELDS,
  type LeadImportField,
  type LeadImportMapping,
} from '@lead-manager/contracts/lead-import';
import { LEAD_SOURCES, LEAD_STATUSES, type UpdateLead } from '@lead-manager/contracts/leads';
import { badRequest } from '../../lib/http-errors';
import type { LeadSource, MappedLead } from '../lead-sources/lead-sources.service';

/** What a CSV row without a source column is recorded as (the sources list has no "import"). */
const DEFAULT_IMPORT_SOURCE: LeadSource = 'website';
const IMPORT_NOTE = 'Imported from CSV';

/** Lead field → index of its column in the header row. */
export type ColumnIndexes = Partial<Record<LeadImportField, number>>;

/** A row that cannot become a lead; its message goes into the import's error report. */
export class RowError extends Error {}

const normaliseHeader = (name: string) => name.trim().toLowerCase();

/** The header row's names; a file without one is a 400 naming `csv`. */
export function readHeader(csv: string): string[] {
  const header = readCsvHeader(csv.startsWith('\uFEFF') ? csv.slice(1) : csv);
  if (header.every((cell) => cell === '')) {
    throw badRequest('Invalid request: csv: the file has no header row', [
      { path: 'csv', message: 'the file has no header row' },
    ]);
  }
  return header;
}

/** Finds each mapped column in the header (case and surrounding spaces ignored); a 400 names what is missing. */
export function resolveColumns(header: string[], mapping: LeadImportMapping): ColumnIndexes {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normaliseHeader(name);
    if (!positions.has(key)) positions.set(key, index);
  });
  const columns: ColumnIndexes = {};
  const errors: { path: string; message: string }[] = [];
  for (const field of LEAD_IMPORT_FIELDS) {
    const column = mapping[field];
    if (!column) continue;
    const index = positions.get(normaliseHeader(column));
    if (index === undefined)
      errors.push({ path: `mapping.${field}`, message: `no column "${column}" in the file` });
    else columns[field] = index;
  }
  if (columns.email === undefined && columns.phone === undefined && errors.length === 0) {
    errors.push({ path: 'mapping', message: 'map a column to email or phone: every lead needs one' });
  }
  if (errors.length) {
    throw badRequest(`Invalid request: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
  return columns;
}

const cellOf = (cells: string[], index: number | undefined): string | undefined => {
  if (index === undefined) return undefined;
  const value = cells[index]?.trim();
  return value ? value : undefined;
};

function sourceOf(text: string | undefined): LeadSource {
  if (!text) return DEFAULT_IMPORT_SOURCE;
  const source = LEAD_SOURCES.find((s) => s === text.toLowerCase());
  if (!source) throw new RowError(`source "${text}" must be one of ${LEAD_SOURCES.join(', ')}`);
  return source;
}

/** A file's closed leads: `sold` and `lost` say how; a bare `closed` is lost, like a close the migration of outcomes
 * found no sale for (decision 044). */
const CLOSINGS: Record<string, UpdateLead> = {
  sold: { status: 'closed', outcome: 'sold' },
  lost: { status: 'closed', outcome: 'lost', lostReason: 'other' },
  closed: { status: 'closed', outcome: 'lost', lostReason: 'other' },
};

/** `Appointment Scheduled`, `appointment-scheduled` and `appointment_scheduled` are the same status. */
export function statusOf(text: string | undefined): UpdateLead | undefined {
  if (!text) return undefined;
  const key = text.toLowerCase().replace(/[\s-]+/g, '_');
  const status = LEAD_STATUSES.find((s) => s === key);
  if (CLOSINGS[key]) return CLOSINGS[key];
  if (!status) throw new RowError(`status "${text}" must be one of ${LEAD_STATUSES.join(', ')}, sold, lost`);
  return { status };
}

/** A CSV row as the lead intake reads every platform's lead; routing is fixed to the chosen dealership. */
export function toMappedLead(cells: string[], columns: ColumnIndexes, dealershipId: number): MappedLead {
  const notes = cellOf(cells, columns.notes);
  return {
    source: sourceOf(cellOf(cells, columns.source)),
    name: cellOf(cells, columns.name),
    firstName: cellOf(cells, columns.firstName),
    lastName: cellOf(cells, columns.lastName),
    email: cellOf(cells, columns.email),
    phone: cellOf(cells, columns.phone),
    vehicleInterest: cellOf(cells, columns.vehicleInterest),
    notes: notes ? [IMPORT_NOTE, notes] : [IMPORT_NOTE],
    isTest: false,
    routing: { dealershipId },
  };
}
