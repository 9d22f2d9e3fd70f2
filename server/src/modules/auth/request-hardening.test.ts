import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { LOGIN_ATTEMPTS_PER_ACCOUNT } from './auth.routes';

// Production with no TRUST_PROXY: the socket address is the client, whatever X-Forwarded-For claims.
const production = await createTestApp({ workers: false, env: { NODE_ENV: 'production' } });
// Behind one proxy on loopback: its X-Forwarded-For names the client.
const proxied = await createTestApp({
  workers: false,
  env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' },
});

const attempt = (
  app: typeof production,
  email: string,
  headers: Record<string, string>,
  remoteAddress: string,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email, password: 'wrong-guess' },
  });

/** Twelve sign-in attempts on one account, each claiming another X-Forwarded-For, from one socket address. */
async function rotatedAttempts(app: typeof production, email: string, remoteAddress: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const res = await attempt(app, email, { 'x-forwarded-for': `198.51.100.${i}` }, remoteAddress);
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('proxy trust is explicit', () => {
  it('still limits sign-in when X-Forwarded-For is rotated in production without TRUST_PROXY', async () => {
    expect((await rotatedAttempts(production, 'victim@test.example', '203.0.113.7')).at(-1)).toBe(429);
  });

  it('believes X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    const viaProxy = await rotatedAttempts(proxied, 'other@test.example', '127.0.0.1');
    expect(viaProxy.every((s) => s === 401)).toBe(true);
    // The same header from anyone else is the sender's own claim: ignored, so the limit holds.
    expect((await rotatedAttempts(proxied, 'third@test.example', '203.0.113.8')).at(-1)).toBe(429);
  });

  it('limits attempts on one account across many addresses (password spraying)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ATTEMPTS_PER_ACCOUNT; i += 1) {
      const res = await attempt(production, 'sprayed@test.example', {}, `192.0.2.${i + 1}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_ACCOUNT).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cross-site request forgery without relying on the browser', () => {
  it('refuses form-encoded, multipart and text/plain posts with no Origin even with a valid session', async () => {
    const cookie = await production.adminCookie();
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'name=Forged&source=website&dealershipId=1'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--b--\r\n',
      ],
      ['text/plain', '{"name":"Forged","source":"website","dealershipId":1}'],
    ];
    for (const [type, payload] of bodies) {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { cookie, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
    }
    const json = await production.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie },
      payload: {
        name: 'Real Lead',
        email: 'real@example.com',
        phone: '+15125550142',
        source: 'website',
        vehicleInterest: 'Tahoe',
        dealershipId: 1,
      },
    });
    expect(json.statusCode, json.body).toBe(201);
  });

  it('sign-in refuses a foreign Origin and a form post', async () => {
    const foreign = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'crm.example.com' },
      payload: { email: 'a@test.example', password: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    const form = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40test.example&password=x',
    });
    expect(form.statusCode).toBe(415);
  });

  it('sets the session cookie Secure in production', async () => {
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@test.example', password: 'admin-password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'lm_session')?.secure).toBe(true);
  });
});
