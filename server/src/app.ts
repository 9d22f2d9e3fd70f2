import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { EventBus } from './events/event-bus';
import type { JobQueue } from './jobs/job-queue';
import { registerErrorHandler } from './lib/error-handler';
import { assertNestingWithin } from './lib/nesting-depth';
import { requestContext } from './lib/request-context';
import { sanitizeText } from './lib/sanitize-text';
import type { SecretBox } from './lib/secret-box';
import { registerSecurityHeaders } from './lib/security-headers';
import { aiSettingsRoutes } from './modules/ai-settings/ai-settings.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { apiKeysRoutes } from './modules/auth/api-keys.routes';
import { registerAuthHooks } from './modules/auth/auth.hooks';
import { authRoutes } from './modules/auth/auth.routes';
import { connectionsRoutes, registerConnectionChecks } from './modules/connections/connections.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { crmHandoffRoutes } from './modules/crm-handoff/crm-handoff.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { dealershipsRoutes } from './modules/dealerships/dealerships.routes';
import { healthRoutes } from './modules/health/health.routes';
import { inboundMessagesRoutes } from './modules/inbound-messages/inbound-messages.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { leadAssignmentRoutes } from './modules/lead-assignment/lead-assignment.routes';
import { leadImportRoutes } from './modules/lead-import/lead-import.routes';
import { leadSourcesRoutes } from './modules/lead-sources/lead-sources.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { usersRoutes } from './modules/users/users.routes';
import { webhooksOutRoutes } from './modules/webhooks-out/webhooks-out.routes';
import { registerMetrics } from './observability/metrics.routes';
import { registerOpenApi } from './openapi';
import { registerRealtime } from './realtime/realtime.routes';
import { createServices } from './services';
import { registerWebApp, WEB_DIST } from './web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  events: EventBus;
  jobs: JobQueue;
  logger: Logger;
  secretBox: SecretBox;
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Decision 009: NUL and lone surrogates are cleaned from every body and query before validation (one hook, not a
  // helper in every schema), so no text field can reach PostgreSQL with them. The depth is checked first, so
  // nothing walks a body nested thousands deep (decision 039).
  app.addHook('preValidation', async (request) => {
    assertNestingWithin(request.body, 'body');
    assertNestingWithin(request.query, 'query string');
    if (typeof request.body === 'string' || (typeof request.body === 'object' && request.body !== null))
      request.body = sanitizeText(request.body);
    request.query = sanitizeText(request.query);
  });

  // Each request's id rides along into the jobs it enqueues (jobs/job-queue.ts), and is answered as X-Request-Id
  // so a support question can name it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  registerMetrics(app, { database: deps.database, token: deps.config.METRICS_TOKEN });

  // No cross-origin access to the app's own API; the capture form's route opts its configured origins in.
  await app.register(cors, { origin: false, hideOptionsRoute: true });
  await registerSecurityHeaders(app, {
    indexHtmlPath: path.join(WEB_DIST, 'index.html'),
    https: deps.config.publicBaseUrl.startsWith('https://'),
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(rateLimit, { global: false });

  // Every route with its access rule, so a test can prove that nothing under /api is open by accident.
  const routes: { method: string; url: string; isPublic: boolean }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
    for (const method of methods) routes.push({ method, url: route.url, isPublic });
  });

  const services = createServices({ ...deps, db: deps.database.db });
  registerAuthHooks(app, services);
  await registerOpenApi(app, deps.config.publicBaseUrl);
  // Secure whenever the public URL is https (production requires PUBLIC_URL; a LAN install may choose plain http).
  const secureCookies = deps.config.publicBaseUrl.startsWith('https://');

  await app.register(
    async (api) => {
      registerConnectionChecks(api, services.connections);
      await api.register(healthRoutes, { database: deps.database, jobs: deps.jobs });
      await api.register(authRoutes, { services, secureCookies });
      await api.register(usersRoutes, { services });
      await api.register(apiKeysRoutes, { services });
      await api.register(dealershipsRoutes, { services });
      await api.register(leadImportRoutes, { services });
      await api.register(inventoryRoutes, { services });
      await api.register(leadsRoutes, { services });
      await api.register(leadAssignmentRoutes, { services });
      await api.register(notificationsRoutes, { services });
      await api.register(conversationsRoutes, { services });
      await api.register(appointmentsRoutes, { services });
      await api.register(crmHandoffRoutes, { services });
      await api.register(dashboardRoutes, { services });
      await api.register(reportsRoutes, { services });
      await api.register(aiSettingsRoutes, { services });
      await api.register(auditRoutes, { services });
      await api.register(webhooksOutRoutes, { services });
      await api.register(leadSourcesRoutes, { services });
      await api.register(inboundMessagesRoutes, {
        services,
        config: deps.config,
        db: deps.database.db,
        credentials: services.connections.lookup,
      });
      await api.register(connectionsRoutes, { services, config: deps.config });
    },
    { prefix: '/api' },
  );
  await registerRealtime(app, {
    events: deps.events,
    auth: services.auth,
    publicBaseUrl: deps.config.publicBaseUrl,
    sessionCheckMs: deps.config.SESSION_CHECK_MS,
  });

  await registerWebApp(app);

  return Object.assign(app, { services, routes });
}
