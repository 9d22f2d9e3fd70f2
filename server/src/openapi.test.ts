import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

// Other tools learn the API from /api/openapi.json: it must be valid OpenAPI 3.1 and list every route the app
// serves, with the schemas the routes validate against.
const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);
const admin = await app.adminCookie();

/** Fastify's `/leads/:id` as OpenAPI writes it: `/leads/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and lists every /api route with its method', async () => {
    const res = await inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');

    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = app.app.routes
      .filter(({ url, method }) => url.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS')
      .filter(({ url }) => !url.startsWith('/api/docs') && url !== '/api/openapi.json')
      .map(({ method, url }) => `${method} ${openApiPath(url)}`);
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("describes a route's body and answer from its schemas", async () => {
    const document = (
      await inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: admin } })
    ).json();
    const create = document.paths['/api/api-keys'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.properties.access.enum).toEqual(['read', 'write']);
    expect(create.responses['201']).toBeDefined();
  });

  it('is read with a session or an API key, never anonymously', async () => {
    expect((await inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const { key } = (
      await inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { cookie: admin },
        payload: { name: 'Docs' },
      })
    ).json();
    const withKey = await inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).toBe(200);
    const page = await inject({ method: 'GET', url: '/api/docs/', headers: { cookie: admin } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
