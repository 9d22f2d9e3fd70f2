import type { Report } from '@lead-manager/contracts/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type ReportRange = { from: string; to: string };

/** GET /api/reports?from&to&dealershipId: every figure of the Reports screen in one answer. */
export const getReport = (dealershipId: 'all' | number, range: ReportRange) =>
  apiGet<Report>(
    buildUrl(QK.reports, { ...range, dealershipId: dealershipId === 'all' ? undefined : dealershipId }),
  );

export const reportQueryOptions = (dealershipId: 'all' | number, range: ReportRange) =>
  queryOptions({
    queryKey: [QK.reports, dealershipId, range.from, range.to],
    queryFn: () => getReport(dealershipId, range),
    placeholderData: keepPreviousData,
  });

export function useReport(dealershipId: 'all' | number, range: ReportRange) {
  return useQuery(reportQueryOptions(dealershipId, range));
}
