import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  CreateLeadSchema,
  LeadCountsSchema,
  LeadListQuerySchema,
  LeadSchema,
  UpdateLeadSchema,
} from '@lead-manager/contracts/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';
import { requestScope } from '../auth/auth.hooks';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const CountsQuerySchema = LeadListQuerySchema.pick({ dealershipId: true, source: true, search: true });

/** `all` in a filter means no filter. */
const unlessAll = <T extends string>(value: T | undefined) => (value === 'all' ? undefined : value);

export const leadsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { leads } = services;

  app.get(
    '/leads',
    { schema: { querystring: LeadListQuerySchema, response: { 200: z.array(LeadSchema), ...errors } } },
    async (request, reply) => {
      const { status, source, ...rest } = request.query;
      const page = await leads.list(requestScope(request), {
        ...rest,
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
      const { source, ...rest } = request.query;
      return leads.counts(requestScope(request), { ...rest, source: unlessAll(source) });
    },
  );

  app.post(
    '/leads',
    { schema: { body: CreateLeadSchema, response: { 201: LeadSchema, ...errors } } },
    async (request, reply) => {
      const lead = await leads.createLead(requestScope(request), request.body);
      return reply.status(201).send(lead);
    },
  );

  app.get(
    '/leads/:id',
    { schema: { params: IdParamsSchema, response: { 200: LeadSchema, ...errors } } },
    async (request) => leads.get(requestScope(request), request.params.id),
  );

  app.patch(
    '/leads/:id',
    { schema: { params: IdParamsSchema, body: UpdateLeadSchema, response: { 200: LeadSchema, ...errors } } },
    async (request) => leads.update(requestScope(request), request.params.id, request.body),
  );

  app.delete(
    '/leads/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await leads.remove(requestScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
