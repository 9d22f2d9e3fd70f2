import type { NotificationKind } from '@lead-manager/contracts/notifications';
import type { NotificationsService } from './notifications.service';

interface AlertLead {
  id: number;
  name: string;
  dealershipId: number;
  assignedUserId: number | null;
  vehicleInterest?: string | null;
}

const quote = (words: string) => `“${words.trim().slice(0, 300)}”`;

/**
 * The moments a person must hear about, told to the lead's owner (or the store's managers when it has none):
 * stored in the bell and sent by e-mail and SMS per each person's settings.
 */
export function createStaffAlerts(notifications: NotificationsService) {
  async function tell(lead: AlertLead, kind: NotificationKind, title: string, body: string) {
    const recipients = await notifications.recipientsFor(lead);
    await notifications.notify(recipients, {
      kind,
      title,
      body,
      leadId: lead.id,
      dealershipId: lead.dealershipId,
    });
  }

  return {
    /** The assistant handed the customer to a person: their own words come along. */
    handOver: (lead: AlertLead, customerWords: string, reason?: string) =>
      tell(
        lead,
        'hand_over',
        `${lead.name} asked for a person`,
        `${quote(customerWords)}${reason ? ` (${reason})` : ''} — the assistant has stopped; please reply.`,
      ),

    /** A customer wrote while a person has the conversation (the assistant stays quiet). */
    customerReply: (lead: AlertLead, words: string, channel: string) =>
      tell(lead, 'customer_reply', `${lead.name} replied (${channel.toUpperCase()})`, quote(words)),

    /** The assistant booked an appointment. */
    appointmentBooked: (lead: AlertLead, when: string, type: string) =>
      tell(
        lead,
        'appointment_booked',
        `${lead.name} booked a ${type.replaceAll('_', ' ')}`,
        `The assistant booked it for ${when}.`,
      ),
  };
}

export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
