import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// No SMTP: the admin is handed each link, as on an offline install.
const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);

let counter = 0;
async function salesperson() {
  counter += 1;
  const email = `linked${counter}@team.example`;
  const res = await inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: await app.adminCookie() },
    payload: { name: `Linked ${counter}`, email, role: 'user', dealershipIds: [1], password: 'first-pass-1' },
  });
  return { id: res.json().id as number, email };
}

/** The token of a link the admin sends from the Team screen. */
async function linkFor(id: number) {
  const res = await inject({
    method: 'POST',
    url: `/api/users/${id}/reset-password`,
    headers: { cookie: await app.adminCookie() },
  });
  expect(res.json().delivery).toBe('not_sent');
  return new URL(res.json().link).searchParams.get('token') ?? '';
}

const asAdmin = async (method: 'PATCH' | 'DELETE', id: number, payload?: object) =>
  inject({ method, url: `/api/users/${id}`, headers: { cookie: await app.adminCookie() }, payload });

/** Uses the link, from an address of its own (set-password is rate-limited per address). */
async function expectRevoked(token: string, from: string) {
  const res = await inject({
    method: 'POST',
    url: '/api/auth/set-password',
    remoteAddress: from,
    payload: { token, password: 'taken-over-1' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ path: 'token', message: 'is used, expired or unknown' }]);
}

describe('a link sent before a change to the account no longer works', () => {
  it('after the person changes their password', async () => {
    const person = await salesperson();
    const token = await linkFor(person.id);
    const cookie = await app.login(person.email, 'first-pass-1');
    const changed = await inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' },
    });
    expect(changed.statusCode).toBe(204);
    await expectRevoked(token, '10.2.0.1');
    await expect(app.login(person.email, 'second-pass-2')).resolves.toMatch(/^lm_session=/);
  });

  it('after a deactivation, even once the account is active again', async () => {
    const person = await salesperson();
    const token = await linkFor(person.id);
    expect((await asAdmin('DELETE', person.id)).statusCode).toBe(200);
    expect((await asAdmin('PATCH', person.id, { active: true })).json().active).toBe(true);
    await expectRevoked(token, '10.2.0.2');
    await expect(app.login(person.email, 'first-pass-1')).resolves.toMatch(/^lm_session=/);
  });

  it('after a change of role or of e-mail address', async () => {
    const person = await salesperson();
    const beforeRole = await linkFor(person.id);
    expect((await asAdmin('PATCH', person.id, { role: 'manager' })).statusCode).toBe(200);
    await expectRevoked(beforeRole, '10.2.0.3');

    const beforeAddress = await linkFor(person.id);
    expect((await asAdmin('PATCH', person.id, { email: `moved-${person.email}` })).statusCode).toBe(200);
    await expectRevoked(beforeAddress, '10.2.0.3');
    // A link sent after the change works.
    const fresh = await inject({
      method: 'POST',
      url: '/api/auth/set-password',
      remoteAddress: '10.2.0.4',
      payload: { token: await linkFor(person.id), password: 'fresh-pass-3' },
    });
    expect(fresh.statusCode).toBe(204);
  });
});
