import type { Lead } from '@lead-manager/contracts/leads';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealershipBadge } from '@/components/dealership-badge';
import { PhoneNumber } from '@/components/phone-number';
import { SourceBadge } from '@/components/status-badge';
import { Progress } from '@/components/ui/progress';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useLead } from '../api/get-lead';
import { MatchedVehicle } from './matched-vehicle';
import { scoreReasonLine } from './score-reason-line';

/** What is known of a lead: contact, owner, vehicle, source, store, created, score and why, and its notes. */
export function LeadFacts({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  // The stock unit is read with the lead itself (a list row does not carry it).
  const matched = useLead(lead.id).data?.matchedVehicle;
  const rows: [string, ReactNode][] = [
    [t('leads.leadDetailsDialog.email'), lead.email ?? t('leads.leadDetailsDialog.noEmail')],
    [
      t('leads.leadDetailsDialog.phone'),
      <PhoneNumber key="phone" phone={lead.phone} fallback={t('leads.leadDetailsDialog.noPhone')} />,
    ],
    [t('leads.leadDetailsDialog.owner'), lead.assignedUserName ?? t('leads.leadDetailsDialog.unassigned')],
    [
      t('leads.leadDetailsDialog.vehicleInterest'),
      lead.vehicleInterest ?? t('leads.leadDetailsDialog.notSpecified'),
    ],
    ...(matched
      ? [
          [t('leads.leadDetailsDialog.inStock'), <MatchedVehicle key="unit" vehicle={matched} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('leads.leadDetailsDialog.source'), <SourceBadge key="src" source={lead.source} />],
    [t('leads.leadDetailsDialog.dealership'), <DealershipBadge key="d" dealershipId={lead.dealershipId} />],
    [t('leads.leadDetailsDialog.created'), formatDateTime(lead.createdAt)],
  ];
  return (
    <dl className="divide-y rounded-lg border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 px-3 py-2.5">
          <dt className="text-muted-foreground">{label}</dt>
          {/* Long values (a vehicle, an address) wrap: nothing is cut without a way to read it. */}
          <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
        </div>
      ))}
      <div className="space-y-2 px-3 py-2.5">
        <div className="flex items-center justify-between">
          <dt className="text-muted-foreground" id={`score-${lead.id}`}>
            {t('leads.leadDetailsDialog.score')}
          </dt>
          <dd className="font-medium">{formatPercent(lead.score, 0)}</dd>
        </div>
        <Progress value={lead.score} aria-labelledby={`score-${lead.id}`} />
        {lead.scoreReasons.length > 0 ? (
          <ul
            aria-label={t('leads.leadDetailsDialog.whyThisScore')}
            className="list-disc space-y-0.5 pl-5 text-xs text-muted-foreground"
          >
            {lead.scoreReasons.map((reason) => (
              <li key={reason.code}>{scoreReasonLine(reason, t)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {lead.notes ? (
        <div className="px-3 py-2.5">
          <dt className="text-muted-foreground">{t('leads.leadDetailsDialog.notes')}</dt>
          <dd className="mt-1 whitespace-pre-wrap">{lead.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
