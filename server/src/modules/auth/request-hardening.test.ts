import { describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp } from '../../test/test-app';
import { FREE_SIGN_IN_FAILURES, FREE_SIGN_IN_FAILURES_PER_ADDRESS } from './auth.routes';

const PUBLIC_URL = 'https://crm.example.com';
// Production with no TRUST_PROXY: the socket address is the client, whatever X-Forwarded-For claims.
const production = await createTestApp({ workers: false, env: { NODE_ENV: 'production', PUBLIC_URL } });
// Behind one proxy on loopback: its X-Forwarded-For names the client.
const proxied = await createTestApp({
  workers: false,
  env: { NODE_ENV: 'production', PUBLIC_URL, TRUST_PROXY: '127.0.0.1' },
});

const attempt = (
  app: typeof production,
  email: string,
  headers: Record<string, string>,
  remoteAddress: string,
  password = 'wrong-guess',
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email, password },
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
});

describe('a stranger guessing cannot lock the owner out', () => {
  it('slows only the guessing address: the admin signs in from another one meanwhile', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push((await attempt(production, ADMIN.email, {}, '198.51.100.77')).statusCode);
    expect(statuses.slice(0, FREE_SIGN_IN_FAILURES)).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
    expect(statuses.slice(FREE_SIGN_IN_FAILURES).every((s) => s === 429)).toBe(true);

    const owner = await attempt(production, ADMIN.email, {}, '192.0.2.10', ADMIN.password);
    expect(owner.statusCode).toBe(200);
    // The guessing address is still held back, even with the right password.
    expect((await attempt(production, ADMIN.email, {}, '198.51.100.77', ADMIN.password)).statusCode).toBe(
      429,
    );
  });

  it('makes each further guess from that address wait twice as long as the one before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const guess = () => attempt(production, 'growing@test.example', {}, '198.51.100.78');
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i += 1) expect((await guess()).statusCode).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        const refused = await guess();
        expect(refused.statusCode).toBe(429);
        const seconds = Number(refused.headers['retry-after']);
        waits.push(seconds);
        // Just before the wait ends the answer is still 429; once it has passed, one more guess is heard (401).
        vi.setSystemTime(Date.now() + seconds * 1000 - 100);
        expect((await guess()).statusCode).toBe(429);
        vi.setSystemTime(Date.now() + 100);
        expect((await guess()).statusCode).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('one address many people share', () => {
  it('lets a whole showroom sign in at opening time from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * FREE_SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
      const email = `floor${i}@showroom.example`;
      await production.app.services.users.createUser({
        email,
        password: 'floor-password-1',
        role: 'user',
        dealershipIds: [1],
      });
      statuses.push((await attempt(production, email, {}, '203.0.113.5', 'floor-password-1')).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('slows an address guessing across many accounts once its failures pass the allowance, and no other', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_SIGN_IN_FAILURES_PER_ADDRESS; i += 1)
      statuses.push((await attempt(production, `sprayed${i}@test.example`, {}, '203.0.113.6')).statusCode);
    expect(statuses.slice(0, FREE_SIGN_IN_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect((await attempt(production, 'sprayed-next@test.example', {}, '203.0.113.6')).statusCode).toBe(429);
    expect((await attempt(production, ADMIN.email, {}, '203.0.113.7', ADMIN.password)).statusCode).toBe(200);
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
