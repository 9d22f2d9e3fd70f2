import {
  LEAD_STATUSES,
  type LeadOutcome,
  type LeadStatus,
  LOST_REASONS,
  type LostReason,
} from '@lead-manager/contracts/leads';
import { i18n } from '@/i18n/i18n';
import { enumLabel, sentenceCase } from './format';

/** A lead's place in the funnel, with how a closed lead ended. */
export interface LeadStanding {
  status: string;
  outcome?: LeadOutcome | null;
  lostReason?: LostReason | null;
}

/** What a status menu changes: an open status, or closed with its outcome (the API refuses a close without). */
export type StatusChange = { status: LeadStatus; outcome?: LeadOutcome; lostReason?: LostReason };

/**
 * The status menus' choices, one click each: the open statuses, "closed – sold" and "closed – lost: <reason>" for every
 * reason, as `status[:outcome[:reason]]`.
 */
export const STATUS_CHOICES: readonly string[] = [
  ...LEAD_STATUSES.filter((s) => s !== 'closed'),
  'closed:sold',
  ...LOST_REASONS.map((reason) => `closed:lost:${reason}`),
];

export function choiceOf({ status, outcome, lostReason }: LeadStanding): string {
  return [status, outcome, outcome === 'lost' ? lostReason : undefined].filter(Boolean).join(':');
}

export function changeOf(choice: string): StatusChange {
  const [status, outcome, lostReason] = choice.split(':');
  return {
    status: status as LeadStatus,
    ...(outcome && { outcome: outcome as LeadOutcome }),
    ...(lostReason && { lostReason: lostReason as LostReason }),
  };
}

/** "Qualified", "Closed – sold", "Closed – lost: wrong number", in the person's language. */
export function standingLabel({ status, outcome, lostReason }: LeadStanding): string {
  if (status !== 'closed' || !outcome) return sentenceCase(enumLabel('leadStatus', status));
  const reason = i18n.t(`common.enum.lostReason.${lostReason ?? 'other'}`);
  return sentenceCase(i18n.t(`common.enum.leadOutcome.${outcome}`, { reason }));
}

export const choiceLabel = (choice: string) => standingLabel(changeOf(choice));
