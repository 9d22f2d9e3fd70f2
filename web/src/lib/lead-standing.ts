import type { LeadOutcome, LostReason } from '@lead-manager/contracts/leads';
import { i18n } from '@/i18n/i18n';
import { enumLabel, sentenceCase } from './format';

// Types only from contracts: the badge is on the dashboard's first view, which must not load zod's schemas.

/** A lead's place in the funnel, with how a closed lead ended. */
export interface LeadStanding {
  status: string;
  outcome?: LeadOutcome | null;
  lostReason?: LostReason | null;
}

/** "Qualified", "Closed – sold", "Closed – lost: wrong number", in the person's language. */
export function standingLabel({ status, outcome, lostReason }: LeadStanding): string {
  if (status !== 'closed' || !outcome) return sentenceCase(enumLabel('leadStatus', status));
  const reason = i18n.t(`common.enum.lostReason.${lostReason ?? 'other'}`);
  return sentenceCase(i18n.t(`common.enum.leadOutcome.${outcome}`, { reason }));
}
