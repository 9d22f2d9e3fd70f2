import { csvLine, exportCsvLine } from '@lead-manager/contracts/csv';
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
  'Dealership Id',
  'Test',
  'Notes',
  'Created At',
  'Updated At',
] as const;

function toExportLine(lead: LeadRow): string {
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
    lead.dealershipId,
    lead.isTest,
    lead.notes,
    lead.createdAt.toISOString(),
    lead.updatedAt.toISOString(),
  ]);
}

/** The header line, then every matching lead (or only the selected ones) newest first, read a batch at a time. */
export async function* exportLeadsCsv(db: Db, scope: Scope, filter: LeadFilter): AsyncGenerator<string> {
  yield csvLine(EXPORT_COLUMNS);
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await findLeads(db, scope, filter, { limit: EXPORT_BATCH_SIZE, offset });
    if (rows.length) yield rows.map(toExportLine).join('');
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
