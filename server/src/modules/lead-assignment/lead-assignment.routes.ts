import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  AssignmentRulesSchema,
  AvailabilitySchema,
  StoreMemberSchema,
  UpdateAssignmentRulesSchema,
} from '@lead-manager/contracts/lead-assignment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { LeadAssignmentService } from './lead-assignment.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const leadAssignmentRoutes: FastifyPluginAsyncZod<{
  services: { leadAssignment: LeadAssignmentService };
}> = async (app, { services }) => {
  const { leadAssignment } = services;

  app.get(
    '/dealerships/:id/assignment',
    { schema: { params: IdParamsSchema, response: { 200: AssignmentRulesSchema, ...errors } } },
    async (request) => leadAssignment.getRules(requestScope(request), request.params.id),
  );

  app.patch(
    '/dealerships/:id/assignment',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateAssignmentRulesSchema,
        response: { 200: AssignmentRulesSchema, ...errors },
      },
    },
    async (request) =>
      leadAssignment.updateRules(
        signedInUser(request),
        requestScope(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/dealerships/:id/members',
    { schema: { params: IdParamsSchema, response: { 200: z.array(StoreMemberSchema), ...errors } } },
    async (request) => leadAssignment.members(requestScope(request), request.params.id),
  );

  app.get(
    '/users/me/availability',
    { schema: { response: { 200: AvailabilitySchema, ...errors } } },
    async (request) => leadAssignment.availability(signedInUser(request).id),
  );

  app.patch(
    '/users/me/availability',
    { schema: { body: AvailabilitySchema, response: { 200: AvailabilitySchema, ...errors } } },
    async (request) => leadAssignment.setAvailability(signedInUser(request), request.body.available),
  );
};
