import type { LeadImportRequest, LeadImportResult } from '@lead-manager/contracts/lead-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export const LEAD_IMPORT_PATH = '/api/leads/import';

/** POST /api/leads/import → how many rows were created, merged into known people, or failed (and why). */
export const importLeads = (request: LeadImportRequest) =>
  apiRequest<LeadImportResult>('POST', LEAD_IMPORT_PATH, request);

/** Leads, counts and dashboard stats change with every imported chunk. */
export function useRefreshAfterImport() {
  const client = useQueryClient();
  return () => {
    for (const root of [QK.leads, QK.leadCounts, QK.dashboardStats]) {
      void client.invalidateQueries({ queryKey: [root] });
    }
  };
}

/** One chunk of a file per call; the dialog drives the chunks so its progress bar moves. */
export function useImportLeads() {
  return useMutation({ mutationFn: importLeads });
}
