import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp } from '../../test/test-app';
import { FREE_SIGN_IN_FAILURES } from './auth.routes';

const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);

describe('sign-in', () => {
  it('signs in with the right password and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: ADMIN.email, role: 'admin', username: 'admin' });
    const cookie = res.cookies.find((c) => c.name === 'lm_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `lm_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ADMIN.email, dealershipIds: [1, 2, 3] });
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...ADMIN, password: 'nope' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@y.z', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('names every missing field and answers malformed JSON with 400', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'password']);
    const bad = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
  });

  it('answers 413 to an oversized body', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('signs out: the old cookie no longer works', async () => {
    const cookie = await app.login(ADMIN.email, ADMIN.password);
    expect((await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a session for a user of one dealership reports only that dealership', async () => {
    const cookie = await app.userCookie('user', [2]);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'user', dealershipIds: [2] });
    const list = await inject({ method: 'GET', url: '/api/dealerships', headers: { cookie } });
    expect(list.json().map((d: { id: number }) => d.id)).toEqual([2]);
  });
});

describe('access rules', () => {
  it('every /api route except sign-in, health and the inbound webhooks answers 401 without a session', async () => {
    const guarded = app.app.routes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.isPublic,
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const open = app.app.routes.filter((r) => r.url.startsWith('/api/') && r.isPublic).map((r) => r.url);
    for (const url of open)
      expect(url).toMatch(
        /^\/api\/(auth\/(login|forgot-password|set-password)|health|webhooks\/|leads\/capture)/,
      );
  });

  it('refuses a state-changing request from another site', async () => {
    const cookie = await app.adminCookie();
    const foreign = await inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { timezone: 'America/Chicago' },
    });
    expect(foreign.statusCode).toBe(403);
    const same = await inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { timezone: 'America/Chicago' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('rate-limits failed sign-in attempts; a success in between clears them', async () => {
    const signIn = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.9',
        payload: { email: ADMIN.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_SIGN_IN_FAILURES - 1; i++)
      statuses.push((await signIn(`guess-${i}`)).statusCode);
    // The owner mistyped a few times, then got it right: their next typo is not held against them.
    statuses.push((await signIn(ADMIN.password)).statusCode);
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) statuses.push((await signIn(`guess-${i}`)).statusCode);
    const refused = await signIn('guess-again');
    expect(statuses).toEqual([
      ...Array(FREE_SIGN_IN_FAILURES - 1).fill(401),
      200,
      ...Array(FREE_SIGN_IN_FAILURES).fill(401),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/try again/);
  });

  it('answers health without a session', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { cookie: await app.adminCookie() },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});
