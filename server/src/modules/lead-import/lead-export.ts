import { csvLine, exportCsvLine } from '@lead-manager/contracts/csv';
import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { findLeads, type LeadFilter, type LeadRow } from '../leads/leads.queries';

export interface LeadExportFilter extends LeadFilter {
  dealershipId?: number;
}

/** Leads read per query while streaming the file. */
export const EXPORT_BATCH_SIZE = 1000;

/** Header names the import's auto-mapping recognises, so an exported file imports back as it is. */
export const EXPORT_COLUMNS = [
  'Id',
  'Name',
  'Email',
  'Phone',
  'Vehicle Interest',
  'Source',
  'Status',
  // How a closed lead ended (sold, lost) and why it was lost; empty while open.
  'Outcome',
  'Lost Reason',
  'Score',
  'Priority',
  'Owner',
  'Dealership Id',
  'Dealership',
  'Test',
  'Notes',
  // In the store's own zone, with its offset: what the store's staff and its spreadsheets read.
  'Created At',
  'Updated At',
] as const;

/** The store a lead belongs to, as the file names it. */
export interface ExportStore {
  name: string;
  timezone: string | null;
}

/** An instant in the store's zone with its offset (2026-01-01T21:04:05-06:00); UTC for a store without a zone. */
const inStoreZone = (at: Date, store: ExportStore | undefined) =>
  DateTime.fromJSDate(at, { zone: store?.timezone ?? 'UTC' }).toISO({ suppressMilliseconds: true }) ??
  at.toISOString();

function toExportLine(lead: LeadRow, store: ExportStore | undefined): string {
  return exportCsvLine([
    lead.id,
    lead.name,
    lead.email,
    lead.phone,
    lead.vehicleInterest,
    lead.source,
    lead.status,
    lead.outcome,
    lead.lostReason,
    lead.score,
    lead.priority,
    lead.assignedUserName,
    lead.dealershipId,
    store?.name,
    lead.isTest,
    lead.notes,
    inStoreZone(lead.createdAt, store),
    inStoreZone(lead.updatedAt, store),
  ]);
}

/** The header line, then every matching lead (or only the selected ones) newest first, read a batch at a time. */
export async function* exportLeadsCsv(
  db: Db,
  scope: Scope,
  filter: LeadFilter,
  loadStores: () => Promise<(ExportStore & { id: number })[]>,
): AsyncGenerator<string> {
  const stores = new Map((await loadStores()).map((store) => [store.id, store]));
  yield csvLine(EXPORT_COLUMNS);
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await findLeads(db, scope, filter, { limit: EXPORT_BATCH_SIZE, offset });
    if (rows.length) yield rows.map((lead) => toExportLine(lead, stores.get(lead.dealershipId))).join('');
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
