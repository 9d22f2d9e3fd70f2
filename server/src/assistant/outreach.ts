import type { Channel } from '@lead-manager/contracts/conversations';
import { HttpError } from '../lib/http-errors';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { getAppointmentForReminder } from '../modules/appointments/appointments.queries';
import { type AppointmentsService, REMINDABLE_STATUSES } from '../modules/appointments/appointments.service';
import type { FollowUpCancelReason } from '../modules/conversations/conversations.service';
import type { ServiceDeps } from '../service-deps';
import type { AssistantDependencies, AssistantService } from './assistant.service';
import { createFirstContact } from './first-contact';
import { settingsInLanguage } from './language-settings';
import { renderForLead, templateGreets, withoutGreeting } from './lead-text';

type LeadRow = Awaited<ReturnType<AssistantDependencies['leads']['getLead']>>;

const isNotFound = (err: unknown) => err instanceof HttpError && err.statusCode === 404;

/**
 * The messages the store starts (outreach), as opposed to replies: the first contact of speed to lead
 * (`firstContacts`, first-contact.ts), the follow-up schedule (`sendFollowUp`) and appointment reminders (`remindAppointment`).
 */
export function createOutreach(
  deps: ServiceDeps,
  others: AssistantDependencies & {
    assistant: AssistantService;
    appointments: Pick<AppointmentsService, 'create' | 'remind'>;
  },
) {
  const { db, logger } = deps;
  const { conversations, leads, aiSettings, dealerships, assistant, appointments } = others;

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
    ...createFirstContact(deps, others),

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
