import { ErrorBodySchema, IdParamsSchema } from '@lead-manager/contracts/common';
import {
  FeedRunSchema,
  FeedUrlBodySchema,
  INVENTORY_MAX_FEED_BYTES,
  InventoryFeedSchema,
  InventoryListSchema,
  InventoryQuerySchema,
} from '@lead-manager/contracts/inventory';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { requestScope, signedInUser } from '../auth/auth.hooks';
import { readUploadedFile } from './feed-upload';
import type { InventoryService } from './inventory.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};

/** The upload is the feed itself (text/csv) or a form with one file part; either arrives here as its text. */
const FeedBodySchema = z.string().describe('text/csv, or multipart/form-data with the CSV as a file part');

export const inventoryRoutes: FastifyPluginAsyncZod<{ services: { inventory: InventoryService } }> = async (
  app,
  { services },
) => {
  const { inventory } = services;
  const options = { parseAs: 'buffer' as const, bodyLimit: INVENTORY_MAX_FEED_BYTES + 64 * 1024 };
  app.addContentTypeParser('text/csv', options, async (_request: FastifyRequest, body: Buffer) =>
    body.toString('utf8'),
  );
  app.addContentTypeParser('multipart/form-data', options, async (request: FastifyRequest, body: Buffer) => {
    try {
      return await readUploadedFile(body, request.headers['content-type'] ?? '');
    } catch (err) {
      throw badRequest(`csv: ${(err as Error).message}`, [{ path: 'csv', message: (err as Error).message }]);
    }
  });

  app.post(
    '/dealerships/:id/inventory',
    {
      config: { fileUpload: true },
      schema: { params: IdParamsSchema, body: FeedBodySchema, response: { 200: FeedRunSchema, ...errors } },
    },
    async (request) => inventory.uploadFeed(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/dealerships/:id/inventory',
    {
      schema: {
        params: IdParamsSchema,
        querystring: InventoryQuerySchema,
        response: { 200: InventoryListSchema, ...errors },
      },
    },
    async (request) => inventory.list(requestScope(request), request.params.id, request.query),
  );

  app.put(
    '/dealerships/:id/inventory/feed',
    {
      schema: {
        params: IdParamsSchema,
        body: FeedUrlBodySchema,
        response: { 200: InventoryFeedSchema, ...errors },
      },
    },
    async (request) => inventory.setFeedUrl(signedInUser(request), request.params.id, request.body.url),
  );
};
