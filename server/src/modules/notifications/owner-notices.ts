// Who hears that a lead changed hands, and what: one rule for a manager's move, the store's rule and the response
// window's re-offer, so that the new owner and the previous one are told alike whoever moved the lead.
import type { Db } from '../../db/client';
import type { TeamService } from '../users/team.service';
import type { NoticeFacts } from './notice-texts';

export interface OwnerChange {
  leadId: number;
  dealershipId: number;
  from: number | null;
  to: number | null;
  /** The manager or admin who moved the lead; null: the store's rule (intake, pick-up, the response window). */
  by: number | null;
}

/**
 * The new owner is told who gave the lead (nobody is named for the store's rule), the previous owner where it went
 * and by whom; the person who made the change hears nothing of their own action.
 */
export async function ownerChangeNotices(
  team: Pick<TeamService, 'contacts'>,
  tx: Db,
  { from, to, by }: OwnerChange,
): Promise<{ userId: number; facts: NoticeFacts }[]> {
  const named = [from, to, by].filter((id): id is number => id !== null);
  const people = by === null && from === null ? [] : await team.contacts([...new Set(named)], tx);
  const names = new Map(people.map((person) => [person.id, person.fullName]));
  const name = (id: number) => names.get(id) ?? '?';

  const notices: { userId: number; facts: NoticeFacts }[] = [];
  if (to !== null && to !== by) {
    notices.push({
      userId: to,
      facts: by === null ? { kind: 'lead_assigned' } : { kind: 'lead_assigned', by: name(by) },
    });
  }
  if (from !== null && from !== by && from !== to) {
    if (by !== null) {
      const facts: NoticeFacts = {
        kind: 'lead_moved',
        to: to === null ? null : name(to),
        by: to === by ? null : name(by),
      };
      notices.push({ userId: from, facts });
    } else if (to !== null) {
      notices.push({ userId: from, facts: { kind: 'lead_reoffered', to: name(to) } });
    }
  }
  return notices;
}
