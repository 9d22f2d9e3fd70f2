import { z } from 'zod';
import { IsoDateSchema } from './common';

export const NOTIFICATION_KINDS = [
  'lead_assigned',
  'hand_over',
  'customer_reply',
  'appointment_booked',
  'response_overdue',
  'webhook_disabled',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  leadId: z.number().int().nullable(),
  dealershipId: z.number().int().nullable(),
  readAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: the newest first, and how many of all of them are unread. */
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** POST /api/notifications/read: some by id, or all of them. */
export const MarkNotificationsReadSchema = z
  .object({
    ids: z
      .array(z.number().int().positive())
      .min(1, 'ids must name at least one notification')
      .max(500)
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((v) => v.ids !== undefined || v.all === true, {
    path: ['ids'],
    message: 'ids or all is required',
  });
export type MarkNotificationsRead = z.input<typeof MarkNotificationsReadSchema>;
