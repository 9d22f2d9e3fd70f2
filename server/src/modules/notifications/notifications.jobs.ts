import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** The e-mail or SMS copy of one stored notification (house rule 5: sending is a job). */
export const deliverNotificationJob = defineJob({
  name: 'notification.deliver',
  schema: z.object({ notificationId: z.number().int(), channel: z.enum(['email', 'sms']) }),
  // Expiry: one e-mail (up to a minute) or text (15 s).
  queue: { expireInSeconds: 120 },
});
