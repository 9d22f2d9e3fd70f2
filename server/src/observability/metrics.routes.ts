import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { createAppMetrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus text. With METRICS_TOKEN set it needs `Authorization: Bearer <token>`; without it, only
 * a caller on this machine (the socket's own address: forwarded headers are not trusted here) may read it.
 */
export function registerMetrics(app: FastifyInstance, options: { database: Database; token?: string }) {
  const metrics = createAppMetrics(options.database);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === '/metrics') return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { public: true }, logLevel: 'warn' }, async (request, reply) => {
    const allowed = options.token
      ? bearerMatches(request, options.token)
      : LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed)
      return reply.code(options.token ? 401 : 403).send({ message: 'Metrics are not available here' });
    return reply.type(metrics.contentType).send(await metrics.render());
  });
}
