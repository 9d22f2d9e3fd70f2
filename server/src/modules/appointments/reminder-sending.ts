import type { RemindAppointmentSchema, ReminderResultSchema } from '@lead-manager/contracts/appointments';
import type { Channel } from '@lead-manager/contracts/conversations';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { z } from 'zod';
import { badRequest, conflict } from '../../lib/http-errors';
import type { Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { ConversationsService } from '../conversations/conversations.service';
import { appointmentUpdatedEvent } from './appointment-dto';
import { formatLocalDateTime, reminderContent } from './appointments.reminder';
import { claimReminder, type getAppointmentDetails, updateAppointment } from './appointments.repo';
import { isOpenStatus } from './booking-rules';

export type ReminderResult = z.infer<typeof ReminderResultSchema>;
type AppointmentDetails = NonNullable<Awaited<ReturnType<typeof getAppointmentDetails>>>;

/** The Remind button (and the automatic reminder job): one reminder per appointment, sent through conversations. */
export function createReminderSending(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  conversations: Pick<ConversationsService, 'sendToLead'>,
  requireDetails: (scope: Scope, id: number) => Promise<AppointmentDetails>,
  publish: (event: RealtimeEvent) => Promise<void>,
) {
  const zone = config.GROUP_TIMEZONE;
  return {
    /**
     * Reminds the lead by sms when it has a phone, else by email, through the conversations module: once per
     * appointment (409 after that unless `resend`), never for a past or closed one (409).
     */
    async remind(
      scope: Scope,
      id: number,
      options: NonNullable<z.output<typeof RemindAppointmentSchema>> = {},
      now = new Date(),
    ): Promise<ReminderResult> {
      const { appointment, lead, dealership } = await requireDetails(scope, id);
      if (!isOpenStatus(appointment.status))
        throw conflict(`No reminder for a ${appointment.status.replaceAll('_', ' ')} appointment`, {
          appointmentId: id,
        });
      if (appointment.scheduledAt.getTime() <= now.getTime())
        throw conflict('No reminder for an appointment in the past', { appointmentId: id });
      const channel: Channel | undefined = lead.phone ? 'sms' : lead.email ? 'email' : undefined;
      if (!channel) {
        const message = 'The lead has neither a phone number nor an email address';
        throw badRequest(message, [{ path: 'channel', message }]);
      }
      // Claimed first: two clicks (or a click and the automatic job) send one reminder.
      const claimed = await claimReminder(db, scope, id, options.resend === true);
      if (!claimed?.reminderSentAt) {
        const sentAt = appointment.reminderSentAt ?? new Date();
        throw conflict(
          `A reminder was already sent for this appointment on ${formatLocalDateTime(sentAt, dealership.timezone, zone)}; send { "resend": true } to send it again`,
          { appointmentId: id },
        );
      }
      const { content, subject } = reminderContent({
        leadName: lead.name,
        language: lead.language,
        dealershipName: dealership.name,
        type: appointment.type,
        scheduledAt: appointment.scheduledAt,
        timeZone: dealership.timezone,
        fallbackZone: zone,
      });
      let message: Awaited<ReturnType<typeof conversations.sendToLead>>;
      try {
        message = await conversations.sendToLead(scope, lead.id, { channel, content, subject, sender: 'ai' });
      } catch (err) {
        // Nothing was queued: the appointment is as unreminded as before.
        await updateAppointment(db, scope, id, { reminderSentAt: appointment.reminderSentAt });
        throw err;
      }
      await publish(appointmentUpdatedEvent(claimed));
      return {
        appointmentId: id,
        channel,
        messageId: message.id,
        reminderSentAt: claimed.reminderSentAt.toISOString(),
      };
    },
  };
}
