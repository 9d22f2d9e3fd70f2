import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API described from the routes' own zod schemas: `/api/openapi.json` for tools, `/api/docs` to browse. Both
 * need a session or an API key like every other /api route. Registered before the routes, which it collects.
 */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lead Manager API',
        version: '1',
        description:
          'The API the Lead Manager screens use. Sign in for a session cookie, or send a personal API key made by an ' +
          'admin as `Authorization: Bearer lm_…` (read keys answer GET only).',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'lm_session' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A personal API key (lm_…)' },
        },
      },
      security: [{ session: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The reader positions some parts with inline styles (as our own app may); it loads nothing from elsewhere.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(' validator.swagger.io', ''),
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
