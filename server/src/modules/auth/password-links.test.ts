import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { waitFor } from '../lead-sources/test-support';
import { passwordTokens } from './auth.tables';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const app = await createTestApp({
  workers: false,
  env: {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'team@lakeside.example',
    PUBLIC_URL: 'https://leads.lakeside.example',
  },
});
const inject = app.app.inject.bind(app.app);

const mailTo = (address: string) =>
  waitFor(async () => smtp.received.find((m) => m.to.includes(address)), 10_000);
/** The token of the set-password link in a received e-mail (its text part may be quoted-printable). */
const tokenIn = (mail: { body: string; header(name: string): string | undefined }) => {
  const qp = /quoted-printable/i.test(mail.header('content-transfer-encoding') ?? '');
  const text = qp
    ? mail.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    : mail.body;
  const link = text.match(/https:\/\/leads\.lakeside\.example\/set-password\?token=([\w%-]+)/);
  if (!link?.[1]) throw new Error(`no link in ${text}`);
  return decodeURIComponent(link[1]);
};
/** `from`: set-password is rate-limited per address (10 in 15 minutes), and this file sets many. */
const setPassword = (token: string, password: string, from = '127.0.0.1') =>
  inject({
    method: 'POST',
    url: '/api/auth/set-password',
    remoteAddress: from,
    payload: { token, password },
  });

describe('invitations', () => {
  it('e-mails a one-time link valid 72 h that sets the password once', async () => {
    const admin = await app.adminCookie();
    const res = await inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: { name: 'Ivy Invited', email: 'ivy@team.example', role: 'user', dealershipIds: [1] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation.delivery).toBe('sent');
    expect(res.json().invitation.link).toBeUndefined();
    const hours = (Date.parse(res.json().invitation.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mail = await mailTo('ivy@team.example');
    expect(mail.header('subject')).toBe('You are invited to Lead Manager');
    const token = tokenIn(mail);
    // Only the token's hash is stored.
    const stored = await app.database.db.select().from(passwordTokens);
    expect(stored.some((t) => t.id === token)).toBe(false);

    await expect(app.login('ivy@team.example', 'ivy-password-1')).rejects.toThrow(/401/);
    expect((await setPassword(token, 'ivy-password-1')).statusCode).toBe(204);
    await expect(app.login('ivy@team.example', 'ivy-password-1')).resolves.toMatch(/^lm_session=/);

    const again = await setPassword(token, 'someone-else-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('token');
    await expect(app.login('ivy@team.example', 'ivy-password-1')).resolves.toMatch(/^lm_session=/);
  });

  it('refuses an expired link', async () => {
    const admin = await app.adminCookie();
    await inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: admin },
      payload: { name: 'Late Larry', email: 'larry@team.example', role: 'user', dealershipIds: [2] },
    });
    const token = tokenIn(await mailTo('larry@team.example'));
    const larry = await findId('larry@team.example');
    expect(larry).toBeDefined();
    // 72 hours later, as far as the link is concerned.
    await app.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, larry ?? 0));
    expect((await setPassword(token, 'larry-password-1')).statusCode).toBe(400);
    await expect(app.login('larry@team.example', 'larry-password-1')).rejects.toThrow(/401/);
  });

  it('names a too-short password', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['password']);
  });
});

async function findId(email: string) {
  const res = await inject({
    method: 'GET',
    url: '/api/users',
    headers: { cookie: await app.adminCookie() },
  });
  return (res.json() as { id: number; email: string }[]).find((u) => u.email === email)?.id;
}

describe('password resets', () => {
  it('forgot-password answers the same for unknown addresses and mails a link to known ones', async () => {
    const user = await app.userCookie('user', [3]);
    const me = (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user } })).json();
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody-here@team.example' },
    });
    const known = await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([204, 204]);
    expect(unknown.body).toBe(known.body);

    const mail = await mailTo(me.email);
    expect(mail.header('subject')).toBe('Reset your Lead Manager password');
    expect(smtp.received.some((m) => m.to.includes('nobody-here@team.example'))).toBe(false);
    // Setting the password by the link ends every session the user had.
    expect((await setPassword(tokenIn(mail), 'reset-password-9')).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user } })).statusCode).toBe(
      401,
    );
    await expect(app.login(me.email, 'reset-password-9')).resolves.toMatch(/^lm_session=/);
  });

  it('lets an admin send a reset link from the Team screen; only the newest link works', async () => {
    const admin = await app.adminCookie();
    const created = (
      await inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: admin },
        payload: { name: 'Rita Reset', email: 'rita@team.example', role: 'user', dealershipIds: [1] },
      })
    ).json();
    const first = tokenIn(await mailTo('rita@team.example'));
    smtp.received.length = 0;
    const res = await inject({
      method: 'POST',
      url: `/api/users/${created.id}/reset-password`,
      headers: { cookie: admin },
    });
    expect(res.json()).toMatchObject({ delivery: 'sent' });
    const second = tokenIn(await mailTo('rita@team.example'));
    expect((await setPassword(first, 'rita-password-1')).statusCode).toBe(400);
    expect((await setPassword(second, 'rita-password-1')).statusCode).toBe(204);
  });
});

/** The token of the newest e-mail to `address` with `subject`, once it has arrived. */
const newestToken = async (address: string, subject: RegExp, count = 1) => {
  const mails = await waitFor(async () => {
    const found = smtp.received.filter(
      (m) => m.to.includes(address) && subject.test(m.header('subject') ?? ''),
    );
    return found.length >= count ? found : undefined;
  }, 10_000);
  return tokenIn(mails[mails.length - 1] as (typeof mails)[number]);
};
const invite = async (name: string, email: string) => {
  const res = await inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: await app.adminCookie() },
    payload: { name, email, role: 'user', dealershipIds: [1] },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const forgot = (email: string) =>
  inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('an invitation and a reset link live side by side', () => {
  it('a stranger asking a reset for an invited address does not cancel the invitation', async () => {
    await invite('Ina Invited', 'ina@team.example');
    const invitation = await newestToken('ina@team.example', /invited/);
    expect((await forgot('ina@team.example')).statusCode).toBe(204);
    await newestToken('ina@team.example', /Reset/);
    expect((await setPassword(invitation, 'ina-password-1', '10.1.0.1')).statusCode).toBe(204);
    await expect(app.login('ina@team.example', 'ina-password-1')).resolves.toMatch(/^lm_session=/);
  });

  it('a newer link replaces only the older one of its kind; using any link ends all the others', async () => {
    const { id } = await invite('Otto Other', 'otto@team.example');
    const firstInvitation = await newestToken('otto@team.example', /invited/);
    await forgot('otto@team.example');
    const reset = await newestToken('otto@team.example', /Reset/);
    // Never answered: the Team screen's link is the invitation again, which replaces the first one only.
    const resent = await inject({
      method: 'POST',
      url: `/api/users/${id}/reset-password`,
      headers: { cookie: await app.adminCookie() },
    });
    expect(resent.json()).toMatchObject({ delivery: 'sent' });
    const secondInvitation = await newestToken('otto@team.example', /invited/, 2);
    expect((await setPassword(firstInvitation, 'otto-password-1', '10.1.0.2')).statusCode).toBe(400);

    expect((await setPassword(reset, 'otto-password-1', '10.1.0.2')).statusCode).toBe(204);
    const stale = await setPassword(secondInvitation, 'someone-else-2', '10.1.0.2');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toEqual({ path: 'token', message: 'is used, expired or unknown' });
    await expect(app.login('otto@team.example', 'otto-password-1')).resolves.toMatch(/^lm_session=/);
  });
});
