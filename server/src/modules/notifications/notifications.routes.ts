import { ErrorBodySchema } from '@lead-manager/contracts/common';
import {
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
} from '@lead-manager/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../auth/auth.hooks';
import type { NotificationsService } from './notifications.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** A person's own notifications: nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  services: { notifications: NotificationsService };
}> = async (app, { services }) => {
  app.get(
    '/notifications',
    {
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request) => services.notifications.list(signedInUser(request).id, request.query.limit),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        body: MarkNotificationsReadSchema,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      services.notifications.markRead(
        signedInUser(request).id,
        request.body.all ? 'all' : (request.body.ids ?? []),
      ),
  );
};
