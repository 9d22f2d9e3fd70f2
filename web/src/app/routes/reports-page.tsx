import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { type ReportRange, useRefreshReport, useReport } from '@/features/reports/api/get-report';
import { AppointmentsSection } from '@/features/reports/components/appointments-section';
import { AssistantSection } from '@/features/reports/components/assistant-section';
import { DateRangePicker } from '@/features/reports/components/date-range-picker';
import { FunnelSection } from '@/features/reports/components/funnel-section';
import { OutcomesSection } from '@/features/reports/components/outcomes-section';
import { ReportFreshness } from '@/features/reports/components/report-freshness';
import { SpeedToLeadSection } from '@/features/reports/components/speed-to-lead-section';
import { TrendSection } from '@/features/reports/components/trend-section';
import { UsersSection } from '@/features/reports/components/users-section';
import { customRangeProblem, presetRange, type RangePreset } from '@/features/reports/date-range';
import { useDealershipFilter } from '@/hooks/use-dealership-filter';
import { useDealership, useDealerships } from '@/hooks/use-dealerships';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/api-client';
import { stripDealershipPrefix } from '@/lib/format';

const GROUP_TIME_ZONE = 'America/New_York';
/** How long the custom dates must stay unchanged before the report is asked for (a group-wide year takes seconds). */
const CUSTOM_RANGE_REST_MS = 700;

export default function ReportsPage() {
  const { t } = useTranslation();
  const { dealershipId } = useDealershipFilter();
  const [, navigate] = useLocation();
  const dealership = useDealership(dealershipId === 'all' ? undefined : dealershipId);
  const dealerships = useDealerships();
  const timeZone = dealership?.timezone ?? GROUP_TIME_ZONE;
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [custom, setCustom] = useState<ReportRange>(() => presetRange('30d', new Date(), timeZone));
  // Typing a date into a field passes through other whole dates (a year typed digit by digit): ask once it rests.
  const customRested = useDebouncedValue(custom, CUSTOM_RANGE_REST_MS);
  const problem = preset === 'custom' ? customRangeProblem(custom) : undefined;
  // While the dates say something the server would refuse, the last report stays on screen with the reason above it.
  const lastAskable = useRef(customRested);
  if (!customRangeProblem(customRested)) lastAskable.current = customRested;
  const range = preset === 'custom' ? custom : presetRange(preset, new Date(), timeZone);
  const asked = preset === 'custom' ? lastAskable.current : range;
  const report = useReport(dealershipId, asked);
  const refresh = useRefreshReport(dealershipId, asked);
  const resetRefresh = refresh.reset;
  // A failed refresh was about the report then on screen: another store or range starts without its message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the report asked for changes
  useEffect(() => resetRefresh(), [resetRefresh, dealershipId, asked.from, asked.to]);
  const storeName = (id: number) =>
    stripDealershipPrefix(dealerships.data?.find((d) => d.id === id)?.name) ||
    t('pages.reports.storeNumber', { id });
  const r = report.data;
  // Stores in different zones are each counted on their own days (decision 045): no one zone to name then.
  const daysOf = (zone: string | null) =>
    zone
      ? t('pages.reports.daysInZone', { zone: zone.replace('_', ' ') })
      : t('pages.reports.eachStoresDays');

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.reports.reports')}
        description={`${t('pages.reports.description', {
          name:
            dealershipId === 'all'
              ? t('pages.reports.allDealerships')
              : stripDealershipPrefix(dealership?.name),
        })}${r ? ` ${daysOf(r.range.timeZone)}` : ''}`}
        actions={
          r ? (
            <ReportFreshness
              generatedAt={r.generatedAt}
              refreshing={refresh.isPending || report.isFetching}
              onRefresh={() => refresh.mutate()}
              error={refresh.isError ? errorText(refresh.error) : undefined}
            />
          ) : null
        }
      />
      <DateRangePicker
        preset={preset}
        range={range}
        onPresetChange={(next) => {
          if (next === 'custom') setCustom(range);
          setPreset(next);
        }}
        onRangeChange={setCustom}
      />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`reports.dateRangePicker.${problem}`, { max: 400 })}
        </p>
      ) : null}
      {report.isError ? (
        <EmptyState title={t('pages.reports.couldNotLoadTheReport')} description={errorText(report.error)} />
      ) : !r ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <SpeedToLeadSection
            speed={r.speedToLead}
            storeName={storeName}
            onOpenLead={(id) => navigate(`/leads/${id}`)}
          />
          <FunnelSection report={r} storeName={storeName} />
          <OutcomesSection outcomes={r.outcomes} />
          <TrendSection series={r.series} />
          <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
            <AppointmentsSection appointments={r.appointments} />
            <AssistantSection assistant={r.assistant} />
          </div>
          <UsersSection users={r.byUser} />
        </div>
      )}
    </div>
  );
}
