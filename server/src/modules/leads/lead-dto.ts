import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type {
  LanguageSource,
  Lead,
  LeadLanguage,
  LeadOutcome,
  LostReason,
} from '@lead-manager/contracts/leads';
import type { LeadRow } from './leads.repo';
import { scoreReasonsOf } from './score-reasons';

export function toLeadDto(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    vehicleInterest: row.vehicleInterest,
    dealershipId: row.dealershipId,
    status: row.status,
    outcome: row.outcome as LeadOutcome | null,
    lostReason: row.lostReason as LostReason | null,
    score: row.score,
    scoreReasons: scoreReasonsOf(row.scoreReasons),
    notes: row.notes ?? null,
    priority: row.priority,
    isTest: row.isTest,
    language: row.language as LeadLanguage,
    languageSource: row.languageSource as LanguageSource,
    assignedUserId: row.assignedUserId,
    assignedUserName: row.assignedUserName ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
  };
}

export const newLeadEvent = (
  lead: Pick<Lead, 'id' | 'name' | 'vehicleInterest' | 'dealershipId'>,
): RealtimeEvent => ({
  type: 'NEW_LEAD',
  data: {
    id: lead.id,
    name: lead.name,
    vehicleInterest: lead.vehicleInterest,
    dealershipId: lead.dealershipId,
  },
});

/** What an update was beyond an edit (outbound webhooks raise lead.assigned and lead.closed on them). */
export type LeadChangeKind = 'assigned' | 'closed';

export const leadUpdatedEvent = (
  lead: Pick<Lead, 'id' | 'dealershipId'>,
  changes: (LeadChangeKind | false)[] = [],
): RealtimeEvent => {
  const kinds = changes.filter((change): change is LeadChangeKind => change !== false);
  return {
    type: 'LEAD_UPDATED',
    data: { id: lead.id, dealershipId: lead.dealershipId, ...(kinds.length ? { changes: kinds } : {}) },
  };
};
