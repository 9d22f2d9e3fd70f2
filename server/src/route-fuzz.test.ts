import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

// Every route with a body, posted with text PostgreSQL refuses (NUL) and half an emoji, in every common field name.
const app = await createTestApp({ workers: false });
const BAD = ['\u0000', 'a\u0000b', '\ud83d', 'x\udc00y'];
const FIELDS = [
  'name',
  'email',
  'phone',
  'content',
  'subject',
  'notes',
  'vehicleInterest',
  'source',
  'status',
  'message',
  'password',
  'timezone',
  'language',
  'systemPrompt',
  'greeting',
  'type',
  'channel',
  'csv',
  'lead_id',
  'google_key',
  'search',
  'reason',
  'role',
  'key',
  'title',
  'text',
  'body',
];
const bodyWith = (bad: string) => Object.fromEntries(FIELDS.map((f) => [f, bad]));

describe('fuzz: NUL and lone surrogates in every text field of every route', () => {
  it('never answers 500', async () => {
    const cookie = await app.adminCookie();
    const withBody = app.app.routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(withBody.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of withBody) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      for (const bad of BAD) {
        const res = await app.app.inject({
          method: route.method as 'POST',
          url: `${url}?search=a%00b`,
          headers: { cookie },
          payload: bodyWith(bad),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${url} ${JSON.stringify(bad)}: ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
