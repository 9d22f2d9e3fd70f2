import type { NotificationKind } from '@lead-manager/contracts/notifications';
import type { MessageSender } from '../../integrations/messaging/message-sender';
import { nextAllowedSmsTime } from '../../integrations/sms/quiet-hours';
import type { JobQueue } from '../../jobs/job-queue';
import { toE164 } from '../../lib/phone';
import type { TeamService } from '../users/team.service';
import { wordsOf } from './notice-texts';
import { deliverNotificationJob } from './notifications.jobs';
import type { NotificationRow } from './notifications.repo';

/** A hand-over is the one notice worth waking someone for: every other SMS waits for 8:00 in the person's zone. */
const IGNORES_QUIET_HOURS: NotificationKind[] = ['hand_over'];

export interface DeliveryDeps {
  team: TeamService;
  sender: MessageSender;
  jobs: JobQueue;
  /** The configured public base (config.publicBaseUrl): a notice about a lead links to the app. */
  publicBaseUrl: string;
}

type Outcome = string;

/** The lead's page, opened at its reply box: built from the configured public base, never a request's host. */
const leadPageLink = (publicBaseUrl: string, leadId: number) => `${publicBaseUrl}/leads/${leadId}?reply=1`;

/** Sends one copy of a notification per the recipient's own settings; returns what became of it. */
export async function deliverCopy(
  deps: DeliveryDeps,
  notification: NotificationRow,
  channel: 'email' | 'sms',
  now = new Date(),
): Promise<Outcome> {
  const [person] = await deps.team.contacts([notification.userId]);
  if (!person) return 'no_user';
  const link = notification.leadId ? leadPageLink(deps.publicBaseUrl, notification.leadId) : '';
  // Worded when it is sent, in the person's language of that moment, like the bell when it is read.
  const { title, body } = wordsOf(notification, person.language);
  if (channel === 'email') {
    if (!person.emailNotifications) return 'off';
    if (!person.email) return 'no_address';
    const result = await deps.sender.send({
      channel: 'email',
      to: person.email,
      subject: title,
      content: `${body}\n\n${link}`.trim(),
      idempotencyKey: `notification-${notification.id}-email`,
    });
    return result.status;
  }
  if (!person.smsNotifications) return 'off';
  const phone = person.phone ? toE164(person.phone) : undefined;
  if (!phone) return 'no_address';
  if (!IGNORES_QUIET_HOURS.includes(notification.kind as NotificationKind)) {
    const allowedAt = nextAllowedSmsTime(now, person.timezone);
    if (allowedAt.getTime() > now.getTime()) {
      await deps.jobs.send(
        deliverNotificationJob,
        { notificationId: notification.id, channel: 'sms' },
        { startAfter: allowedAt },
      );
      return 'quiet_hours';
    }
  }
  const text = `${title}: ${body}`.slice(0, 600 - link.length - 1);
  const result = await deps.sender.send({
    channel: 'sms',
    to: phone,
    content: `${text} ${link}`.trim(),
    idempotencyKey: `notification-${notification.id}-sms`,
  });
  return result.status;
}
