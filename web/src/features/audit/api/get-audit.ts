import type { AuditEntry, AuditPage } from '@lead-manager/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type AuditFilter = {
  action?: string;
  entityType?: string;
  from?: string;
  to?: string;
};

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/audit (admins): newest first, one page. */
const getAudit = (filter: AuditFilter, page: number) =>
  apiGet<AuditPage>(
    buildUrl(QK.audit, { ...filter, limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE }),
  );

const EXPORT_PAGE_SIZE = 500;

/** Every entry matching the filter, newest first, read page by page: the export writes them in the reader's words. */
export async function getAllAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const page = await apiGet<AuditPage>(buildUrl(QK.audit, { ...filter, limit: EXPORT_PAGE_SIZE, offset }));
    entries.push(...page.items);
    if (page.items.length < EXPORT_PAGE_SIZE || entries.length >= page.total) return entries;
  }
}

const auditQueryOptions = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: [QK.audit, filter, page],
    queryFn: () => getAudit(filter, page),
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter, page: number) {
  return useQuery(auditQueryOptions(filter, page));
}
