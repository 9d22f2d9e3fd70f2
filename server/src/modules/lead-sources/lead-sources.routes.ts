import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services';

// Placeholder: lead capture from every source is being written.
export const leadSourcesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
