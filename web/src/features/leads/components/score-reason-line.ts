import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import type { TFunction } from 'i18next';
import { sourceLabel } from '@/lib/format';

/**
 * One reason for a lead's score in the person's language, from the fact the API gives, with its points:
 * "Specific vehicle: 2025 Tucson (+25)". Sources say what the rest of the app says.
 */
export function scoreReasonLine(reason: ScoreReason, t: TFunction): string {
  const key = 'leads.scoreReason';
  const why = (() => {
    switch (reason.code) {
      case 'source':
        return t(`${key}.source`, { source: sourceLabel(reason.source) });
      case 'vehicle':
        return t(`${key}.vehicle.${reason.specificity}`, { vehicle: reason.vehicle });
      case 'replies':
        return t(`${key}.replies`, { count: reason.count });
      default:
        return t(`${key}.${reason.code}`);
    }
  })();
  return t(`${key}.withPoints`, { why, points: reason.points });
}
