import {
  AppointmentCountsQuerySchema,
  AppointmentCountsSchema,
  AppointmentListQuerySchema,
  AppointmentSchema,
  CreateAppointmentSchema,
  RemindAppointmentSchema,
  ReminderResultSchema,
  UpdateAppointmentSchema,
} from '@lead-manager/contracts/appointments';
import {
  ConflictBodySchema,
  DealershipFilterSchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@lead-manager/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { AppointmentsService } from './appointments.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ConflictBodySchema };
const UpcomingParamsSchema = z.object({ dealershipId: DealershipFilterSchema });

/** Clients post `remind` with an empty body, possibly labelled JSON: treat it as no body (no resend). */
function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Malformed JSON body'), undefined);
    }
  });
}

export const appointmentsRoutes: FastifyPluginAsyncZod<{
  services: { appointments: AppointmentsService };
}> = async (app, { services }) => {
  app.get(
    '/appointments',
    {
      schema: {
        querystring: AppointmentListQuerySchema,
        response: { 200: z.array(AppointmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { total, items } = await services.appointments.list(requestScope(request), request.query);
      void reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/appointments/counts',
    {
      schema: {
        querystring: AppointmentCountsQuerySchema,
        response: { 200: AppointmentCountsSchema, ...errors },
      },
    },
    async (request) => services.appointments.counts(requestScope(request), request.query),
  );

  app.get(
    '/appointments/upcoming',
    { schema: { response: { 200: z.array(AppointmentSchema), ...errors } } },
    async (request) => services.appointments.upcoming(requestScope(request), undefined),
  );

  app.get(
    '/appointments/upcoming/:dealershipId',
    { schema: { params: UpcomingParamsSchema, response: { 200: z.array(AppointmentSchema), ...errors } } },
    async (request) => services.appointments.upcoming(requestScope(request), request.params.dealershipId),
  );

  app.post(
    '/appointments',
    { schema: { body: CreateAppointmentSchema, response: { 201: AppointmentSchema, ...errors } } },
    async (request, reply) => {
      const created = await services.appointments.create(requestScope(request), request.body, {
        bookedBy: 'staff',
        actor: signedInUser(request),
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/appointments/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateAppointmentSchema,
        response: { 200: AppointmentSchema, ...errors },
      },
    },
    async (request) =>
      services.appointments.update(
        requestScope(request),
        request.params.id,
        request.body,
        signedInUser(request),
      ),
  );

  await app.register(async (scoped) => {
    acceptEmptyJson(scoped);
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/appointments/:id/remind',
      {
        schema: {
          params: IdParamsSchema,
          body: RemindAppointmentSchema,
          response: { 200: ReminderResultSchema, ...errors },
        },
      },
      async (request) =>
        services.appointments.remind(requestScope(request), request.params.id, request.body ?? {}),
    );
  });
};
