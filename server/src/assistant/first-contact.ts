import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import type { Channel } from '@lead-manager/contracts/conversations';
import type { Db } from '../db/client';
import type { ServiceDeps } from '../service-deps';
import { followUpJob } from './assistant.jobs';
import { type AssistantDependencies, type AssistantService, addressOf } from './assistant.service';
import { wordsFor } from './assistant-words';
import { settingsInLanguage } from './language-settings';
import { vehicleOf } from './lead-text';

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

/** The store's first words to a new lead, in the lead's language, naming the vehicle it asked about. */
function greetingFor(
  lead: { vehicleInterest: string | null; language: string },
  channel: Channel,
  storeName: string,
) {
  const vehicle = vehicleOf(lead.vehicleInterest);
  const words = wordsFor(lead.language);
  return {
    text: channel === 'sms' ? words.firstSms(vehicle) : words.firstEmail(vehicle),
    subject: words.firstSubject(vehicle, storeName),
  };
}

/**
 * Speed to lead: the lead.first-contact job greets a new lead and schedules its follow-ups. A burst of new leads
 * arrives as batches of jobs, and each batch is handled together (decision 034).
 */
export function createFirstContact(
  deps: ServiceDeps,
  others: AssistantDependencies & { assistant: AssistantService },
) {
  const { logger } = deps;
  const { conversations, leads, aiSettings, dealerships, optOuts, assistant } = others;

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
      const settingsOf = await aiSettings.ofStores(
        stores.filter((store) => live.some((lead) => lead.dealershipId === store.id)),
      );
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
          optOuts.keyOf(dealership, channel, addressOf(lead, channel) ?? ''),
        ),
      );
      const greetings = candidates
        .filter((_, index) => !optedOut[index])
        .map((plan) => ({ ...plan, ...greetingFor(plan.lead, plan.channel, plan.dealership.name) }));

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
  };
  return api;
}
