import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { sanitizeText } from './lib/sanitize-text';
import { createTestApp } from './test/test-app';

// A few kilobytes of nesting must answer 400, not 500, on every route: a recursive walk would overflow.
const app = await createTestApp({
  workers: false,
  env: { TIKTOK_WEBHOOK_SECRET: 'deep-secret', ADF_WEBHOOK_SECRET: 'deep-secret' },
});

/** `levels` arrays around a value, as JSON text: `[[[…"x"…]]]`. */
const nestedArrays = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
/** `{"a":{"a":…}}` with `levels` objects around a value. */
const nestedObjects = (levels: number, inner = '1') =>
  `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

const storedEvents = async () =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from webhook_events`))[0]?.n;

describe('a body nested deeper than 64 levels', () => {
  it('answers 400 naming the depth, signed out, signed in and on a lead webhook, and stores nothing', async () => {
    const before = await storedEvents();
    const cookie = await app.adminCookie();
    for (const deep of [nestedArrays(3000), nestedObjects(3000), nestedObjects(100_000)]) {
      const answers = [
        await post('/api/auth/login', deep),
        await post('/api/leads', deep, { cookie }),
        await post('/api/webhooks/tiktok', deep, { 'x-webhook-secret': 'deep-secret' }),
        // A 64-bit id in the body takes the parser that keeps big ids exact.
        await post('/api/webhooks/tiktok', nestedObjects(3000, '7312345678901234567'), {
          'x-webhook-secret': 'deep-secret',
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('body is nested deeper than 64 levels');
      }
    }
    expect(await storedEvents()).toBe(before);
  });

  it('answers 400 for an ADF document nested deeper than 64 elements', async () => {
    const xml = `<adf><prospect>${'<a>'.repeat(3000)}x${'</a>'.repeat(3000)}</prospect></adf>`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/adf',
      headers: { 'content-type': 'application/xml', 'x-webhook-secret': 'deep-secret' },
      payload: xml,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nested deeper than 64/);
  });

  it('still accepts 60 levels', async () => {
    const body = `{"lead_id":"deep-60","name":"Sixty Levels","email":"sixty@example.com","extra":${nestedObjects(59, '7312345678901234567')}}`;
    const res = await post('/api/webhooks/tiktok', body, { 'x-webhook-secret': 'deep-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 1 });
    const login = await post(
      '/api/auth/login',
      `{"email":"a@b.example","password":"x","extra":${nestedArrays(59)}}`,
    );
    expect(login.statusCode).toBe(401);
  });
});

describe('sanitizeText', () => {
  it('cleans a 100,000-level structure without overflowing the stack, keeping key order', () => {
    let deep: unknown = { text: 'bottom\u0000', half: '\uD800' };
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 ? { z: 1, next: deep, a: 'x\u0000' } : [deep, 'y'];
    let clean = sanitizeText(deep);
    for (let i = 100_000 - 1; i >= 0; i -= 1) {
      if (i % 2) {
        const node = clean as { z: number; next: unknown; a: string };
        expect(Object.keys(node)).toEqual(['z', 'next', 'a']);
        expect(node.a).toBe('x');
        clean = node.next;
      } else {
        const node = clean as [unknown, string];
        expect(node[1]).toBe('y');
        clean = node[0];
      }
    }
    expect(clean).toEqual({ text: 'bottom', half: '\uFFFD' });
  });
});
