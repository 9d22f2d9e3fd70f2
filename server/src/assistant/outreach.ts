import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import type { Channel } from '@lead-manager/contracts/conversations';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { getAppointmentForReminder } from '../modules/appointments/appointments.queries';
import { type AppointmentsService, REMINDABLE_STATUSES } from '../modules/appointments/appointments.service';
import type { FollowUpCancelReason } from '../modules/conversations/conversations.service';
import type { ServiceDeps } from '../services';
import { followUpJob } from './assistant.jobs';
import type { AssistantDependencies, AssistantService } from './assistant.service';
import { wordsFor } from './assistant-words';
import { settingsInLanguage } from './language-settings';
import { renderForLead, templateGreets, vehicleOf, withoutGreeting } from './lead-text';

/** Leads that wrote to us first: the assistant answers them, the template greeting would be a second reply. */
const LEAD_WROTE_FIRST = ['sms', 'email'];

/** The greeting's channel: SMS when the lead has a phone and the store texts, else email; none for some leads. */
function greetingChannel(
  lead: { source: string; phone: string | null; email: string | null },
  settings: AiSettings,
): Channel | undefined {
  if (LEAD_WROTE_FIRST.includes(lead.source)) return undefined;
  if (lead.phone && settings.smsEnabled) return 'sms';
  return lead.email && settings.emailEnabled ? 'email' : undefined;
}

type LeadRow = Awaited<ReturnType<AssistantDependencies['leads']['getLead']>>;

const isNotFound = (err: unknown) => err instanceof HttpError && err.statusCode === 404;

/**
 * The messages the store starts (outreach), as opposed to replies: the first contact of speed to lead
 * (`firstContact`), the follow-up schedule (`sendFollowUp`) and appointment reminders (`remindAppointment`).
 */
export function createOutreach(
  deps: ServiceDeps,
  others: AssistantDependencies & {
    assistant: AssistantService;
    appointments: Pick<AppointmentsService, 'create' | 'remind'>;
  },
) {
  const { db, logger } = deps;
  const { conversations, leads, aiSettings, dealerships, optOuts, assistant, appointments } = others;

  const getLead = (id: number) =>
    leads.getLead(ALL_DEALERSHIPS, id).catch((err: unknown) => {
      if (isNotFound(err)) return undefined;
      throw err;
    });

  /** Why a due step must not go out (the checks at sending time, besides the cancellations when things happen). */
  async function stopReason(
    lead: LeadRow | undefined,
    channel: Channel | undefined,
    message: string,
  ): Promise<FollowUpCancelReason | undefined> {
    if (!lead) return 'lead_gone';
    if (!channel) return 'no_address';
    if (!message.trim()) return 'blank_message';
    if (lead.status === 'closed') return 'closed';
    if (lead.status === 'appointment_scheduled') return 'booked';
    if (await conversations.isAiPausedForLead(lead.id)) return 'staff_took_over';
    if (await assistant.isOptedOut(lead, channel)) return 'opted_out';
    return undefined;
  }

  const api = {
    /**
     * The lead.first-contact jobs of a fetched batch, handled together (a burst of new leads is greeted with one
     * round of reads and one transaction): each lead's follow-ups are scheduled and its store's greeting sent (SMS
     * when the lead has a phone, else email) unless it opted out, wrote first or has messages already. Quiet hours
     * delay the SMS itself. A retried job finds its greeting stored and only completes the follow-ups, handing a
     * greeting a stopped process left queued to a delivery job.
     */
    async firstContacts(jobs: { leadId: number; isRetry: boolean }[]): Promise<void> {
      const leadIds = [...new Set(jobs.map((job) => job.leadId))];
      const [found, stores, messaged] = await Promise.all([
        leads.getLeadRows(leadIds),
        dealerships.listRows(),
        conversations.leadsWithMessages(leadIds),
      ]);
      const live = found.filter((lead) => !lead.isTest);
      if (live.length === 0) return;
      const storeOf = new Map(stores.map((store) => [store.id, store]));
      const leadStores = [...new Set(live.map((lead) => lead.dealershipId))].flatMap((id) => {
        const store = storeOf.get(id);
        return store ? [store] : [];
      });
      const settingsOf = await aiSettings.ofStores(leadStores);
      const plans = live.flatMap((lead) => {
        const dealership = storeOf.get(lead.dealershipId);
        const settings = settingsOf.get(lead.dealershipId);
        if (!dealership || !settings) return [];
        // A lead with messages is greeted already, or wrote first (the assistant answers it).
        const channel = messaged.has(lead.id) ? undefined : greetingChannel(lead, settings);
        return [{ lead, dealership, settings, channel }];
      });
      const retried = new Set(jobs.filter((job) => job.isRetry).map((job) => job.leadId));
      for (const { lead } of plans)
        if (messaged.has(lead.id) && retried.has(lead.id)) await conversations.requeueUndelivered(lead.id);

      const candidates = plans.flatMap((plan) => (plan.channel ? [{ ...plan, channel: plan.channel }] : []));
      const optedOut = await optOuts.areOptedOut(
        candidates.map(({ lead, dealership, channel }) =>
          optOuts.keyOf(dealership, channel, (channel === 'sms' ? lead.phone : lead.email) ?? ''),
        ),
      );
      const greetings = candidates
        .filter((_, index) => !optedOut[index])
        .map(({ lead, dealership, settings, channel }) => {
          const vehicle = vehicleOf(lead.vehicleInterest);
          const words = wordsFor(lead.language);
          const text = channel === 'sms' ? words.firstSms(vehicle) : words.firstEmail(vehicle);
          return {
            lead,
            channel,
            text,
            subject: words.firstSubject(vehicle, dealership.name),
            settings,
            dealership,
          };
        });

      // (scheduleFollowUps skips a lead that has already written: it is in a conversation, not awaiting them.)
      const followUpPlans = plans.map(({ lead, settings }) => ({
        lead,
        steps: settingsInLanguage(settings, lead.language).followUpSchedule,
      }));
      const scheduleFollowUps = (tx?: Db) =>
        conversations.scheduleFollowUps(
          followUpPlans,
          (stepsTx, rows) =>
            deps.jobs.sendMany(
              followUpJob,
              rows.map((row) => ({ followUpId: row.id })),
              { tx: stepsTx, startAfter: rows.map((row) => row.dueAt) },
            ),
          tx ? { tx } : {},
        );
      // The greetings first (speed to lead), committed with the follow-ups in one transaction for the batch.
      if (greetings.length)
        await assistant.sendManyAsAssistant(greetings, {
          deliverNow: true,
          inTransaction: scheduleFollowUps,
        });
      else await scheduleFollowUps();
    },

    /**
     * The job handler's side of `firstContacts`: the batch together, and when that fails, each job alone (as a
     * retry: some of it may be stored), so one lead's trouble does not hold back the others. Failures by index.
     */
    async firstContactBatch(jobs: { leadId: number; isRetry: boolean }[]): Promise<(Error | undefined)[]> {
      try {
        await api.firstContacts(jobs);
        return jobs.map(() => undefined);
      } catch (err) {
        if (jobs.length === 1) throw err;
        logger.warn({ err, jobs: jobs.length }, 'first contact batch failed; each lead alone');
        return Promise.all(
          jobs.map((job) =>
            api.firstContacts([{ leadId: job.leadId, isRetry: true }]).then(
              () => undefined,
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            ),
          ),
        );
      }
    },

    /** One lead's first contact (`firstContacts` of one job). */
    firstContact: (leadId: number, attempt: { isRetry: boolean } = { isRetry: false }) =>
      api.firstContacts([{ leadId, isRetry: attempt.isRetry }]),

    /** The lead.follow-up job: one due step, unless it was cancelled, a person took over or the lead opted out. */
    async sendFollowUp(followUpId: number): Promise<void> {
      const step = await conversations.getFollowUp(followUpId);
      if (step?.status !== 'pending') return;
      const lead = await getLead(step.leadId);
      const preferred: Channel = step.channel === 'email' ? 'email' : 'sms';
      const channel: Channel | undefined = lead
        ? ([preferred, preferred === 'sms' ? 'email' : 'sms'].find((c) =>
            c === 'sms' ? lead.phone : lead.email,
          ) as Channel | undefined)
        : undefined;
      const reason = await stopReason(lead, channel, step.message);
      if (reason || !lead || !channel) {
        await conversations.cancelFollowUps(ALL_DEALERSHIPS, step.leadId, reason ?? 'no_address');
        return;
      }
      const settings = await aiSettings.get(ALL_DEALERSHIPS, lead.dealershipId);
      const dealership = await dealerships.get(ALL_DEALERSHIPS, lead.dealershipId);
      const own = settingsInLanguage(settings, lead.language);
      const template = channel === 'sms' ? own.smsTemplate : own.emailTemplate;
      let text = renderForLead(step.message, lead, dealership);
      // The template already says "Hi Dana,": the step's own greeting would make it twice.
      if (templateGreets(template)) text = withoutGreeting(text);
      // Claimed before sending: a retry after a crash cannot send the same step twice.
      if (!(await conversations.claimFollowUp(step.id))) return;
      await assistant.sendAsAssistant(lead, channel, text, { wrapSms: true, settings, dealership });
    },

    /** The appointment.reminder job: skipped if the appointment was cancelled, moved or already reminded. */
    async remindAppointment(appointmentId: number, scheduledAt: string): Promise<void> {
      const appointment = await getAppointmentForReminder(db, ALL_DEALERSHIPS, appointmentId);
      if (!appointment || appointment.reminderSentAt || !REMINDABLE_STATUSES.includes(appointment.status))
        return;
      if (appointment.scheduledAt.toISOString() !== scheduledAt) return;
      const lead = await getLead(appointment.leadId);
      if (!lead) return;
      const channel: Channel | undefined = lead.phone ? 'sms' : lead.email ? 'email' : undefined;
      if (!channel || (await assistant.isOptedOut(lead, channel))) return;
      await appointments.remind(ALL_DEALERSHIPS, appointmentId).catch((err: unknown) => {
        if (isNotFound(err)) return logger.info({ appointmentId }, 'appointment gone; no reminder');
        // Staff sent it (or it was cancelled) in the meantime: one reminder is enough.
        if (err instanceof HttpError && err.statusCode === 409)
          return logger.info({ appointmentId }, 'appointment reminded or closed meanwhile; no reminder');
        throw err;
      });
    },
  };

  return api;
}

export type Outreach = ReturnType<typeof createOutreach>;
