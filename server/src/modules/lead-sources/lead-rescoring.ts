import type { Lead } from '@lead-manager/contracts/leads';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { LeadsService } from '../leads/leads.service';
import { computeLeadScore } from './lead-score';
import { getLeadRow, leadEngagement } from './lead-sources.repo';

/**
 * A lead's score follows its engagement: a customer's reply, an appointment booked or changed rescore it. No
 * LEAD_UPDATED of its own: it follows an event (reply, appointment) on which the screens refresh already.
 */
export function createLeadRescoring(
  { db, events, logger }: Pick<ServiceDeps, 'db' | 'events' | 'logger'>,
  leads: Pick<LeadsService, 'setScore'>,
) {
  /** Recomputes a lead's score from its data and engagement. */
  async function rescoreLead(leadId: number): Promise<Pick<Lead, 'id' | 'score'> | undefined> {
    const row = await getLeadRow(db, ALL_DEALERSHIPS, leadId);
    if (!row) return undefined;
    const { score, reasons } = computeLeadScore({
      ...row,
      ...(await leadEngagement(db, ALL_DEALERSHIPS, leadId)),
    });
    if (score === row.score && JSON.stringify(reasons) === JSON.stringify(row.scoreReasons))
      return { id: leadId, score };
    await leads.setScore(leadId, score, reasons);
    return { id: leadId, score };
  }

  events.subscribe((event) => {
    const leadId =
      (event.type === 'CONVERSATION_UPDATED' && event.data.sender === 'customer') ||
      event.type === 'APPOINTMENT_CREATED' ||
      event.type === 'APPOINTMENT_UPDATED'
        ? event.data.leadId
        : undefined;
    if (leadId === undefined) return;
    rescoreLead(leadId).catch((err: unknown) => logger.warn({ err, leadId }, 'lead score not updated'));
  });

  return { rescoreLead };
}
