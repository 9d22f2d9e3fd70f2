import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { createTestApp } from '../../test/test-app';
import { waitFor } from '../lead-sources/test-support';

// No PUBLIC_URL (development and tests may leave it out): the base is this machine's configured port. The proxy on
// loopback is trusted, so X-Forwarded-Host would be believed if anything still read it.
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const app = await createTestApp({
  workers: false,
  env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), PORT: '4555', TRUST_PROXY: '127.0.0.1' },
});
const BASE = 'http://localhost:4555';
const hostile = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

/** Every link in the newest e-mail to `address` with `subject` (quoted-printable undone). */
async function linksMailedTo(address: string, subject: RegExp) {
  const mail = await waitFor(
    async () =>
      smtp.received.findLast((m) => m.to.includes(address) && subject.test(m.header('subject') ?? '')),
    10_000,
  );
  const text = mail.body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  expect(text).not.toContain('attacker');
  return text.match(/https?:\/\/\S+/g) ?? [];
}

describe('links are built from configuration, never from the request', () => {
  it('forgot-password with a forged Host and X-Forwarded-Host mails a link on the configured base', async () => {
    const user = await app.userCookie('user', [1]);
    const me = (
      await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user } })
    ).json();
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: hostile,
      payload: { email: me.email },
    });
    expect(res.statusCode).toBe(204);
    const links = await linksMailedTo(me.email, /Reset/);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${BASE}/set-password\\?token=`));
  });

  it('so do an invitation and the Team screen link sent by an admin reached under another Host', async () => {
    const cookie = await app.adminCookie();
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...hostile, cookie },
      payload: { name: 'Hank Host', email: 'hank@team.example', role: 'user', dealershipIds: [1] },
    });
    expect(created.statusCode).toBe(201);
    expect((await linksMailedTo('hank@team.example', /invited/))[0]).toMatch(
      new RegExp(`^${BASE}/set-password`),
    );

    await app.app.inject({
      method: 'POST',
      url: `/api/users/${created.json().id}/reset-password`,
      headers: { ...hostile, cookie },
    });
    const links = await waitFor(async () => {
      const mails = smtp.received.filter((m) => m.to.includes('hank@team.example'));
      return mails.length === 2 ? linksMailedTo('hank@team.example', /invited/) : undefined;
    }, 10_000);
    expect(links[0]).toMatch(new RegExp(`^${BASE}/set-password`));
  });
});
