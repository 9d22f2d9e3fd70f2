import type { Report } from '@lead-manager/contracts/reports';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, buildUrl } from '@/lib/api-client';
import { QK } from '@/lib/query-client';

export type ReportRange = { from: string; to: string };

/**
 * GET /api/reports?from&to&dealershipId: every figure of the Reports screen in one answer. The server keeps a report
 * for a few seconds (decision 027); `fresh` asks for one computed now (decision 028).
 */
const getReport = (dealershipId: 'all' | number, range: ReportRange, { fresh = false } = {}) =>
  apiGet<Report>(
    buildUrl(QK.reports, {
      ...range,
      dealershipId: dealershipId === 'all' ? undefined : dealershipId,
      fresh: fresh ? 1 : undefined,
    }),
  );

const reportQueryOptions = (dealershipId: 'all' | number, range: ReportRange) =>
  queryOptions({
    queryKey: [QK.reports, dealershipId, range.from, range.to],
    queryFn: () => getReport(dealershipId, range),
    placeholderData: keepPreviousData,
  });

export function useReport(dealershipId: 'all' | number, range: ReportRange) {
  return useQuery(reportQueryOptions(dealershipId, range));
}

/** The refresh button: figures as of now, put in place of the report on screen. */
export function useRefreshReport(dealershipId: 'all' | number, range: ReportRange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getReport(dealershipId, range, { fresh: true }),
    onSuccess: (report) => queryClient.setQueryData(reportQueryOptions(dealershipId, range).queryKey, report),
  });
}
