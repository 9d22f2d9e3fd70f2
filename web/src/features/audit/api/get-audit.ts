import type { AuditPage } from '@lead-manager/contracts/audit';
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
export const getAudit = (filter: AuditFilter, page: number) =>
  apiGet<AuditPage>(
    buildUrl(QK.audit, { ...filter, limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE }),
  );

/** The CSV of every entry matching the filter (GET /api/audit.csv), for the download link. */
export const auditCsvUrl = (filter: AuditFilter) => buildUrl(`${QK.audit}.csv`, { ...filter });

export const auditQueryOptions = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: [QK.audit, filter, page],
    queryFn: () => getAudit(filter, page),
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter, page: number) {
  return useQuery(auditQueryOptions(filter, page));
}
