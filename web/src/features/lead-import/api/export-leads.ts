import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const LEAD_EXPORT_PATH = '/api/leads/export.csv';

/** The leads list's filters (`all` means none), as the Leads page holds them. */
export type LeadExportQuery = {
  dealershipId?: 'all' | number;
  status?: string;
  source?: string;
  search?: string;
  /** The Owner filter: `me`, `none` or a user id. */
  assignedUserId?: 'me' | 'none' | number;
  /** The selected leads only, as `12,15,40`. */
  ids?: string;
};

/** `attachment; filename="leads-2026-11-22.csv"` → `leads-2026-11-22.csv`. */
function fileNameFrom(disposition: string | null, fallback = 'leads.csv'): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** GET /api/leads/export.csv with the list's filters → the CSV file and the name the server gave it. */
async function exportLeads(query: LeadExportQuery): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(buildUrl(LEAD_EXPORT_PATH, query), { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('Content-Disposition')) };
}

export function useExportLeads() {
  return useMutation({ mutationFn: async (query: LeadExportQuery) => saveFile(await exportLeads(query)) });
}
