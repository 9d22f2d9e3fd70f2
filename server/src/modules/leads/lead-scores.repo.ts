import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { leads } from './leads.tables';

/**
 * The lead score's one write, made by the lead-sources module (which computes the score from the lead and its
 * engagement): inside the caller's transaction when it passes one. No LEAD_UPDATED: the score follows an event
 * (a capture, a reply, an appointment) on which the screens refresh already.
 */
export async function setLeadScore(
  db: Db,
  scope: Scope,
  leadId: number,
  score: number,
  reasons: ScoreReason[],
): Promise<void> {
  await db
    .update(leads)
    .set({ score, scoreReasons: reasons })
    .where(and(eq(leads.id, leadId), inScope(leads.dealershipId, scope)));
}
