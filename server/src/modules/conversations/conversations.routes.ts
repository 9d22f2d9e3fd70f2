import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  ConversationListQuerySchema,
  ConversationSchema,
  ConversationStatsQuerySchema,
  ConversationStatsSchema,
  MessageSchema,
  SendConversationMessageSchema,
  SendLeadMessageSchema,
  UpdateConversationSchema,
} from '@lead-manager/contracts/conversations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { narrowScope } from '../../lib/scope';
import { requestScope } from '../auth/auth.hooks';
import type { ConversationsService } from './conversations.service';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const LeadIdParamsSchema = z.object({ leadId: z.coerce.number().int().positive() });

export const conversationsRoutes: FastifyPluginAsyncZod<{
  services: { conversations: ConversationsService };
}> = async (app, { services }) => {
  app.get(
    '/conversations',
    {
      schema: {
        querystring: ConversationListQuerySchema,
        response: { 200: z.array(ConversationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const scope = narrowScope(requestScope(request), request.query.dealershipId);
      const { total, items } = await services.conversations.list(scope, request.query);
      void reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get(
    '/conversations/stats',
    {
      schema: {
        querystring: ConversationStatsQuerySchema,
        response: { 200: ConversationStatsSchema, ...errors },
      },
    },
    async (request) => {
      const scope = narrowScope(requestScope(request), request.query.dealershipId);
      return services.conversations.stats(scope, request.query);
    },
  );

  app.patch(
    '/conversations/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateConversationSchema,
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) => services.conversations.update(requestScope(request), request.params.id, request.body),
  );

  app.post(
    '/conversations/:leadId/messages',
    {
      schema: {
        params: LeadIdParamsSchema,
        body: SendLeadMessageSchema,
        response: { 201: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, channel, subject } = request.body;
      const sent = await services.conversations.sendToLead(requestScope(request), request.params.leadId, {
        channel,
        content: message,
        subject,
        sender: 'agent',
        ...(request.user ? { authorUserId: request.user.id } : {}),
      });
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/conversations/send',
    { schema: { body: SendConversationMessageSchema, response: { 201: MessageSchema, ...errors } } },
    async (request, reply) => {
      const sent = await services.conversations.sendToConversation(
        requestScope(request),
        request.body,
        request.user?.id,
      );
      return reply.status(201).send(sent);
    },
  );
};
