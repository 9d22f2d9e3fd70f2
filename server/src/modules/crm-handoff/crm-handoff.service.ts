import type { CrmHandoff, CrmHandoffError } from '@lead-manager/contracts/crm-handoffs';
import type { Db } from '../../db/client';
import { type OutboundMessage, PermanentDeliveryError } from '../../integrations/messaging/message-sender';
import { emailSenderFrom } from '../../integrations/messaging/provider-sender';
import type { JobAttemptInfo } from '../../jobs/job-queue';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { ALL_DEALERSHIPS, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AppointmentRow } from '../appointments/appointments.service';
import type { AuthUser } from '../auth/auth.service';
import { findTranscriptOfLead } from '../conversations/conversations.queries';
import type { DealershipRow, DealershipsService } from '../dealerships/dealerships.service';
import type { LeadRow } from '../leads/leads.queries';
import type { LeadOrigin, LeadsService } from '../leads/leads.service';
import { adfDocument } from './adf-out';
import { crmHandoffSendJob } from './crm-handoff.jobs';
import {
  type CrmHandoffRow,
  findHandoffsOfLead,
  findNewHandoff,
  getHandoff,
  insertNewLeadHandoffs,
  insertNoteHandoffs,
  type NoteOfLead,
  recordAttempt,
  requeueHandoff,
} from './crm-handoff.repo';
import { prospectOf, subjectOf, TRANSCRIPT_MESSAGES } from './handoff-content';

const toCrmHandoffDto = (row: CrmHandoffRow): CrmHandoff => ({
  id: row.id,
  leadId: row.leadId,
  kind: row.kind,
  status: row.status,
  recipients: row.recipients,
  attempts: row.attempts,
  lastError: row.lastError,
  lastErrorDetail: row.lastErrorDetail,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const DETAIL_CHARS = 300;

/** A refusal the SMTP server answered (a reply code), or a server we could not talk to at all. */
function failureOf(err: unknown): { error: CrmHandoffError; detail: string | null } {
  const code =
    typeof err === 'object' && err !== null ? (err as { responseCode?: unknown }).responseCode : undefined;
  const refused = err instanceof PermanentDeliveryError || typeof code === 'number';
  const text = err instanceof Error ? err.message : String(err);
  return {
    error: refused ? 'smtp_refused' : 'smtp_unreachable',
    detail: text.slice(0, DETAIL_CHARS) || null,
  };
}

type Actor = Pick<AuthUser, 'role' | 'dealershipIds'>;

/**
 * ADF out (docs/decisions/054): each new lead of a store with CRM lead addresses is e-mailed to them as ADF 1.0,
 * and its appointments and outcome follow as notes. The leads and appointments modules tell it of each write in
 * that write's transaction (`leadsCreated`, `outcomesSet`, `appointmentBooked`); it writes the hand-offs and
 * queues their send jobs there, sends them through the configured SMTP server and shows each one on the lead.
 */
export function createCrmHandoffService(
  { db, config, jobs, logger }: Pick<ServiceDeps, 'db' | 'config' | 'jobs' | 'logger'>,
  {
    leads,
    dealerships,
  }: {
    leads: Pick<LeadsService, 'get' | 'getLead'>;
    dealerships: Pick<DealershipsService, 'get' | 'emailFromOf'>;
  },
) {
  const sender = config.SMTP_HOST ? emailSenderFrom(config, logger) : undefined;

  /** Why a hand-off cannot go now, when it cannot: the store has no address, or there is no SMTP server. */
  const unsendable = (recipients: string[]): CrmHandoffError | undefined =>
    recipients.length === 0 ? 'no_address' : sender ? undefined : 'no_smtp';

  /**
   * A follow-up note goes only after its lead's own hand-off was sent (the CRM must know the lead): it waits while
   * that one is still queued, and is not sent when that one failed.
   */
  async function newLeadHandedOff(handoff: CrmHandoffRow): Promise<'yes' | 'waiting' | 'no'> {
    if (handoff.kind === 'new') return 'yes';
    const first = await findNewHandoff(db, ALL_DEALERSHIPS, handoff.leadId);
    return first?.status === 'sent' ? 'yes' : first?.status === 'queued' ? 'waiting' : 'no';
  }

  /** The e-mail of a hand-off: the ADF as the text and as `lead.xml`, from the store's own From when it has one. */
  async function mailOf(handoff: CrmHandoffRow, store: DealershipRow): Promise<OutboundMessage> {
    const lead = await leads.get(ALL_DEALERSHIPS, handoff.leadId);
    const words =
      handoff.kind === 'new'
        ? await findTranscriptOfLead(db, ALL_DEALERSHIPS, lead.id, TRANSCRIPT_MESSAGES)
        : { firstFromCustomer: null, latest: [] };
    const xml = adfDocument(
      prospectOf(handoff, lead, store, words, `${config.publicBaseUrl}/leads/${lead.id}`),
    );
    return {
      channel: 'email',
      to: store.crmLeadEmails.join(', '),
      subject: subjectOf(handoff.kind, lead),
      content: xml,
      idempotencyKey: `crm-handoff-${handoff.id}`,
      emailFrom: dealerships.emailFromOf(store),
      attachments: [{ filename: 'lead.xml', content: xml, contentType: 'application/xml' }],
    };
  }

  /** The send jobs of hand-offs just written, in their transaction: a rollback leaves neither. */
  const queueSends = async (tx: Db, ids: number[]) => {
    if (ids.length > 0)
      await jobs.sendMany(
        crmHandoffSendJob,
        ids.map((handoffId) => ({ handoffId })),
        { tx },
      );
  };

  return {
    /**
     * New leads, in the transaction that made them: those that are not test leads, of stores with CRM lead
     * addresses, get a hand-off and its send job (one statement each for the whole batch). An import's leads are
     * not handed over: they are another system's, often the CRM's own export (decision 054).
     */
    async leadsCreated(tx: Db, rows: LeadRow[], origin: LeadOrigin): Promise<void> {
      if (origin === 'import') return;
      const real = rows.filter((row) => !row.isTest);
      await queueSends(tx, await insertNewLeadHandoffs(tx, ALL_DEALERSHIPS, real));
    },

    /** Leads given an outcome, in that transaction: a note for each one the CRM was handed. */
    async outcomesSet(tx: Db, rows: LeadRow[]): Promise<void> {
      const notes = rows.flatMap((row): NoteOfLead[] =>
        row.outcome === 'sold' || row.outcome === 'lost'
          ? [
              {
                leadId: row.id,
                dealershipId: row.dealershipId,
                kind: 'outcome',
                eventKey: `outcome:${row.outcome}`,
                detail: { outcome: row.outcome, lostReason: row.lostReason },
              },
            ]
          : [],
      );
      await queueSends(tx, await insertNoteHandoffs(tx, ALL_DEALERSHIPS, notes));
    },

    /** An appointment booked, in that transaction: a note when its lead was handed to the CRM. */
    async appointmentBooked(tx: Db, appointment: AppointmentRow): Promise<void> {
      const note: NoteOfLead = {
        leadId: appointment.leadId,
        dealershipId: appointment.dealershipId,
        kind: 'appointment',
        eventKey: `appointment:${appointment.id}`,
        detail: { scheduledAt: appointment.scheduledAt.toISOString(), type: appointment.type },
      };
      await queueSends(tx, await insertNoteHandoffs(tx, ALL_DEALERSHIPS, [note]));
    },

    /**
     * One attempt. Only a queued hand-off is sent, so a job run again after a success sends nothing; a temporary
     * failure throws for the job's retry (the hand-off shows it as retrying), the last one or a refusal for good
     * marks it failed.
     */
    async send(handoffId: number, attempt: Pick<JobAttemptInfo, 'isFinalAttempt'>): Promise<void> {
      const handoff = await getHandoff(db, ALL_DEALERSHIPS, handoffId);
      if (handoff?.status !== 'queued') return;
      const store = await dealerships.get(ALL_DEALERSHIPS, handoff.dealershipId);
      const recipients = store.crmLeadEmails;
      const notNow = unsendable(recipients);
      if (notNow)
        return recordAttempt(db, ALL_DEALERSHIPS, handoff.id, {
          status: 'not_sent',
          recipients,
          error: notNow,
          detail: null,
          counted: false,
        });
      const handedOff = await newLeadHandedOff(handoff);
      if (handedOff !== 'yes') {
        const waits = handedOff === 'waiting' && !attempt.isFinalAttempt;
        const status = waits ? 'queued' : 'not_sent';
        await recordAttempt(db, ALL_DEALERSHIPS, handoff.id, {
          status,
          recipients,
          error: 'lead_not_handed_off',
          detail: null,
          counted: false,
        });
        if (waits) throw new Error(`hand-off ${handoff.id} waits for its lead's own hand-off`);
        return;
      }
      const mail = await mailOf(handoff, store);
      try {
        await sender?.send(mail);
      } catch (err) {
        const final = err instanceof PermanentDeliveryError || attempt.isFinalAttempt;
        await recordAttempt(db, ALL_DEALERSHIPS, handoff.id, {
          status: final ? 'failed' : 'queued',
          recipients,
          ...failureOf(err),
          counted: true,
        });
        logger.warn({ err, handoffId: handoff.id, final }, 'CRM hand-off not sent');
        if (!final) throw err;
        return;
      }
      await recordAttempt(db, ALL_DEALERSHIPS, handoff.id, { status: 'sent', recipients });
    },

    /** The lead page's "CRM hand-off": a 404 for a lead the user may not see. */
    async listForLead(actor: Actor, leadId: number): Promise<CrmHandoff[]> {
      const scope = scopeFor(actor);
      await leads.getLead(scope, leadId);
      return (await findHandoffsOfLead(db, scope, leadId)).map(toCrmHandoffDto);
    },

    /** "Send again" (admins and managers): a failed or unsent hand-off is queued anew, with its job. */
    async sendAgain(actor: Actor, id: number): Promise<CrmHandoff> {
      if (actor.role === 'user') throw forbidden('Only managers and admins may send a hand-off again');
      const scope = scopeFor(actor);
      const row = await db.transaction(async (tx) => {
        const found = await getHandoff(tx, scope, id);
        if (!found) throw notFound('Hand-off');
        const requeued = await requeueHandoff(tx, scope, id);
        if (!requeued) throw conflict('Only a failed or unsent hand-off can be sent again');
        await jobs.send(crmHandoffSendJob, { handoffId: id }, { tx });
        return requeued;
      });
      return toCrmHandoffDto(row);
    },
  };
}

export type CrmHandoffService = ReturnType<typeof createCrmHandoffService>;
