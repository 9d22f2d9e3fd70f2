import { ConflictBodySchema, ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import { LeadActivitySchema } from '@lead-manager/contracts/lead-activity';
import {
  BulkLeadResultSchema,
  BulkLeadUpdateSchema,
  CreateLeadNoteSchema,
  CreateLeadSchema,
  LeadCountsSchema,
  LeadListQuerySchema,
  LeadNoteSchema,
  LeadSchema,
  UpdateLeadSchema,
} from '@lead-manager/contracts/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import type { LeadWorkService } from './lead-work.service';
import type { LeadsService } from './leads.service';
import { ownerFilter } from './owner-filter';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const CountsQuerySchema = LeadListQuerySchema.pick({
  dealershipId: true,
  source: true,
  search: true,
  assignedUserId: true,
  test: true,
});

/** `all` in a filter means no filter. */
const unlessAll = <T extends string>(value: T | undefined) => (value === 'all' ? undefined : value);

export const leadsRoutes: FastifyPluginAsyncZod<{
  services: { leadWork: LeadWorkService; leads: LeadsService };
}> = async (app, { services }) => {
  const { leads } = services;

  app.get(
    '/leads',
    { schema: { querystring: LeadListQuerySchema, response: { 200: z.array(LeadSchema), ...errors } } },
    async (request, reply) => {
      const { status, source, assignedUserId, test, ...rest } = request.query;
      const page = await leads.list(requestScope(request), {
        ...rest,
        onlyTestLeads: test === 'only',
        assignedUserId: ownerFilter(request, assignedUserId),
        status: unlessAll(status),
        source: unlessAll(source),
      });
      reply.header('X-Total-Count', String(page.total));
      return page.leads;
    },
  );

  app.get(
    '/leads/counts',
    { schema: { querystring: CountsQuerySchema, response: { 200: LeadCountsSchema, ...errors } } },
    async (request) => {
      const { source, assignedUserId, test, ...rest } = request.query;
      return leads.counts(requestScope(request), {
        ...rest,
        onlyTestLeads: test === 'only',
        source: unlessAll(source),
        assignedUserId: ownerFilter(request, assignedUserId),
      });
    },
  );

  app.post(
    '/leads',
    { schema: { body: CreateLeadSchema, response: { 201: LeadSchema, 409: ConflictBodySchema, ...errors } } },
    async (request, reply) => {
      const lead = await leads.addLead(requestScope(request), request.body);
      // Read back after commit, so the answer carries the opt-outs like every lead DTO.
      return reply.status(201).send(await leads.get(requestScope(request), lead.id));
    },
  );

  app.post(
    '/leads/bulk',
    { schema: { body: BulkLeadUpdateSchema, response: { 200: BulkLeadResultSchema, ...errors } } },
    async (request) => {
      const { ids, changes } = request.body;
      const { assignedUserId, ...rest } = changes;
      // The owner change checks who may make it before anything is written; the status follows.
      const owners =
        assignedUserId === undefined
          ? undefined
          : await services.leadWork.assignMany(signedInUser(request), ids, assignedUserId);
      const statuses = rest.status ? await leads.bulkUpdate(requestScope(request), ids, rest) : undefined;
      return { updated: Math.max(owners?.updated ?? 0, statuses?.updated ?? 0) };
    },
  );

  app.get(
    '/leads/:id',
    { schema: { params: IdParamsSchema, response: { 200: LeadSchema, ...errors } } },
    async (request) => leads.get(requestScope(request), request.params.id),
  );

  app.patch(
    '/leads/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateLeadSchema,
        response: { 200: LeadSchema, 409: ConflictBodySchema, ...errors },
      },
    },
    async (request) => services.leadWork.update(signedInUser(request), request.params.id, request.body),
  );

  // Static, so it is matched before /leads/:id.
  app.delete(
    '/leads/test',
    { schema: { response: { 200: z.object({ removed: z.number().int() }), ...errors } } },
    async (request) => services.leadWork.removeTestLeads(signedInUser(request)),
  );

  app.delete(
    '/leads/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await services.leadWork.remove(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/leads/:id/activity',
    { schema: { params: IdParamsSchema, response: { 200: z.array(LeadActivitySchema), ...errors } } },
    async (request) => services.leadWork.activity(signedInUser(request), request.params.id),
  );

  app.get(
    '/leads/:id/notes',
    { schema: { params: IdParamsSchema, response: { 200: z.array(LeadNoteSchema), ...errors } } },
    async (request) => services.leadWork.notes(signedInUser(request), request.params.id),
  );

  app.post(
    '/leads/:id/notes',
    {
      schema: {
        params: IdParamsSchema,
        body: CreateLeadNoteSchema,
        response: { 201: LeadNoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await services.leadWork.addNote(
        signedInUser(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send(note);
    },
  );
};
