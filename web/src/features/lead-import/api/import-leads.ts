import type {
  LeadImportProgress,
  LeadImportRequest,
  LeadImportStarted,
} from '@lead-manager/contracts/lead-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

const LEAD_IMPORT_PATH = '/api/leads/import';
/** How often the dialog asks how far the import has got. */
const PROGRESS_POLL_MS = 500;

/** POST /api/leads/import → 202 with the import's id: the rows are written in the background. */
const startImport = (request: LeadImportRequest) =>
  apiRequest<LeadImportStarted>('POST', LEAD_IMPORT_PATH, request);

/** GET /api/leads/imports/:id → the import's counts so far and its state. */
const getImport = (id: number) => apiRequest<LeadImportProgress>('GET', `/api/leads/imports/${id}`);

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

const ended = (progress: LeadImportProgress | undefined) =>
  progress?.state === 'done' || progress?.state === 'failed';

/** The import's progress, asked again until it has ended; leads, counts and stats refresh once it has. */
export function useImportProgress(id: number | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['lead-import', id],
    queryFn: () => getImport(id as number),
    enabled: id !== undefined,
    refetchInterval: (q) => (ended(q.state.data) ? false : PROGRESS_POLL_MS),
  });
  const finished = ended(query.data);
  useEffect(() => {
    if (!finished) return;
    for (const root of [QK.leads, QK.leadCounts, QK.dashboardStats]) {
      void client.invalidateQueries({ queryKey: [root] });
    }
  }, [finished, client]);
  return query;
}
