import {
  LEAD_STATUSES,
  type LeadOutcome,
  type LeadStatus,
  LOST_REASONS,
  type LostReason,
} from '@lead-manager/contracts/leads';
import { type LeadStanding, standingLabel } from './lead-standing';

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

export const choiceLabel = (choice: string) => standingLabel(changeOf(choice));
