import type { FastifyRequest } from 'fastify';

/** Where the browser reached us (scheme and host): the base of links we e-mail when PUBLIC_URL is unset. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
